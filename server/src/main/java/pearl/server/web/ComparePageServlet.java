package pearl.server.web;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import pearl.server.model.DeviceLabels;
import pearl.server.model.Result;
import pearl.server.model.ResultFilter;
import pearl.server.pages.Comparison;
import pearl.server.service.Services;

/**
 * {@code GET /compare?device=1&device=2[&device=...]}: 2 to 8 different devices side by side, with
 * ratios to the first.
 */
@WebServlet("/compare")
public final class ComparePageServlet extends PageServlet {

    /** Most devices a comparison takes. */
    static final int MOST = 8;

    @Override
    String prepare(HttpServletRequest request, Services services) {
        var known = services.results().devices();
        request.setAttribute("devices", known);
        request.setAttribute("most", MOST);
        DeviceLabels labels = labels(request, known);
        List<Long> ids = FilterParameters.numbers(request, "device", 1, Long.MAX_VALUE);
        if (ids.isEmpty()) {
            return "compare";
        }
        if (ids.size() < 2 || ids.size() > MOST) {
            throw new IllegalArgumentException("compare 2 to " + MOST + " devices: ?device=1&device=2");
        }
        Set<Long> devices = new LinkedHashSet<>(ids);
        if (devices.size() < ids.size()) {
            throw new IllegalArgumentException("the same device is asked for twice: compare 2 to " + MOST
                    + " different devices");
        }
        List<String> names = new ArrayList<>();
        List<List<Result>> results = new ArrayList<>();
        for (long device : devices) {
            List<Result> found = labels.relabel(services.results().find(ResultFilter.device(device)));
            if (found.isEmpty()) {
                throw new NotFound("no results for device " + device);
            }
            names.add(found.get(0).device());
            results.add(found);
        }
        request.setAttribute("comparison", Comparison.of(names, results));
        return "compare";
    }
}
