package pearl.server.web;

import java.util.List;
import java.util.TreeMap;
import java.util.stream.Collectors;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import pearl.server.model.DeviceLabels;
import pearl.server.model.ListedDevice;
import pearl.server.model.ResultFilter;
import pearl.server.pages.ResultsPage;
import pearl.server.service.Services;

/**
 * {@code GET /results}: the Results Bank at a glance — how fast each algorithm runs on each device
 * (ResultsPage), by kind with each one's strength and status, then the devices and their models.
 */
@WebServlet("/results")
public final class ResultsPageServlet extends PageServlet {

    @Override
    String prepare(HttpServletRequest request, Services services) {
        var devices = services.results().devices();
        request.setAttribute("devices", devices);
        DeviceLabels labels = labels(request, devices);
        // each model and how many devices it has, by name
        request.setAttribute("models", devices.stream().collect(Collectors.groupingBy(ListedDevice::model,
                TreeMap::new, Collectors.counting())));
        request.setAttribute("page", ResultsPage.of(labels.relabel(services.results().atSharedSizes()),
                services.results()::kind));
        request.setAttribute("exports", List.of(ExportLinks.results(services, "export-results",
                "Every result in the bank", ResultFilter.ANY)));
        return "results";
    }
}
