package pearl.server.web;

import java.io.IOException;
import java.sql.SQLException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.model.Result;

/**
 * {@code GET /api/results}: the Results Bank, or the part a filter selects (docs/api.md), as JSON
 * (default) or CSV.
 */
@WebServlet("/api/results")
public final class ResultsApiServlet extends HttpServlet {

    private static final String[] FIELDS = {
        "deviceId", "device", "vm", "algorithm", "operation", "keyBits", "sizeBytes", "cold", "midletVersion",
        "bcVersion", "unit", "samples", "modalMs", "throughput", "medianMs", "meanMs", "ciLowMs", "ciHighMs", "runs",
        "runsSpread", "flags", "clockMhz", "cyclesPerByte",
    };

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try {
            String format = Export.format(request, "json");
            var results = Services.of(getServletContext()).results().find(FilterParameters.of(request));
            try (Export export = Export.start(response, format, "pearl-results", FIELDS)) {
                for (Result r : results) {
                    export.write(r.deviceId(), r.device(), r.vm(), r.algorithm(), r.operation(), r.keyBits(),
                            r.sizeBytes(), r.cold(), r.midletVersion(), r.bcVersion(), r.unit(), r.samples(),
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
}
