package pearl.server.web;

import java.io.IOException;
import java.sql.SQLException;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/** {@code GET /results}: the Results Bank as a page. */
@WebServlet("/results")
public final class ResultsPageServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException, ServletException {
        try {
            request.setAttribute("results", Services.of(getServletContext()).results().all());
            request.getRequestDispatcher("/WEB-INF/jsp/results.jsp").forward(request, response);
        } catch (SQLException databaseFailed) {
            log("results query failed", databaseFailed);
            PlainText.send(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "the database is unavailable: retry later");
        }
    }
}
