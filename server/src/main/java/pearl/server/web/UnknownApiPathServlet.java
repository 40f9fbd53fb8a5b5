package pearl.server.web;

import java.io.IOException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * Any path under {@code /api/} that no API servlet serves (their exact paths win over this prefix):
 * a 404 in the API's plain text that names the API's paths, since the one who asked is a script,
 * which reads the site's HTML error page no better than a misspelt path.
 */
@WebServlet("/api/*")
public final class UnknownApiPathServlet extends HttpServlet {

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        PlainText.send(response, HttpServletResponse.SC_NOT_FOUND, "no API at " + request.getRequestURI()
                + ": the API is /api/results, /api/samples, /api/choose and /api/analysis (docs/api.md)");
    }
}
