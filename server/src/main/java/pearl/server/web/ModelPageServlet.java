package pearl.server.web;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import pearl.server.model.DeviceLabels;
import pearl.server.model.ModelFigure;
import pearl.server.model.Result;
import pearl.server.model.ResultFilter;
import pearl.server.service.Services;

/**
 * {@code GET /model?name=…}: what the devices of one phone model measured together — per
 * algorithm, operation and size, the median of their figures, how many devices and how far apart,
 * the devices far from the median marked ({@link ModelFigure}).
 */
@WebServlet("/model")
public final class ModelPageServlet extends PageServlet {

    @Override
    String prepare(HttpServletRequest request, Services services) {
        String name = FilterParameters.text(request, "name");
        if (name == null) {
            throw new IllegalArgumentException("name is required: a phone model, e.g. ?name=Nokia 6230");
        }
        DeviceLabels labels = labels(request, services);
        var results = labels.relabel(services.results().find(ResultFilter.model(name)));
        if (results.isEmpty()) {
            throw new NotFound("no results for the model " + name);
        }
        Map<Long, String> devices = new TreeMap<>();
        for (Result result : results) {
            devices.put(result.deviceId(), result.device());
        }
        request.setAttribute("model", name);
        request.setAttribute("devices", devices);
        request.setAttribute("figures", services.results().modelFigures(name).stream().map(f -> f.relabelled(labels)).toList());
        request.setAttribute("farPercent", ModelFigure.FAR_PERCENT);
        request.setAttribute("exports", List.of(ExportLinks.figures(services, "export-figures", "The model's figures",
                ResultFilter.model(name))));
        return "model";
    }
}
