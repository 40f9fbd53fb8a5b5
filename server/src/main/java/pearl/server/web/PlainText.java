package pearl.server.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.http.HttpServletResponse;

/** Answers in one line of plain UTF-8 text: what phones and scripts read. */
final class PlainText {

    private PlainText() {
    }

    static void send(HttpServletResponse response, int status, String message) throws IOException {
        response.setStatus(status);
        response.setContentType("text/plain");
        response.setCharacterEncoding("UTF-8");
        // a length, so the client has the whole answer even while the servlet goes on working
        byte[] body = (message + "\n").getBytes(StandardCharsets.UTF_8);
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }
}
