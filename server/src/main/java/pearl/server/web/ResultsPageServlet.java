package pearl.server.web;

import java.sql.SQLException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

/** {@code GET /results}: the Results Bank at a glance — its devices and its algorithms. */
@WebServlet("/results")
public final class ResultsPageServlet extends PageServlet {

    @Override
    String prepare(HttpServletRequest request, Services services) throws SQLException {
        request.setAttribute("devices", services.devices().list());
        request.setAttribute("algorithms", services.results().measured());
        return "results";
    }
}
