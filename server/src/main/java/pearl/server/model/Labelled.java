package pearl.server.model;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** An enum whose constants are written by a label of their own: the wire's, the catalogue file's, the database's. */
public interface Labelled {

    String label();

    /** The constant of {@code type} labelled {@code label}, or an IllegalArgumentException naming both. */
    static <E extends Enum<E> & Labelled> E of(Class<E> type, String label) {
        return find(type, label).orElseThrow(() -> new IllegalArgumentException("no "
                + type.getSimpleName().toLowerCase(Locale.ROOT) + " named " + label));
    }

    /** The constant of {@code type} labelled {@code label}; empty when none is. */
    static <E extends Enum<E> & Labelled> Optional<E> find(Class<E> type, String label) {
        return Arrays.stream(type.getEnumConstants()).filter(constant -> constant.label().equals(label)).findFirst();
    }
}
