package pearl.server.web;

import java.util.List;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import pearl.server.model.DeviceLabels;
import pearl.server.model.ListedDevice;
import pearl.server.model.PublishedUnit;
import pearl.server.model.ReferenceFigure;
import pearl.server.model.Result;
import pearl.server.model.ResultFilter;
import pearl.server.pages.RankComparison;
import pearl.server.service.Services;

/**
 * {@code GET /reference}: the published figures of the literature, with their sources; with
 * {@code ?device=N&published=NAME} (and {@code vm=NAME} for a device that ran on several VMs), that
 * device's ranking beside the published device's.
 */
@WebServlet("/reference")
public final class ReferencePageServlet extends PageServlet {

    @Override
    String prepare(HttpServletRequest request, Services services) {
        List<ReferenceFigure> figures = services.results().references();
        List<String> ranked = figures.stream().filter(f -> f.unit() == PublishedUnit.RANK).map(ReferenceFigure::device)
                .distinct().toList();
        List<ListedDevice> devices = services.results().devices();
        request.setAttribute("figures", figures);
        request.setAttribute("rankedDevices", ranked);
        request.setAttribute("devices", devices);
        DeviceLabels labels = labels(request, devices);
        String published = FilterParameters.text(request, "published");
        if (FilterParameters.text(request, "device") != null || published != null) {
            long id = id(request, "device");
            if (published == null || !ranked.contains(published)) {
                throw new IllegalArgumentException("published must be a published device with a ranking: "
                        + String.join(", ", ranked));
            }
            List<Result> results = services.results().find(ResultFilter.device(id));
            if (results.isEmpty()) {
                throw new NotFound("no results for device " + id);
            }
            List<String> vms = results.stream().map(Result::vm).distinct().sorted().toList();
            String vm = FilterParameters.text(request, "vm");
            if (vm == null) {
                vm = vms.get(0);
            } else if (!vms.contains(vm)) {
                throw new IllegalArgumentException("vm must be one of the device's VMs: " + String.join(", ", vms));
            }
            request.setAttribute("vms", vms);
            request.setAttribute("comparedEmulated", labels.emulated(id));
            request.setAttribute("comparison", RankComparison.of(labels.of(id, results.get(0).device()), vm, results,
                    published, figures.stream().filter(f -> f.device().equals(published)).toList(),
                    services.results().rankCorrelation()));
        }
        return "reference";
    }
}
