package pearl.server.web;

import java.io.IOException;

import jakarta.servlet.http.HttpServletResponse;

/** Answers in one line of plain UTF-8 text: what phones and scripts read. */
final class PlainText {

    private PlainText() {
    }

    static void send(HttpServletResponse response, int status, String message) throws IOException {
        response.setStatus(status);
        response.setContentType("text/plain");
        response.setCharacterEncoding("UTF-8");
        response.getWriter().println(message);
    }
}
