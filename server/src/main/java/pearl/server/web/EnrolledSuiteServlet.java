package pearl.server.web;

import java.io.IOException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.service.Unavailable;


/**
 * {@code GET /install/<code>/<suite>.jad} and {@code .jar}: a suite as an /install visit offers
 * it, its JAD carrying the visit's enrolment code (docs/protocol.md, "Enrolment") and its JAR
 * beside it, so that every suite the phone installs from the visit registers as one device.
 */
@WebServlet("/install/*")
public final class EnrolledSuiteServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String[] parts = request.getPathInfo() == null ? new String[0] : request.getPathInfo().substring(1).split("/", -1);
        String file = parts.length == 2 ? parts[1] : "";
        boolean jar = file.endsWith(".jar");
        if (!jar && !file.endsWith(".jad")) {
            PlainText.send(response, HttpServletResponse.SC_NOT_FOUND,
                    "no such file: a suite is at /install/<enrolment code>/<suite>.jad, as /install lists them");
            return;
        }
        String code = parts[0];
        try {
            if (!ServicesInContext.of(getServletContext()).install().exists(code)) {
                PlainText.send(response, HttpServletResponse.SC_NOT_FOUND,
                        "unknown enrolment code: open /install again for the suites");
                return;
            }
        } catch (Unavailable databaseFailed) {
            log("enrolment lookup failed", databaseFailed);
            PlainText.send(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, databaseFailed.getMessage());
            return;
        }
        String name = file.substring(0, file.length() - ".jad".length());
        SuiteFiles suite = SuiteFiles.of(getServletContext(), name);
        if (suite == null) {
            PlainText.send(response, HttpServletResponse.SC_NOT_FOUND, "this server has no suite of that name");
        } else if (jar) {
            suite.sendJar(response);
        } else {
            String base = DeviceSuiteServlet.baseUrl(request);
            suite.sendJad(response, base + "/install/" + code + "/" + name + ".jar", base, code);
        }
    }
}
