package pearl.server.web;

import java.io.IOException;
import java.io.Writer;
import java.sql.SQLException;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/** {@code GET /api/samples}: every raw sample as CSV, one row per sample, with a header row. */
@WebServlet("/api/samples")
public final class SamplesCsvServlet extends HttpServlet {

    private static final String[] HEADER = {
        "device", "vm", "run", "seq", "algorithm", "operation", "key_bits", "size_bytes", "init_calls",
        "time_init_ms", "calls", "time_exec_ms", "cold", "timer_resolution_ms", "midlet_version", "bc_version",
    };

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/csv");
        response.setCharacterEncoding("UTF-8");
        response.setHeader("Content-Disposition", "attachment; filename=\"pearl-samples.csv\"");
        Writer writer = response.getWriter();
        try (CSVPrinter csv = CSVFormat.DEFAULT.builder().setHeader(HEADER).build().print(writer)) {
            Services.of(getServletContext()).samples().forEachSample(s -> {
                try {
                    csv.printRecord(s.device(), s.vm(), s.runKey(), s.sequence(), s.algorithm(), s.operation(),
                            s.keyBits(), s.sizeBytes(), s.initCalls(), s.timeInit(), s.calls(), s.timeExec(), s.cold(),
                            s.timerResolution(), s.midletVersion(), s.bcVersion());
                } catch (IOException clientGone) {
                    throw new SQLException("the client went away", clientGone);
                }
            });
        } catch (SQLException failed) {
            log("samples export failed", failed);
            if (!response.isCommitted()) {
                response.reset();
                PlainText.send(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "the database is unavailable: retry later");
            }
        }
    }
}
