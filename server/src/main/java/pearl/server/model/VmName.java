package pearl.server.model;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Names the virtual machine a phone runs from its microedition.* properties, the same way for
 * every phone: spaces trimmed and collapsed, configuration and profiles upper-cased and sorted,
 * known aliases of one platform mapped to one name. Names differing only in case are one VM
 * (the Samples Remote Bank compares them case-folded).
 */
public final class VmName {

    public static final String PLATFORM = "microedition.platform";
    public static final String CONFIGURATION = "microedition.configuration";
    public static final String PROFILES = "microedition.profiles";

    /** Platform strings that name no phone, or one phone several ways. */
    private static final Map<String, String> ALIASES = Map.of(
            "", "unknown platform",
            "j2me", "unknown platform",
            "null", "unknown platform",
            "microemulator", "MicroEmulator-2.0",
            "microemulator 2.0", "MicroEmulator-2.0");

    private VmName() {
    }

    public static String of(String platform, String configuration, String profiles) {
        String name = collapse(platform);
        name = ALIASES.getOrDefault(name.toLowerCase(Locale.ROOT), name);
        String config = collapse(configuration).toUpperCase(Locale.ROOT);
        String profileList = Arrays.stream(collapse(profiles).toUpperCase(Locale.ROOT).split(" "))
                .filter(p -> !p.isEmpty()).sorted().collect(Collectors.joining(" "));
        String details = Arrays.stream(new String[] {config, profileList}).filter(d -> !d.isEmpty())
                .collect(Collectors.joining(", "));
        return details.isEmpty() ? name : name + " (" + details + ")";
    }

    private static String collapse(String text) {
        return text == null ? "" : text.trim().replaceAll("\\s+", " ");
    }
}
