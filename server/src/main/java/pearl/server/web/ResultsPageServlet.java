package pearl.server.web;

import java.sql.SQLException;
import java.util.TreeMap;
import java.util.stream.Collectors;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import pearl.server.bank.Devices;

/** {@code GET /results}: the Results Bank at a glance — its devices, their models and its algorithms. */
@WebServlet("/results")
public final class ResultsPageServlet extends PageServlet {

    @Override
    String prepare(HttpServletRequest request, Services services) throws SQLException {
        var devices = services.devices().list();
        request.setAttribute("devices", devices);
        labels(request, services);
        // each model and how many devices it has, by name
        request.setAttribute("models", devices.stream().collect(Collectors.groupingBy(Devices.Listed::model,
                TreeMap::new, Collectors.counting())));
        request.setAttribute("algorithms", services.results().measured());
        return "results";
    }
}
