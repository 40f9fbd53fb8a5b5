package pearl.server.web;

import java.io.IOException;
import java.sql.SQLException;
import java.util.List;
import java.util.stream.Collectors;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.analysis.ModelFigures;
import pearl.server.model.Result;
import pearl.server.model.ResultFilter;

/**
 * {@code GET /api/results}: the Results Bank, or the part a filter selects (docs/api.md), as JSON
 * (default) or CSV. With {@code model}, the figures of that phone model's devices together
 * ({@link ModelFigures}): one row per algorithm, operation, key size and input size.
 */
@WebServlet("/api/results")
public final class ResultsApiServlet extends HttpServlet {

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
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try {
            String format = Export.format(request, "json");
            ResultFilter filter = FilterParameters.of(request);
            var results = Services.of(getServletContext()).results().find(filter);
            if (filter.model() != null) {
                exportModel(response, format, filter.model(), ModelFigures.of(results));
                return;
            }
            try (Export export = Export.start(response, format, "pearl-results", FIELDS)) {
                for (Result r : results) {
                    export.write(r.deviceId(), r.device(), r.vm(), r.algorithm(), r.operation(), r.keyBits(),
                            r.sizeBytes(), r.cold(), r.midletVersion(), r.bcVersion(), r.unit().label(), r.samples(),
                            r.modalMs(), r.throughput(), r.medianMs(), r.meanMs(), r.ciLowMs(), r.ciHighMs(),
                            r.runs(), r.runsSpread(), r.flags(), r.clockMhz(), r.cyclesPerByte());
                }
            }
        } catch (IllegalArgumentException badFilter) {
            PlainText.send(response, HttpServletResponse.SC_BAD_REQUEST, badFilter.getMessage());
        } catch (SQLException databaseFailed) {
            log("results query failed", databaseFailed);
            PlainText.send(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "the database is unavailable: retry later");
        }
    }

    /** farDevices: the ids of the devices far from the model's median, comma-separated. */
    private static void exportModel(HttpServletResponse response, String format, String model,
                                    List<ModelFigures.Figure> figures) throws IOException {
        try (Export export = Export.start(response, format, "pearl-model", MODEL_FIELDS)) {
            for (ModelFigures.Figure f : figures) {
                export.write(model, f.algorithm(), f.operation(), f.keyBits(), f.sizeBytes(), f.unit().label(), f.devices(),
                        f.medianMs(), f.throughput(), f.spread(), f.far().stream()
                                .map(far -> Long.toString(far.deviceId())).collect(Collectors.joining(",")));
            }
        }
    }
}
