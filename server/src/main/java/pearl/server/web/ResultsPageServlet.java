package pearl.server.web;

import java.sql.SQLException;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Collectors;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import pearl.server.bank.Devices;
import pearl.server.model.DeviceLabels;
import pearl.server.model.ResultFilter;
import pearl.server.pages.AlgorithmKind;
import pearl.server.pages.ResultsPage;
import pearl.server.security.Security;

/**
 * {@code GET /results}: the Results Bank at a glance — how fast each algorithm runs on each device
 * (ResultsPage), by kind with each one's strength and status, then the devices and their models.
 */
@WebServlet("/results")
public final class ResultsPageServlet extends PageServlet {

    @Override
    String prepare(HttpServletRequest request, Services services) throws SQLException {
        var devices = services.devices().list();
        request.setAttribute("devices", devices);
        DeviceLabels labels = labels(request, devices);
        // each model and how many devices it has, by name
        request.setAttribute("models", devices.stream().collect(Collectors.groupingBy(Devices.Listed::model,
                TreeMap::new, Collectors.counting())));
        request.setAttribute("page", ResultsPage.of(labels.relabel(services.results().atSharedSizes()),
                algorithm -> kind(services, algorithm)));
        request.setAttribute("exports", List.of(ExportLinks.results(services, "export-results",
                "Every result in the bank", ResultFilter.ANY)));
        return "results";
    }

    /** The one place the page asks what an algorithm is. */
    private static AlgorithmKind kind(Services services, String algorithm) {
        Security facts = services.security().of(algorithm);
        return AlgorithmKind.of(facts == null ? null : facts.kind());
    }
}
