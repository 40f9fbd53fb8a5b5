package pearl.server.web;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import pearl.server.analysis.ModelFigures;
import pearl.server.model.DeviceLabels;
import pearl.server.model.ResultFilter;
import pearl.server.pages.ChartData;
import pearl.server.pages.DevicePage;
import pearl.server.pages.ModelMarks;
import pearl.server.pages.Series;

/**
 * {@code GET /device?id=N}: one device's rankings and every algorithm it measured, each figure far
 * from its phone model's median marked.
 */
@WebServlet("/device")
public final class DevicePageServlet extends PageServlet {

    @Override
    String prepare(HttpServletRequest request, Services services) throws SQLException {
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
        request.setAttribute("heapFits", services.devices().heapFits(id));
        request.setAttribute("marks", marks(id, services.devices().model(id).orElse(null), services));
        request.setAttribute("farPercent", ModelFigures.FAR_PERCENT);
        request.setAttribute("charts", ChartData.of(charts));
        request.setAttribute("exports", List.of(
                ExportLinks.results(services, "export-results", "This device's results", ResultFilter.device(id)),
                ExportLinks.samples(services, "export-samples", "Its samples", ResultFilter.device(id))));
        return "device";
    }

    /** The device's figures far from its model's median, as the model's page marks them. */
    private static ModelMarks marks(long id, String model, Services services) throws SQLException {
        if (model == null) {
            return ModelMarks.NONE;
        }
        ModelMarks.Builder marks = new ModelMarks.Builder(model);
        for (ModelFigures.Figure figure : ModelFigures.of(services.results().find(ResultFilter.model(model)))) {
            for (ModelFigures.Far far : figure.far()) {
                if (far.deviceId() == id) {
                    marks.far(figure.algorithm(), figure.operation(), figure.keyBits(), figure.sizeBytes(), far.ratio());
                }
            }
        }
        return marks.build();
    }
}
