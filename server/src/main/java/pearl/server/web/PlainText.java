package pearl.server.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.http.HttpServletResponse;

/**
 * Answers in one line of plain UTF-8 text: what phones and scripts read. A refusal's message also
 * goes in the {@value #MESSAGE_HEADER} header, because some MIDP implementations (MicroEmulator's,
 * over HttpURLConnection) give a MIDlet no body with an error status.
 */
public final class PlainText {

    public static final String MESSAGE_HEADER = "PEARL-Message";

    private PlainText() {
    }

    public static void send(HttpServletResponse response, int status, String message) throws IOException {
        response.setStatus(status);
        response.setContentType("text/plain");
        response.setCharacterEncoding("UTF-8");
        // a length, so the client has the whole answer even while the servlet goes on working
        byte[] body = (message + "\n").getBytes(StandardCharsets.UTF_8);
        response.setContentLength(body.length);
        if (status >= 400) {
            response.setHeader(MESSAGE_HEADER, message.replaceAll("[^\\x20-\\x7e]", "?"));
        }
        response.getOutputStream().write(body);
    }
}
