package pearl.server.web;

import java.io.IOException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * {@code GET /pearl.jad} and {@code /pearl.jar}: the full MIDlet suite over the air, with the MIME
 * types phones expect; the JAD names this server as the one to sync to. Without an enrolment code:
 * a phone that installs it is a device of its own (/install hands out JADs with one).
 */
@WebServlet({"/pearl.jad", "/pearl.jar"})
public final class DeviceSuiteServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        SuiteFiles suite = SuiteFiles.of(getServletContext(), SuiteFiles.FULL);
        if (suite == null) {
            PlainText.send(response, HttpServletResponse.SC_NOT_FOUND, "this server was built without the MIDlet suite");
        } else if (request.getServletPath().endsWith(".jar")) {
            suite.sendJar(response);
        } else {
            suite.sendJad(response, baseUrl(request) + "/pearl.jar", baseUrl(request), null);
        }
    }

    /** This server as the phone reached it: scheme, host, port and context path. */
    static String baseUrl(HttpServletRequest request) {
        String url = request.getRequestURL().toString();
        return url.substring(0, url.length() - request.getRequestURI().length()) + request.getContextPath();
    }
}
