package pearl.server.model;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Names the virtual machine a phone runs from its microedition.* properties, the same way for
 * every phone: spaces trimmed and collapsed, configuration and profiles upper-cased and sorted,
 * known aliases of one platform mapped to one name. Names differing only in case are one VM
 * (the Samples Remote Bank compares them case-folded).
 * <p>
 * Sun's phoneME Feature, as PEARL runs it ({@code scripts/pearl emulator --runtime phoneme}),
 * reports {@code phoneME-Feature/JIT} or {@code phoneME-Feature/interpreter}: the mode is part of
 * the VM's name, and so is the Java heap a run had, which the runner sets as a phone's maker does
 * ({@code memory.total}); "phoneME Feature (CLDC-1.1, MIDP-2.1), interpreter, 1 MB heap". A
 * desktop JVM's heap grows and shrinks as it likes, so no other VM is named by its heap.
 */
public final class VmName {

    public static final String PLATFORM = "microedition.platform";
    public static final String CONFIGURATION = "microedition.configuration";
    public static final String PROFILES = "microedition.profiles";

    /**
     * phoneME Feature under PEARL's runner: the mode after the slash, then the translator that ran
     * its 32-bit code where the kernel would not (figures that are not native ones), then the VM
     * options a run was tuned with.
     */
    private static final Pattern PHONEME = Pattern.compile(
            "phoneme-feature/(jit|interpreter)(?:/(qemu-i386))?(?: with ([-+=\\w ]+))?", Pattern.CASE_INSENSITIVE);

    /** Platform strings that name no phone, or one phone several ways. */
    private static final Map<String, String> ALIASES = Map.of(
            "", "unknown platform",
            "j2me", "unknown platform",
            "null", "unknown platform",
            "microemulator", "MicroEmulator-2.0",
            "microemulator 2.0", "MicroEmulator-2.0");

    private VmName() {
    }

    /** The VM of a phone that registered with these properties (no heap: that is a run's). */
    public static String of(String platform, String configuration, String profiles) {
        return of(platform, configuration, profiles, "");
    }

    /** The VM a run measured, from its conditions. */
    public static String ofRun(Map<String, String> conditions) {
        return of(conditions.getOrDefault(PLATFORM, ""), conditions.getOrDefault(CONFIGURATION, ""),
                conditions.getOrDefault(PROFILES, ""), conditions.getOrDefault(HeapFit.HEAP, ""));
    }

    private static String of(String platform, String configuration, String profiles, String heap) {
        Matcher phoneMe = PHONEME.matcher(collapse(platform));
        if (phoneMe.matches()) {
            String mode = (phoneMe.group(1).equalsIgnoreCase("jit") ? "JIT" : "interpreter")
                    + (phoneMe.group(2) == null ? "" : " on qemu-i386")
                    + (phoneMe.group(3) == null ? "" : " with " + phoneMe.group(3));
            return of("phoneME Feature", configuration, profiles) + ", " + mode + heap(heap);
        }
        String name = collapse(platform);
        name = ALIASES.getOrDefault(name.toLowerCase(Locale.ROOT), name);
        String config = collapse(configuration).toUpperCase(Locale.ROOT);
        String profileList = Arrays.stream(collapse(profiles).toUpperCase(Locale.ROOT).split(" "))
                .filter(p -> !p.isEmpty()).sorted().collect(Collectors.joining(" "));
        String details = Arrays.stream(new String[] {config, profileList}).filter(d -> !d.isEmpty())
                .collect(Collectors.joining(", "));
        return details.isEmpty() ? name : name + " (" + details + ")";
    }

    /** ", 1 MB heap", ", 512 KB heap", or nothing when the run did not say. */
    private static String heap(String bytes) {
        long heap;
        try {
            heap = Long.parseLong(bytes.trim());
        } catch (NumberFormatException unknown) {
            return "";
        }
        if (heap <= 0) {
            return "";
        }
        long kb = (heap + 512) / 1024;
        return kb % 1024 == 0 ? ", " + kb / 1024 + " MB heap" : ", " + kb + " KB heap";
    }

    private static String collapse(String text) {
        return text == null ? "" : text.trim().replaceAll("\\s+", " ");
    }
}
