package pearl.server.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.SQLException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.model.ResultFilter;

/**
 * {@code GET /api/samples}: the raw samples, or those a filter selects (docs/api.md), as CSV
 * (default) or JSON, one record per sample, oldest first.
 */
@WebServlet("/api/samples")
public final class SamplesApiServlet extends HttpServlet {

    private static final String[] FIELDS = {
        "device", "vm", "run", "seq", "algorithm", "operation", "key_bits", "size_bytes", "init_calls",
        "time_init_ms", "calls", "time_exec_ms", "cold", "timer_resolution_ms", "midlet_version", "bc_version",
    };

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String format;
        ResultFilter filter;
        try {
            format = Export.format(request, "csv");
            filter = FilterParameters.of(request);
        } catch (IllegalArgumentException badFilter) {
            PlainText.send(response, HttpServletResponse.SC_BAD_REQUEST, badFilter.getMessage());
            return;
        }
        try (Export export = Export.start(response, format, "pearl-samples", FIELDS)) {
            Services.of(getServletContext()).samples().forEachSample(filter, s -> {
                try {
                    export.write(s.device(), s.vm(), s.runKey(), s.sequence(), s.algorithm(), s.operation(),
                            s.keyBits(), s.sizeBytes(), s.initCalls(), s.timeInit(), s.calls(), s.timeExec(), s.cold(),
                            s.timerResolution(), s.midletVersion(), s.bcVersion());
                } catch (IOException clientGone) {
                    throw new UncheckedIOException(clientGone);
                }
            });
        } catch (SQLException failed) {
            log("samples export failed", failed);
            if (!response.isCommitted()) {
                response.reset();
                PlainText.send(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "the database is unavailable: retry later");
            }
        } catch (UncheckedIOException clientGone) {
            log("samples export stopped: " + clientGone.getCause().getMessage());
        }
    }
}
