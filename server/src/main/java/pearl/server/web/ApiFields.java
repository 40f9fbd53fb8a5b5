package pearl.server.web;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The fields of one API answer, in order (docs/design.md, "Names"), and the former names some of
 * them keep for one version (docs/api.md, "Deprecated names"): those are written after the others,
 * with the same values, so that a reader of the old name still finds it.
 */
final class ApiFields {

    private final String[] names;
    private final List<String> formerNames = new ArrayList<>();
    /** For each former name, the index of the field it is the old name of. */
    private final List<Integer> formerOf = new ArrayList<>();

    private ApiFields(String[] names) {
        this.names = names;
    }

    static ApiFields of(String... names) {
        return new ApiFields(names);
    }

    /** Also writes the field {@code name} under its former name {@code formerName}. */
    ApiFields formerly(String formerName, String name) {
        int field = Arrays.asList(names).indexOf(name);
        if (field < 0) {
            throw new IllegalArgumentException("no field " + name + " to give the former name " + formerName);
        }
        formerNames.add(formerName);
        formerOf.add(field);
        return this;
    }

    /** The current names, in order. */
    List<String> names() {
        return List.of(names);
    }

    /** The former names still written, in order. */
    List<String> formerNames() {
        return List.copyOf(formerNames);
    }

    /** What an answer's header holds: the current names, then the former ones. */
    String[] header() {
        String[] header = Arrays.copyOf(names, names.length + formerNames.size());
        for (int i = 0; i < formerNames.size(); i++) {
            header[names.length + i] = formerNames.get(i);
        }
        return header;
    }

    /** One record's values, in the order of {@link #names()}, extended with those of the former names. */
    Object[] row(Object[] values) {
        if (values.length != names.length) {
            throw new IllegalArgumentException(values.length + " values for " + names.length + " fields");
        }
        Object[] row = Arrays.copyOf(values, names.length + formerOf.size());
        for (int i = 0; i < formerOf.size(); i++) {
            row[names.length + i] = values[formerOf.get(i)];
        }
        return row;
    }
}
