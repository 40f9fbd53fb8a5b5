package pearl.build;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** The classes of a ProGuard mapping ({@code -printmapping}): its lines {@code original.Name -> obfuscated:}. */
final class ProGuardMapping {

    private ProGuardMapping() {
    }

    /** Each class the JAR holds, by its source name, to its name in the JAR (both with dots). */
    static Map<String, String> classes(Path mapping) throws IOException {
        Map<String, String> classes = new LinkedHashMap<>();
        for (String line : Files.readAllLines(mapping, StandardCharsets.UTF_8)) {
            int arrow = line.indexOf(" -> ");
            if (!line.isEmpty() && !Character.isWhitespace(line.charAt(0)) && arrow > 0 && line.endsWith(":")) {
                classes.put(line.substring(0, arrow), line.substring(arrow + 4, line.length() - 1));
            }
        }
        return classes;
    }
}
