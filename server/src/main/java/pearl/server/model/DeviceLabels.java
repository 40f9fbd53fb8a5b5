package pearl.server.model;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The one place a device's name on the pages is made: two runs of the emulator both call themselves
 * "MicroEmulator-2.0", so a label adds what tells devices apart — the model, the runtime (an
 * emulator, phoneME, a phone's own VM) and the registration date — and the device's id where two
 * labels still read alike.
 */
public final class DeviceLabels {

    /** What the pages know of a registered device; {@code vm} as {@link VmName} wrote it. */
    public record Device(long id, String name, String model, String vm, LocalDate registered) {
    }

    /** Runtimes that run on a computer, not on a phone: their figures are no phone's. */
    private static final List<String> EMULATORS = List.of("microemulator", "phoneme", "j2me loader", "j2me-loader");

    private final Map<Long, String> labels;
    private final Map<Long, Boolean> emulated;

    private DeviceLabels(Map<Long, String> labels, Map<Long, Boolean> emulated) {
        this.labels = labels;
        this.emulated = emulated;
    }

    /** Labels for these devices that tell each of them apart from the others. */
    public static DeviceLabels of(Collection<Device> devices) {
        Map<Long, String> labels = new HashMap<>();
        Map<Long, Boolean> emulated = new HashMap<>();
        Map<String, Integer> alike = new HashMap<>();
        for (Device device : devices) {
            String label = describe(device);
            labels.put(device.id(), label);
            alike.merge(label, 1, Integer::sum);
            emulated.put(device.id(), emulator(device.vm()));
        }
        labels.replaceAll((id, label) -> alike.get(label) > 1 ? label + " · #" + id : label);
        return new DeviceLabels(Map.copyOf(labels), Map.copyOf(emulated));
    }

    /** The device's name, then its runtime and model where no earlier part says them, then its registration date. */
    static String describe(Device device) {
        List<String> parts = new ArrayList<>();
        parts.add(device.name());
        for (String detail : new String[] {runtime(device.vm()), device.model()}) {
            if (detail != null && !detail.isBlank() && parts.stream().noneMatch(p -> contains(p, detail))) {
                parts.add(detail);
            }
        }
        if (device.registered() != null) {
            parts.add("registered " + device.registered());
        }
        return String.join(" · ", parts);
    }

    /** The VM's name without the configuration and profiles VmName appends: "MicroEmulator-2.0". */
    static String runtime(String vm) {
        if (vm == null) {
            return "";
        }
        int details = vm.lastIndexOf(" (");
        return details > 0 && vm.endsWith(")") ? vm.substring(0, details) : vm;
    }

    /** Whether a VM of this name runs on a computer rather than on a phone. */
    public static boolean emulator(String vm) {
        String name = vm == null ? "" : vm.toLowerCase(Locale.ROOT);
        return EMULATORS.stream().anyMatch(name::startsWith);
    }

    /** The label of a device these labels know, else {@code fallback} (a device hidden since, or never listed). */
    public String of(long id, String fallback) {
        return labels.getOrDefault(id, fallback);
    }

    /** Whether the device's figures come from an emulator; false for a device these labels do not know. */
    public boolean emulated(long id) {
        return emulated.getOrDefault(id, false);
    }

    /** The results with each device named by its label. */
    public List<Result> relabel(List<Result> results) {
        return results.stream().map(r -> r.withDevice(of(r.deviceId(), r.device()))).toList();
    }

    private static boolean contains(String text, String part) {
        return text.toLowerCase(Locale.ROOT).contains(part.toLowerCase(Locale.ROOT));
    }
}
