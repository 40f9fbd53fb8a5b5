package pearl.server.web;

import java.io.IOException;
import java.sql.SQLException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * {@code POST /analyzer}: PEARL's Samples Analyzer run over every stored sample, rewriting the
 * Results Bank. (Each sync already brings the groups it touched up to date.)
 */
@WebServlet("/analyzer")
public final class AnalyzerServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try {
            int results = Services.of(getServletContext()).analyzer().analyzeAll();
            PlainText.send(response, HttpServletResponse.SC_OK, "OK\t" + results + " results");
        } catch (SQLException databaseFailed) {
            log("analysis failed", databaseFailed);
            PlainText.send(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "the database is unavailable: retry later");
        }
    }
}
