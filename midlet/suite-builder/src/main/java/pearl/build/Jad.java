package pearl.build;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * A JAD written from another: the same attributes in the same order, some of them given new
 * values (a suite's MIDlet-Name, its JAR's URL and size). Lines end with LF, the last one too.
 */
final class Jad {

    private Jad() {
    }

    /** Writes {@code from}'s attributes to {@code to}, those named in {@code values} set to them. */
    static void write(Path from, Path to, Map<String, String> values) throws IOException {
        Files.writeString(to, text(Files.readString(from, StandardCharsets.UTF_8), values), StandardCharsets.UTF_8);
    }

    /** @throws IllegalArgumentException if an attribute to set is not in the JAD */
    static String text(String jad, Map<String, String> values) {
        StringBuilder text = new StringBuilder();
        Set<String> set = new HashSet<>();
        for (String line : jad.split("\r?\n")) {
            int colon = line.indexOf(':');
            String name = colon < 0 ? null : line.substring(0, colon);
            if (values.containsKey(name)) {
                line = name + ": " + values.get(name);
                set.add(name);
            }
            text.append(line).append('\n');
        }
        if (!set.equals(values.keySet())) {
            Set<String> missing = new HashSet<>(values.keySet());
            missing.removeAll(set);
            throw new IllegalArgumentException("the JAD has no attribute " + missing);
        }
        return text.toString();
    }

    /** A suite's JAD: the full suite's, with the suite's MIDlet name, JAR and size. */
    static Map<String, String> suite(String midletName, String jarUrl, long jarBytes) {
        return Map.of("MIDlet-Name", midletName, "MIDlet-1", midletName + ", , pearl.ui.PearlMIDlet",
                "MIDlet-Jar-URL", jarUrl, "MIDlet-Jar-Size", Long.toString(jarBytes));
    }
}
