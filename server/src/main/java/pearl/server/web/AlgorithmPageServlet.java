package pearl.server.web;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import pearl.server.model.ResultFilter;
import pearl.server.pages.AlgorithmPage;
import pearl.server.pages.ChartData;
import pearl.server.pages.Rankings;
import pearl.server.pages.Series;
import pearl.server.service.Services;

/**
 * {@code GET /algorithm?name=AES/CBC&operation=encrypt}: every device's warm results for one
 * algorithm and operation, charted by input size, the devices ranked, and the published figures.
 */
@WebServlet("/algorithm")
public final class AlgorithmPageServlet extends PageServlet {

    @Override
    String prepare(HttpServletRequest request, Services services) {
        String name = FilterParameters.text(request, "name");
        String operation = FilterParameters.text(request, "operation");
        if (name == null || operation == null) {
            throw new IllegalArgumentException("name and operation are required, e.g. ?name=AES/CBC&operation=encrypt");
        }
        var results = labels(request, services).relabel(
                services.results().find(new ResultFilter(null, name, operation, null, false, null)));
        if (results.isEmpty()) {
            throw new NotFound("no device has measured " + name + " " + operation);
        }
        List<Series> series = Rankings.series(results, true);
        Map<Long, Integer> clocks = new HashMap<>();
        results.forEach(r -> clocks.put(r.deviceId(), r.clockMhz()));
        request.setAttribute("clocks", clocks);
        // an operation some device measured: the results' own
        request.setAttribute("page", AlgorithmPage.of(results.get(0).testCase().primitive(), series,
                services.results().references(name)));
        request.setAttribute("charts", ChartData.of(List.of(ChartData.Chart.of("devices", series))));
        request.setAttribute("exports", List.of(ExportLinks.results(services, "export-results",
                "Every device's results of " + name + " " + operation + ", warm and cold",
                new ResultFilter(null, name, operation, null, null, null))));
        return "algorithm";
    }
}
