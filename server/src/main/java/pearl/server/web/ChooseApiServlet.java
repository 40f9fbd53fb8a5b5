package pearl.server.web;

import java.io.IOException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.model.Choice;
import pearl.server.model.Query;
import pearl.server.service.ChoiceService;
import pearl.server.service.Services;
import pearl.server.service.Unavailable;

/**
 * {@code GET /api/choose?task=…&size=…}: every way to do the task on each device, its predicted
 * time and its security, qualifying choices first, fastest first (docs/api.md), as JSON (default)
 * or CSV, where the algorithms are one field joined with " + ". A page at a time, as the other
 * answers are ({@link ChoiceService}): a session's choices are every handshake with every cipher
 * and MAC, thousands per device.
 */
@WebServlet("/api/choose")
public final class ChooseApiServlet extends HttpServlet {

    static final ApiFields FIELDS = ApiFields.of(
        "deviceId", "device", "handshake", "algorithms", "predictedMs", "strengthBits", "status", "qualifies", "reason",
        "extrapolated", "cyclesPerByte");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Services services = ServicesInContext.of(getServletContext());
        try {
            FilterParameters.refuseControlCharacters(request.getParameterMap());
            Query query = ChoiceParameters.of(request);
            String asked = Export.format(request::getParameterValues);
            String format = asked == null ? "json" : asked;
            PagingParameters paging = PagingParameters.of(request::getParameterValues, PagingParameters.Answer.CHOOSE, ChoiceParameters.LIMIT,
                    ChoiceParameters.MOST);
            if (PagedApiServlet.refusedUnknown(services, query.devices(), response)) {
                return;
            }
            ChoiceService.Page page = paging.open((after, limit) -> services.choices().page(query, after, limit));
            paging.linkNext(response, request.getContextPath() + request.getServletPath(),
                    ChoiceParameters.query(query) + (asked == null ? "" : "&format=" + asked), page.next());
            try (Export export = Export.start(response, format, "pearl-choices", FIELDS)) {
                for (Choice c : page.choices()) {
                    export.write(c.deviceId(), c.device(), c.handshake(),
                            format.equals("csv") ? c.name() : c.algorithms(), c.predictedMs(), c.strengthBits(),
                            c.status(), c.qualifies(), c.reason(), c.extrapolated(), c.cyclesPerByte());
                }
            }
        } catch (ChoiceService.Changed changed) {
            PlainText.send(response, HttpServletResponse.SC_CONFLICT, changed.getMessage());
        } catch (IllegalArgumentException badQuestion) {
            PlainText.send(response, HttpServletResponse.SC_BAD_REQUEST, badQuestion.getMessage());
        } catch (Unavailable databaseFailed) {
            log("choice query failed", databaseFailed);
            PlainText.send(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, databaseFailed.getMessage());
        }
    }
}
