package pearl.server.web;

import java.io.IOException;
import java.sql.SQLException;

import com.fasterxml.jackson.databind.ObjectMapper;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/** {@code GET /api/results}: the Results Bank as a JSON array of results. */
@WebServlet("/api/results")
public final class ResultsApiServlet extends HttpServlet {

    private final ObjectMapper json = new ObjectMapper();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try {
            var results = Services.of(getServletContext()).results().all();
            response.setContentType("application/json");
            response.setCharacterEncoding("UTF-8");
            json.writeValue(response.getOutputStream(), results);
        } catch (SQLException databaseFailed) {
            log("results query failed", databaseFailed);
            PlainText.send(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "the database is unavailable: retry later");
        }
    }
}
