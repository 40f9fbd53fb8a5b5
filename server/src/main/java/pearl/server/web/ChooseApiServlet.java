package pearl.server.web;

import java.io.IOException;
import java.sql.SQLException;
import java.util.List;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.choice.Choice;

/**
 * {@code GET /api/choose?task=…&size=…}: every way to do the task on each device, its predicted
 * time and its security, qualifying choices first, fastest first (docs/api.md), as JSON (default)
 * or CSV, where the algorithms are one field joined with " + ".
 */
@WebServlet("/api/choose")
public final class ChooseApiServlet extends HttpServlet {

    private static final String[] FIELDS = {
        "deviceId", "device", "handshake", "algorithms", "predictedMs", "strengthBits", "status", "qualifies", "reason",
        "extrapolated", "cyclesPerByte",
    };

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try {
            String format = Export.format(request, "json");
            List<Choice> choices = Services.of(getServletContext()).choices().answer(ChoiceParameters.of(request));
            try (Export export = Export.start(response, format, "pearl-choices", FIELDS)) {
                for (Choice c : choices) {
                    export.write(c.deviceId(), c.device(), c.handshake(),
                            format.equals("csv") ? c.name() : c.algorithms(), c.predictedMs(), c.strengthBits(),
                            c.status(), c.qualifies(), c.reason(), c.extrapolated(), c.cyclesPerByte());
                }
            }
        } catch (IllegalArgumentException badQuestion) {
            PlainText.send(response, HttpServletResponse.SC_BAD_REQUEST, badQuestion.getMessage());
        } catch (SQLException databaseFailed) {
            log("choice query failed", databaseFailed);
            PlainText.send(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "the database is unavailable: retry later");
        }
    }
}
