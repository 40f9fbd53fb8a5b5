package pearl.server.web;

import java.io.IOException;
import java.io.InputStream;
import java.sql.SQLException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.model.Receipt;
import pearl.server.receiver.MalformedBatchException;

/**
 * {@code POST /receiver}: a batch of samples in the sync format (docs/protocol.md), UTF-8, at most
 * {@link #MAX_BODY_BYTES}. Answers 200 {@code OK<TAB>stored<TAB>duplicates}; 400 or 413 with a
 * plain message for a body it refuses; 503 when the database cannot take it. Except on 200,
 * nothing is stored, and the phone keeps its samples.
 */
@WebServlet("/receiver")
public final class ReceiverServlet extends HttpServlet {

    /** Far above a phone's 200-sample batch (about 15 KB). */
    public static final int MAX_BODY_BYTES = 1 << 20;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (request.getContentLengthLong() > MAX_BODY_BYTES) {
            PlainText.send(response, 413, "batch larger than " + MAX_BODY_BYTES + " bytes: send fewer samples per POST");
            return;
        }
        byte[] body = readAtMost(request.getInputStream(), MAX_BODY_BYTES + 1);
        if (body.length > MAX_BODY_BYTES) {
            PlainText.send(response, 413, "batch larger than " + MAX_BODY_BYTES + " bytes: send fewer samples per POST");
            return;
        }
        try {
            Receipt receipt = Services.of(getServletContext()).receiver().receive(body);
            PlainText.send(response, HttpServletResponse.SC_OK, receipt.toWire());
        } catch (MalformedBatchException malformed) {
            PlainText.send(response, HttpServletResponse.SC_BAD_REQUEST, "malformed batch, nothing stored: "
                    + malformed.getMessage());
        } catch (SQLException databaseFailed) {
            log("sync failed in the database", databaseFailed);
            PlainText.send(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE,
                    "the database is unavailable, nothing stored: keep the samples and retry later");
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setHeader("Allow", "POST");
        PlainText.send(response, HttpServletResponse.SC_METHOD_NOT_ALLOWED,
                "the receiver takes sample batches by POST, in the format of docs/protocol.md");
    }

    private static byte[] readAtMost(InputStream in, int limit) throws IOException {
        return in.readNBytes(limit);
    }
}
