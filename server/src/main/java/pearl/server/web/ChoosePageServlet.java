package pearl.server.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import pearl.server.model.Choice;
import pearl.server.model.DeviceLabels;
import pearl.server.model.ListedDevice;
import pearl.server.model.Query;
import pearl.server.model.Task;
import pearl.server.service.ChoiceService;
import pearl.server.service.Services;

/**
 * {@code GET /choose}: a form over {@code /api/choose}, and its whole answer per device: the first
 * {@code limit} choices (default {@value #SHOWN}), qualifying ones first; the excluded choices faster
 * than the best qualifying one, with why not; every choice behind one click; and, for several
 * devices, the choices that qualify on all of them; and the whole answer as JSON and CSV. Not cached: any
 * question may come.
 */
@WebServlet("/choose")
public final class ChoosePageServlet extends PageServlet {

    private static final int SHOWN = 10;

    /**
     * One device's part of the answer.
     *
     * @param shown          the first choices, qualifying ones first, fastest first
     * @param fasterExcluded the choices after {@code shown} that do not qualify yet are faster than the fastest that
     *                       does (none when none does: {@code shown} is then the fastest of the excluded)
     * @param all            every choice, in the order of {@code shown}
     * @param clockKnown     false when the task is about a size and no choice has cycles per byte: the device's clock is unknown
     */
    public record DeviceAnswer(long deviceId, String device, List<Choice> shown, List<Choice> fasterExcluded,
                               List<Choice> all, int qualifying, boolean clockKnown) {
    }

    @Override
    String prepare(HttpServletRequest request, Services services) {
        request.setAttribute("tasks", Task.values());
        request.setAttribute("defaultStrength", ChoiceParameters.STRENGTH);
        boolean asked = FilterParameters.text(request, "task") != null;
        Long limitAsked = asked ? FilterParameters.number(request, "limit", 1, 1000) : null;
        Query query = asked ? ChoiceParameters.of(request) : null;
        ChoiceService.Form form = services.choices().form(query, ChoiceParameters.MOST);
        List<ListedDevice> devices = form.devices();
        request.setAttribute("devices", devices);
        DeviceLabels labels = labels(request, devices);
        if (query == null) {
            return "choose";
        }
        int limit = limitAsked == null ? SHOWN : limitAsked.intValue();
        ChoiceService.Answer answer = form.answer();
        List<Choice> choices = answer.choices();
        Map<Long, List<Choice>> byDevice = new LinkedHashMap<>();
        for (Choice choice : choices) {
            byDevice.computeIfAbsent(choice.deviceId(), d -> new ArrayList<>()).add(choice);
        }
        Set<Long> listed = devices.stream().map(ListedDevice::deviceId).collect(Collectors.toSet());
        for (long device : query.devices()) {
            if (!listed.contains(device) && !byDevice.containsKey(device)) {
                throw new NotFound("No device " + device);
            }
        }
        List<DeviceAnswer> answers = new ArrayList<>();
        byDevice.forEach((id, ofDevice) -> answers.add(answer(id, labels.of(id, ofDevice.get(0).device()), ofDevice, limit,
                query.task().sized())));
        request.setAttribute("answers", answers);
        request.setAttribute("acrossDevices", answer.acrossDevices());
        request.setAttribute("near", ChoiceService.NEAR);
        request.setAttribute("exports", List.of(ExportLinks.choices("export-choices", "The answer's choices", query,
                answer.pages())));
        return "choose";
    }

    private static DeviceAnswer answer(long id, String label, List<Choice> choices, int limit, boolean sized) {
        List<Choice> shown = choices.subList(0, Math.min(limit, choices.size()));
        // a choice shown already is not shown again; with none qualifying, nothing is faster than one that does
        double best = choices.stream().filter(Choice::qualifies).mapToDouble(Choice::predictedMs).min()
                .orElse(Double.NEGATIVE_INFINITY);
        List<Choice> fasterExcluded = choices.subList(shown.size(), choices.size()).stream()
                .filter(c -> !c.qualifies() && c.predictedMs() < best).toList();
        return new DeviceAnswer(id, label, shown, fasterExcluded, choices,
                (int) choices.stream().filter(Choice::qualifies).count(),
                !sized || choices.stream().anyMatch(c -> c.cyclesPerByte() != null));
    }
}
