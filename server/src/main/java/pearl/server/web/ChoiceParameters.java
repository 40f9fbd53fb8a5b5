package pearl.server.web;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import jakarta.servlet.http.HttpServletRequest;

import pearl.server.model.Query;
import pearl.server.model.Task;

/**
 * Reads a question to the chooser from a request (docs/api.md, {@code GET /api/choose}): {@code task},
 * {@code size}, {@code strength} (default {@value #STRENGTH}), {@code legacy} (default false),
 * {@code messages} (default 1), {@code device} (repeatable, none: every device).
 */
final class ChoiceParameters {

    /** NIST SP 800-131A's least strength for protecting data today. */
    static final int STRENGTH = 112;
    private static final int MOST_STRENGTH = 512;
    /** Choices a page of {@code /api/choose} holds unless {@code limit} says otherwise (docs/api.md, Paging). */
    static final int LIMIT = 1_000;
    static final int MOST = 10_000;

    private ChoiceParameters() {
    }

    /** @throws IllegalArgumentException with a sentence for the user, when a value is missing or malformed */
    static Query of(HttpServletRequest request) {
        String taskName = FilterParameters.text(request, "task");
        if (taskName == null) {
            throw new IllegalArgumentException("task is required: one of " + Task.labels());
        }
        Task task = Task.of(taskName);
        Long size = FilterParameters.number(request, "size", 1, Long.MAX_VALUE);
        if (size == null && task.sized()) {
            throw new IllegalArgumentException("size is required: the message's bytes, e.g. size=102400");
        }
        Long strength = FilterParameters.number(request, "strength", 0, MOST_STRENGTH);
        Long messages = FilterParameters.number(request, "messages", 1, Integer.MAX_VALUE);
        Boolean legacy = FilterParameters.truth(request, "legacy");
        Set<Long> devices = new LinkedHashSet<>(FilterParameters.numbers(request, "device", 1, Long.MAX_VALUE));
        return new Query(task, size == null ? 1 : size, strength == null ? STRENGTH : strength.intValue(),
                Boolean.TRUE.equals(legacy), messages == null ? 1 : messages.intValue(), Set.copyOf(devices));
    }

    /** The question in one spelling, as the API's links carry it: what it reads, devices in order. */
    static String query(Query query) {
        List<String> parts = new ArrayList<>();
        FilterParameters.add(parts, "task", query.task().label());
        FilterParameters.add(parts, "size", query.task().sized() ? query.size() : null);
        FilterParameters.add(parts, "strength", query.strength());
        FilterParameters.add(parts, "legacy", query.legacy() ? true : null);
        FilterParameters.add(parts, "messages", query.task() == Task.SESSION ? query.messages() : null);
        query.devices().stream().sorted().forEach(device -> FilterParameters.add(parts, "device", device));
        return String.join("&", parts);
    }
}
