package pearl.server.web;

import java.io.IOException;
import java.sql.SQLException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.receiver.MalformedBatchException;
import pearl.server.receiver.Registration;

/**
 * {@code POST /register}: a phone registers once (docs/protocol.md) with its model name and
 * microedition.* properties and gets {@code OK<TAB>device-id<TAB>secret}, the secret it signs every
 * batch with. 400 for a body it cannot read, 503 when the database is unavailable.
 */
@WebServlet("/register")
public final class RegisterServlet extends HttpServlet {

    public static final int MAX_BODY_BYTES = 8 * 1024;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        byte[] body = Bodies.read(request, MAX_BODY_BYTES);
        if (body == null) {
            PlainText.send(response, 413, "registration larger than " + MAX_BODY_BYTES + " bytes");
            return;
        }
        try {
            Registration registration = Registration.parse(body);
            PlainText.send(response, HttpServletResponse.SC_OK, Services.of(getServletContext()).devices()
                    .register(registration.model(), registration.properties()).toWire());
        } catch (MalformedBatchException malformed) {
            PlainText.send(response, HttpServletResponse.SC_BAD_REQUEST, "malformed registration: "
                    + malformed.getMessage());
        } catch (SQLException databaseFailed) {
            log("registration failed in the database", databaseFailed);
            PlainText.send(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE,
                    "the database is unavailable: register again later");
        }
    }
}
