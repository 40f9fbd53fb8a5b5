package pearl.server.web;

import java.io.IOException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.protocol.ProtocolLimits;

/**
 * {@code POST /register}: a phone registers (docs/protocol.md) with its model name, optionally its
 * CPU clock, and microedition.* properties and gets {@code OK<TAB>device-key<TAB>secret}, the secret it signs every
 * batch with; a suite whose JAD carried an enrolment code registers under the device of that
 * code's /install visit. Refusals as for a batch ({@link PhoneAnswers}); over a limit of registrations
 * per network or enrolment (docs/protocol.md, "Limits"), 429 with Retry-After.
 */
@WebServlet("/register")
public final class RegisterServlet extends HttpServlet {

    public static final int MAX_BODY_BYTES = ProtocolLimits.REGISTRATION_BODY_BYTES;

    private static final PhoneAnswers ANSWERS = new PhoneAnswers("registration", "nothing stored", MAX_BODY_BYTES);

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        ANSWERS.answer(request, response,
                body -> ServicesInContext.of(getServletContext()).phones().register(body, request.getRemoteAddr()), this);
    }
}
