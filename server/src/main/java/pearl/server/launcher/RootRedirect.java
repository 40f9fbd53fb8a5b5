package pearl.server.launcher;

import java.io.IOException;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * The embedded server's root, outside PEARL's context: {@code GET /} sends a browser to the
 * results (where someone who typed only the host and port wants to be); any other path there is
 * not PEARL's, so 404.
 */
final class RootRedirect extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (request.getRequestURI().equals("/")) {
            response.sendRedirect(Launcher.CONTEXT_PATH + "/results");
        } else {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
        }
    }
}
