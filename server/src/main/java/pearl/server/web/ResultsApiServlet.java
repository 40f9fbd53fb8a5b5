package pearl.server.web;

import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.model.Result;
import pearl.server.service.Paged;
import pearl.server.service.ResultService;
import pearl.server.service.Services;

/**
 * {@code GET /api/results}: the Results Bank, or the part a filter selects (docs/api.md), as JSON
 * (default) or CSV, a page at a time. With {@code model}, the figures of that phone model's
 * devices together ({@link ResultService#figures}): one row per algorithm, operation, key size and input
 * size. The {@link RenderedPageCache} keeps each answer ({@link PageKey}) and renders it again
 * when the results change, as it does the pages.
 */
@WebServlet("/api/results")
public final class ResultsApiServlet extends PagedApiServlet<Result> {

    static final ApiFields FIELDS = ApiFields.of(
        "deviceId", "device", "vm", "algorithm", "operation", "keyBits", "sizeBytes", "cold", "midletVersion",
        "bcVersion", "unit", "samples", "modalMs", "throughput", "medianMs", "meanMs", "ciLowMs", "ciHighMs", "runs",
        "runsSpread", "flags", "clockMhz", "cyclesPerByte");

    static final ApiFields MODEL_FIELDS = ApiFields.of(
        "model", "algorithm", "operation", "keyBits", "sizeBytes", "unit", "devices", "medianMs", "throughput", "spread",
        "farDeviceIds")
        .formerly("farDevices", "farDeviceIds");

    @Override
    ApiRequest read(HttpServletRequest request) {
        return ApiRequest.results(request::getParameterValues);
    }

    @Override
    Paged<Result> open(Services services, ApiRequest request) {
        return request.paging().open((after, limit) -> request.filter().model() == null
                ? services.results().page(request.filter(), after, limit)
                : services.results().modelPage(request.filter(), after, limit));
    }

    @Override
    void write(ApiRequest request, Paged<Result> page, HttpServletResponse response) throws IOException {
        String format = request.format("json");
        String model = request.filter().model();
        if (model != null) {
            writeModel(response, format, model, page);
            return;
        }
        try (Export export = Export.start(response, format, "pearl-results", FIELDS)) {
            page.forEach(r -> write(export, r.deviceId(), r.device(), r.vm(), r.algorithm(), r.operation().label(),
                    r.keyBits(), r.sizeBytes(), r.cold(), r.midletVersion(), r.bcVersion(), r.unit().label(), r.samples(),
                    r.modalMs(), r.throughput(), r.medianMs(), r.meanMs(), r.ciLowMs(), r.ciHighMs(), r.runs(),
                    r.runsSpread(), r.flags(), r.clockMhz(), r.cyclesPerByte()));
        }
    }

    /** One figure at a time (ResultService#figures). farDeviceIds: the ids of the devices far from the model's median, comma-separated. */
    private static void writeModel(HttpServletResponse response, String format, String model, Paged<Result> page)
            throws IOException {
        try (Export export = Export.start(response, format, "pearl-model", MODEL_FIELDS)) {
            ResultService.FigureGroups figures = ResultService.figures(f -> write(export, model, f.algorithm(),
                    f.operation().label(), f.keyBits(), f.sizeBytes(), f.unit().label(), f.devices(), f.medianMs(),
                    f.throughput(), f.spread(), f.far().stream().map(far -> Long.toString(far.deviceId()))
                            .collect(Collectors.joining(","))));
            page.forEach(figures);
            figures.finish();
        }
    }
}
