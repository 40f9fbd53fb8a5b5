package pearl.server.web;

import java.util.ArrayList;
import java.util.List;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import pearl.server.model.DeviceLabels;
import pearl.server.model.ModelFigure;
import pearl.server.model.ResultFilter;
import pearl.server.pages.ChartData;
import pearl.server.pages.DevicePage;
import pearl.server.pages.Series;
import pearl.server.service.Services;

/**
 * {@code GET /device?id=N}: one device's rankings and every algorithm it measured, each figure far
 * from its phone model's median marked.
 */
@WebServlet("/device")
public final class DevicePageServlet extends PageServlet {

    @Override
    String prepare(HttpServletRequest request, Services services) {
        long id = id(request, "id");
        DeviceLabels labels = labels(request, services);
        var results = labels.relabel(services.results().find(ResultFilter.device(id)));
        if (results.isEmpty()) {
            throw new NotFound("no results for device " + id);
        }
        DevicePage page = DevicePage.of(id, results);
        List<ChartData.Chart> charts = new ArrayList<>();
        int index = 0;
        for (List<Series> series : page.series().values()) {
            for (Series s : series) {
                charts.add(ChartData.Chart.of("s" + index++, List.of(s)));
            }
        }
        request.setAttribute("page", page);
        request.setAttribute("heapFits", services.results().heapFits(id));
        request.setAttribute("marks", services.results().marks(id));
        request.setAttribute("farPercent", ModelFigure.FAR_PERCENT);
        request.setAttribute("charts", ChartData.of(charts));
        request.setAttribute("exports", List.of(
                ExportLinks.results(services, "export-results", "This device's results", ResultFilter.device(id)),
                ExportLinks.samples(services, "export-samples", "Its samples", ResultFilter.device(id))));
        return "device";
    }
}
