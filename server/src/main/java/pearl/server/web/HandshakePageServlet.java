package pearl.server.web;


import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import pearl.server.model.ResultFilter;
import pearl.server.service.Services;

/** {@code GET /handshake?device=N}: the device's WTLS handshake estimates, with what is missing. */
@WebServlet("/handshake")
public final class HandshakePageServlet extends PageServlet {

    @Override
    String prepare(HttpServletRequest request, Services services) {
        long id = id(request, "device");
        var results = labels(request, services).relabel(services.results().find(ResultFilter.device(id)));
        if (results.isEmpty()) {
            throw new NotFound("no results for device " + id);
        }
        request.setAttribute("page", services.results().handshakes(id, results.get(0).device(), results));
        return "handshake";
    }
}
