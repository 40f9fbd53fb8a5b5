package pearl.server.web;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import pearl.server.choice.Choice;
import pearl.server.choice.Task;

/**
 * {@code GET /choose}: a form over {@code /api/choose}, and its answer per device: the first
 * {@code limit} choices (default {@value #SHOWN}), qualifying ones first. Not cached: any question may come.
 */
@WebServlet("/choose")
public final class ChoosePageServlet extends PageServlet {

    private static final int SHOWN = 10;

    /** One device's part of the answer: the choices shown and how many more the API gives. */
    public record DeviceAnswer(long deviceId, String device, List<Choice> shown, int qualifying, int more) {
    }

    @Override
    String prepare(HttpServletRequest request, Services services) throws SQLException {
        request.setAttribute("tasks", Task.values());
        request.setAttribute("devices", services.devices().list());
        labels(request, services);
        request.setAttribute("defaultStrength", ChoiceParameters.STRENGTH);
        if (FilterParameters.text(request, "task") == null) {
            return "choose";
        }
        Long asked = ChoiceParameters.number(request, "limit", 1, 1000);
        int limit = asked == null ? SHOWN : asked.intValue();
        Map<Long, List<Choice>> byDevice = new LinkedHashMap<>();
        for (Choice choice : services.choices().answer(ChoiceParameters.of(request))) {
            byDevice.computeIfAbsent(choice.deviceId(), d -> new ArrayList<>()).add(choice);
        }
        List<DeviceAnswer> answers = new ArrayList<>();
        byDevice.forEach((id, choices) -> answers.add(new DeviceAnswer(id, choices.get(0).device(),
                choices.subList(0, Math.min(limit, choices.size())), (int) choices.stream().filter(Choice::qualifies).count(),
                Math.max(0, choices.size() - limit))));
        request.setAttribute("answers", answers);
        request.setAttribute("api", request.getQueryString());
        return "choose";
    }
}
