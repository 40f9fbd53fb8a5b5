package pearl.build;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A tool's settings, given as {@code name=value} arguments (as midlet/pom.xml writes them), each
 * one required unless a default is given.
 */
final class Arguments {

    private final Map<String, String> values = new LinkedHashMap<>();

    Arguments(String... args) {
        for (String arg : args) {
            int equals = arg.indexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException("an argument is name=value, not " + arg);
            }
            values.put(arg.substring(0, equals), arg.substring(equals + 1));
        }
    }

    /** Every setting. */
    Map<String, String> all() {
        return Collections.unmodifiableMap(values);
    }

    /** The value of a setting that must be there and not blank. */
    String text(String name) {
        String value = values.get(name);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("set " + name + "=...");
        }
        return value.trim();
    }

    /** The value, or {@code otherwise} when the setting is absent or blank. */
    String text(String name, String otherwise) {
        String value = values.get(name);
        return value == null || value.isBlank() ? otherwise : value.trim();
    }

    Path path(String name) {
        return Path.of(text(name));
    }

    long bytes(String name) {
        return Long.parseLong(text(name));
    }

    boolean flag(String name) {
        return Boolean.parseBoolean(text(name, "false"));
    }
}
