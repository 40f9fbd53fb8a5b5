package pearl.server.web;

import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.analysis.ModelFigures;
import pearl.server.bank.KeysetPage;
import pearl.server.model.Result;

/**
 * {@code GET /api/results}: the Results Bank, or the part a filter selects (docs/api.md), as JSON
 * (default) or CSV, a page at a time. With {@code model}, the figures of that phone model's
 * devices together ({@link ModelFigures}): one row per algorithm, operation, key size and input
 * size. The {@link RenderedPageCache} keeps each answer ({@link PageKey}) and renders it again
 * when the results change, as it does the pages.
 */
@WebServlet("/api/results")
public final class ResultsApiServlet extends PagedApiServlet<Result> {

    private static final String[] FIELDS = {
        "deviceId", "device", "vm", "algorithm", "operation", "keyBits", "sizeBytes", "cold", "midletVersion",
        "bcVersion", "unit", "samples", "modalMs", "throughput", "medianMs", "meanMs", "ciLowMs", "ciHighMs", "runs",
        "runsSpread", "flags", "clockMhz", "cyclesPerByte",
    };

    private static final String[] MODEL_FIELDS = {
        "model", "algorithm", "operation", "keyBits", "sizeBytes", "unit", "devices", "medianMs", "throughput", "spread",
        "farDevices",
    };

    @Override
    ApiRequest read(HttpServletRequest request) {
        return ApiRequest.results(request::getParameterValues);
    }

    @Override
    KeysetPage<Result> open(Services services, ApiRequest request) throws SQLException {
        return request.paging().open((after, limit) -> request.filter().model() == null
                ? services.results().page(request.filter(), after, limit)
                : services.results().modelPage(request.filter(), after, limit));
    }

    @Override
    void write(ApiRequest request, KeysetPage<Result> page, HttpServletResponse response)
            throws IOException, SQLException {
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

    /**
     * One figure at a time: the page's results come by figure (algorithm, operation, key size,
     * size), so only one figure's devices are in memory at once. farDevices: the ids of the devices
     * far from the model's median, comma-separated.
     */
    private static void writeModel(HttpServletResponse response, String format, String model, KeysetPage<Result> page)
            throws IOException, SQLException {
        try (Export export = Export.start(response, format, "pearl-model", MODEL_FIELDS)) {
            List<Result> figure = new ArrayList<>();
            page.forEach(r -> {
                if (!figure.isEmpty() && !sameFigure(figure.get(0), r)) {
                    writeFigure(export, model, figure);
                    figure.clear();
                }
                figure.add(r);
            });
            writeFigure(export, model, figure);
        }
    }

    private static boolean sameFigure(Result a, Result b) {
        return a.algorithm().equals(b.algorithm()) && a.operation() == b.operation() && a.keyBits() == b.keyBits()
                && a.sizeBytes() == b.sizeBytes();
    }

    private static void writeFigure(Export export, String model, List<Result> results) {
        for (ModelFigures.Figure f : ModelFigures.of(results)) {
            write(export, model, f.algorithm(), f.operation().label(), f.keyBits(), f.sizeBytes(), f.unit().label(), f.devices(),
                    f.medianMs(), f.throughput(), f.spread(), f.far().stream()
                            .map(far -> Long.toString(far.deviceId())).collect(Collectors.joining(",")));
        }
    }
}
