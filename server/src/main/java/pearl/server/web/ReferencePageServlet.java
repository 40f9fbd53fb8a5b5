package pearl.server.web;

import java.sql.SQLException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import pearl.server.bank.ReferenceFigures;

/** {@code GET /reference}: the published figures of the literature, with their sources. */
@WebServlet("/reference")
public final class ReferencePageServlet extends PageServlet {

    @Override
    String prepare(HttpServletRequest request, Services services) throws SQLException {
        request.setAttribute("figures", ReferenceFigures.all(services.database().dataSource()));
        return "reference";
    }
}
