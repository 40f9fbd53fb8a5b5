package pearl.server.service;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.TreeMap;

import pearl.server.bank.Devices;
import pearl.server.bank.ResultVersions;
import pearl.server.bank.TimeModels;
import pearl.server.choice.AcrossDevices;
import pearl.server.choice.Chooser;
import pearl.server.model.AnswerPages;
import pearl.server.model.Choice;
import pearl.server.model.ListedDevice;
import pearl.server.model.Operation;
import pearl.server.model.Query;
import pearl.server.model.Task;
import pearl.server.model.TimeModel;

/**
 * Answers the chooser's questions from every device's time models, read once and kept until a
 * device's results or clock change (result_versions: one aggregate query per question), so a
 * question with any parameters costs no more than a pass over the models in memory.
 *
 * <p>The API pages an answer (docs/api.md, Paging) by device id, each device's choices in the
 * chooser's order, one device's choices worked out at a time. That order (fastest first) is
 * computed, not stored, so a cursor holds the device, its version and the place in its choices: a
 * page after a cursor whose device's results changed since is refused ({@link Changed}) rather than
 * answered with choices moved across the cursor, given twice or never.
 */
public final class ChoiceService {

    private static final List<Operation> OPERATIONS;

    static {
        Set<Operation> operations = new LinkedHashSet<>();
        for (Task task : Task.values()) {
            operations.addAll(task.operations());
        }
        OPERATIONS = List.copyOf(operations);
    }

    /** The models as read at one version of the results, also by device id. */
    private record Loaded(ResultVersions.Snapshot versions, List<TimeModel> models,
                          NavigableMap<Long, List<TimeModel>> byDevice) {

        long version(long device) {
            return versions.byDevice().getOrDefault(device, 0L);
        }
    }

    /**
     * The whole answer as the page shows it (devices by name), how the API pages it, and, when it
     * spans several devices, the choices that qualify on all of them (the page's summary).
     */
    public record Answer(List<Choice> choices, AnswerPages pages, List<AcrossDevices> acrossDevices) {
    }

    /** What the choose page shows: the devices a question may name, and the answer when one was asked, else null. */
    public record Form(List<ListedDevice> devices, Answer answer) {
    }

    /**
     * One page of the API's answer.
     *
     * @param next the key of its last choice when another page follows, else null
     */
    public record Page(List<Choice> choices, List<String> next) {
    }

    /** A cursor's device whose results changed after its page was read. */
    public static final class Changed extends RuntimeException {

        Changed(long device) {
            super("the results of device " + device + " changed after the page before this one was read, so the order"
                    + " of its choices may have too: read the answer again from its first page (without cursor)");
        }
    }

    /** Takes the choices of an answer in the API's order, each with its key; false stops the walk. */
    @FunctionalInterface
    private interface Visitor {
        boolean visit(Choice choice, List<String> key);
    }

    /** How near the fastest a choice may be on every device to be among the summary's (1.10: 10 %). */
    public static final double NEAR = AcrossDevices.NEAR;

    private final ResultVersions versions;
    private final Devices devices;
    private final TimeModels timeModels;
    private final Chooser chooser;
    private Loaded loaded;

    public ChoiceService(Parts parts) {
        this.versions = parts.versions();
        this.devices = parts.devices();
        this.timeModels = parts.timeModels();
        this.chooser = new Chooser(parts.security());
    }

    /** The whole answer, and its pages of {@code limit} choices, from one reading of the models. */
    public Answer answer(Query query, int limit) {
        Loaded now = loaded();
        long[] records = {0};
        List<List<String>> previous = new ArrayList<>(List.of(List.of()));
        List<List<String>> starts = new ArrayList<>();
        walk(now, query, null, (choice, key) -> {
            if (records[0] > 0 && records[0] % limit == 0) {
                starts.add(previous.get(0));  // this choice begins a page: it starts after the one before
            }
            previous.set(0, key);
            records[0]++;
            return true;
        });
        List<Choice> choices = chooser.choose(query, now.models());
        boolean severalDevices = choices.stream().map(Choice::deviceId).distinct().count() > 1;
        return new Answer(choices, new AnswerPages(records[0], limit, starts),
                severalDevices ? AcrossDevices.of(choices) : List.of());
    }

    /**
     * The choose page's devices, and its answer of pages of {@code limit} choices.
     *
     * @param query null when no question was asked: the page is the form alone
     */
    public Form form(Query query, int limit) {
        List<ListedDevice> listed = Unavailable.unless(devices::list);
        return new Form(listed, query == null ? null : answer(query, limit));
    }

    /**
     * The {@code limit} choices after the one whose key is {@code after} (from the first when null).
     *
     * @throws IllegalArgumentException when {@code after} is not a key of the choices
     * @throws Changed when the results of the key's device changed since it was given
     */
    public Page page(Query query, List<String> after, int limit) {
        List<Choice> page = new ArrayList<>();
        List<List<String>> last = new ArrayList<>(List.of(List.of()));
        boolean[] more = {false};
        walk(loaded(), query, after, (choice, key) -> {
            if (page.size() == limit) {
                more[0] = true;
                return false;
            }
            page.add(choice);
            last.set(0, key);
            return true;
        });
        return new Page(page, more[0] ? last.get(0) : null);
    }

    /**
     * The answer's choices in the API's order, from the one after {@code after}: by device id, each
     * device's as the chooser orders them.
     */
    private void walk(Loaded now, Query query, List<String> after, Visitor visitor) {
        long fromDevice = 0;
        int fromIndex = 0;
        if (after != null) {
            if (after.size() != 3) {
                throw new IllegalArgumentException("a key of the choices is a device, its version and a place");
            }
            fromDevice = Long.parseLong(after.get(0));
            if (now.version(fromDevice) != Long.parseLong(after.get(1))) {
                throw new Changed(fromDevice);
            }
            fromIndex = Integer.parseInt(after.get(2)) + 1;
        }
        for (Map.Entry<Long, List<TimeModel>> device : now.byDevice().tailMap(fromDevice, true).entrySet()) {
            long id = device.getKey();
            if (!query.devices().isEmpty() && !query.devices().contains(id)) {
                continue;
            }
            List<Choice> choices = chooser.choose(query, device.getValue());
            String version = Long.toString(now.version(id));
            for (int i = id == fromDevice ? fromIndex : 0; i < choices.size(); i++) {
                if (!visitor.visit(choices.get(i), List.of(Long.toString(id), version, Integer.toString(i)))) {
                    return;
                }
            }
        }
    }

    private synchronized Loaded loaded() {
        ResultVersions.Snapshot now = Unavailable.unless(() -> versions.read(loaded == null ? null : loaded.versions()));
        if (loaded == null || now != loaded.versions()) {
            List<TimeModel> models = Unavailable.unless(() -> timeModels.of(OPERATIONS));
            NavigableMap<Long, List<TimeModel>> byDevice = new TreeMap<>();
            models.forEach(m -> byDevice.computeIfAbsent(m.deviceId(), d -> new ArrayList<>()).add(m));
            loaded = new Loaded(now, List.copyOf(models), byDevice);
        }
        return loaded;
    }
}
