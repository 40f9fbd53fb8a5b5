package pearl.server.web;

import java.sql.SQLException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import pearl.server.model.ResultFilter;
import pearl.server.pages.HandshakePage;
import pearl.server.bank.ReferenceFigures;

/** {@code GET /handshake?device=N}: the device's WTLS handshake estimates, with what is missing. */
@WebServlet("/handshake")
public final class HandshakePageServlet extends PageServlet {

    @Override
    String prepare(HttpServletRequest request, Services services) throws SQLException {
        long id = id(request, "device");
        var results = labels(request, services).relabel(services.results().find(ResultFilter.device(id)));
        if (results.isEmpty()) {
            throw new NotFound("no results for device " + id);
        }
        request.setAttribute("page", HandshakePage.of(id, results.get(0).device(), results, ReferenceFigures.all(services.database().dataSource())));
        return "handshake";
    }
}
