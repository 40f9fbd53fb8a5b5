package pearl.server.web;

import java.io.IOException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.model.Measurement;
import pearl.server.model.SampleRecord;
import pearl.server.model.SampleView;
import pearl.server.service.Paged;
import pearl.server.service.Services;

/**
 * {@code GET /api/samples}: the raw samples, or those a filter selects (docs/api.md), as CSV
 * (default) or JSON, one record per sample, oldest first, a page at a time.
 */
@WebServlet("/api/samples")
public final class SamplesApiServlet extends PagedApiServlet<SampleView> {

    // deviceId last: the columns a reader took by position before it came keep their places
    static final ApiFields FIELDS = ApiFields.of(
        "device", "vm", "runKey", "seq", "algorithm", "operation", "keyBits", "sizeBytes", "initCalls", "timeInitMs",
        "calls", "timeExecMs", "cold", "timerResolutionMs", "midletVersion", "bcVersion", "deviceId")
        .formerly("run", "runKey").formerly("key_bits", "keyBits").formerly("size_bytes", "sizeBytes")
        .formerly("init_calls", "initCalls").formerly("time_init_ms", "timeInitMs").formerly("time_exec_ms", "timeExecMs")
        .formerly("timer_resolution_ms", "timerResolutionMs").formerly("midlet_version", "midletVersion")
        .formerly("bc_version", "bcVersion");

    @Override
    ApiRequest read(HttpServletRequest request) {
        return ApiRequest.samples(request::getParameterValues);
    }

    @Override
    Paged<SampleView> open(Services services, ApiRequest request) {
        return request.paging().open((after, limit) -> services.samples().page(request.filter(), after, limit));
    }

    @Override
    void write(ApiRequest request, Paged<SampleView> page, HttpServletResponse response) throws IOException {
        try (Export export = Export.start(response, request.format("csv"), "pearl-samples", FIELDS)) {
            page.forEach(v -> {
                SampleRecord s = v.sample();
                Measurement m = s.measurement();
                write(export, v.device(), v.vm(), s.runKey(), s.sequence(), m.algorithm(), m.operation().label(),
                        m.keyBits(), m.sizeBytes(), s.initCalls(), s.timeInit(), s.calls(), s.timeExec(), s.cold(),
                        v.timerResolution(), v.midletVersion(), v.bcVersion(), v.deviceId());
            });
        }
    }
}
