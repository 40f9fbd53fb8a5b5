package pearl.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The arguments of a benchmark's main, {@code scripts/pearl bench NAME [options]}: every benchmark
 * declares its options and reads them here, so that each parses its command line in one place and
 * all refuse a bad one alike, with the usage line built from the declarations.
 */
final class BenchOptions {

    /**
     * One option: its name, the value it takes as the usage shows it (null: a flag, which takes
     * none), and whether it may be given more than once (each value kept) or once (the last kept).
     */
    record Option(String name, String value, boolean repeats) {

        static Option flag(String name) {
            return new Option(name, null, false);
        }

        static Option valued(String name, String value) {
            return new Option(name, value, false);
        }

        static Option repeated(String name, String value) {
            return new Option(name, value, true);
        }

        String usage() {
            return "[" + name + (value == null ? "" : " " + value) + "]" + (repeats ? "..." : "");
        }
    }

    /** A short run that checks the benchmark works: most benchmarks take it. */
    static final Option QUICK = Option.flag("--quick");

    /** Each option given, in the order first given, with its values. */
    private final Map<String, List<String>> given;

    private BenchOptions(Map<String, List<String>> given) {
        this.given = given;
    }

    /**
     * The options in {@code args}, or, when an argument is none of {@code options} or lacks its
     * value, the usage on standard error and exit status 2, as the scripts refuse a bad option.
     */
    static BenchOptions of(String bench, String[] args, Option... options) {
        try {
            return parse(bench, args, options);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            throw e;
        }
    }

    /** @throws IllegalArgumentException with the usage line as its message */
    static BenchOptions parse(String bench, String[] args, Option... options) {
        Map<String, List<String>> given = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            Option option = declared(args[i], options);
            if (option == null || option.value() != null && i + 1 == args.length) {
                throw new IllegalArgumentException(usage(bench, options));
            }
            List<String> values = given.computeIfAbsent(option.name(), name -> new ArrayList<>());
            if (option.value() != null) {
                if (!option.repeats()) {
                    values.clear();
                }
                values.add(args[++i]);
            }
        }
        return new BenchOptions(given);
    }

    private static Option declared(String argument, Option[] options) {
        for (Option option : options) {
            if (option.name().equals(argument)) {
                return option;
            }
        }
        return null;
    }

    static String usage(String bench, Option... options) {
        StringBuilder usage = new StringBuilder("usage: scripts/pearl bench ").append(bench);
        for (Option option : options) {
            usage.append(' ').append(option.usage());
        }
        return usage.toString();
    }

    /** Whether the flag or option was given. */
    boolean has(String name) {
        return given.containsKey(name);
    }

    boolean quick() {
        return has(QUICK.name());
    }

    /** The option's value (its last, if given more than once), or null. */
    String value(String name) {
        List<String> values = values(name);
        return values.isEmpty() ? null : values.get(values.size() - 1);
    }

    /** Every value of the option, in the order given. */
    List<String> values(String name) {
        return given.getOrDefault(name, List.of());
    }

    /** The names of the options given, in the order first given. */
    List<String> given() {
        return List.copyOf(given.keySet());
    }
}
