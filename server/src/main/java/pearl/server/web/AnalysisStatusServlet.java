package pearl.server.web;

import java.io.IOException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.service.Unavailable;

/**
 * {@code GET /api/analysis}: {@code pending<TAB>n}, the result groups whose new samples the analyzer
 * has not covered yet; 0 means the Results Bank reflects every stored sample.
 */
@WebServlet("/api/analysis")
public final class AnalysisStatusServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try {
            FilterParameters.refuseControlCharacters(request.getParameterMap());
            PlainText.send(response, HttpServletResponse.SC_OK, "pending\t" + ServicesInContext.of(getServletContext()).analysis().pending());
        } catch (IllegalArgumentException badRequest) {
            PlainText.send(response, HttpServletResponse.SC_BAD_REQUEST, badRequest.getMessage());
        } catch (Unavailable databaseFailed) {
            log("analysis status failed", databaseFailed);
            PlainText.send(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, databaseFailed.getMessage());
        }
    }
}
