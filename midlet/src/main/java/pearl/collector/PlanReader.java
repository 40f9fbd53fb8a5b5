package pearl.collector;

import pearl.testcase.Inputs;

/**
 * The plan of an unattended run, from the JAD's attributes ({@link PlanAttributes}, defined in
 * midlet/plan-attributes.tsv; docs/collector.md). Custom starts from the full plan; PEARL-Autorun:
 * remove, which runs no plan, is PearlMIDlet's. Any attribute but Autorun may be left out. A bad
 * value is refused with the attribute's name.
 */
public final class PlanReader {

    /** Where the attributes come from: the MIDlet's getAppProperty on a phone. */
    public interface Attributes {
        /** The attribute's value, or null. */
        String get(String name);
    }

    private PlanReader() {
    }

    /** The plan the attributes describe, or null when PEARL-Autorun is not set. */
    public static Plan read(Attributes attributes) {
        String autorun = trimmed(attributes.get(PlanAttributes.AUTORUN));
        if (autorun == null) {
            return null;
        }
        Plan base;
        if ("quick".equals(autorun)) {
            base = Plan.quick();
        } else if ("full".equals(autorun) || "custom".equals(autorun)) {
            base = Plan.full();
        } else {
            throw refused(PlanAttributes.AUTORUN, autorun, PlanAttributes.AUTORUN_CHOICES);
        }
        Plan.Part part = base.part(Plan.SYMMETRIC);
        int min = size(attributes, PlanAttributes.MIN_SIZE, part.minSize);
        int max = size(attributes, PlanAttributes.MAX_SIZE, part.maxSize);
        int samples = number(attributes, PlanAttributes.SAMPLES, part.samplesPerSize);
        int rounds = number(attributes, PlanAttributes.ROUNDS, base.rounds);
        // absent: each submodule keeps the base plan's choice; "all": every algorithm
        String algorithms = trimmed(attributes.get(PlanAttributes.ALGORITHMS));
        String input = trimmed(attributes.get(PlanAttributes.INPUT));
        if (input == null) {
            input = base.inputKind;
        } else if (!Inputs.isKind(input)) {
            throw refused(PlanAttributes.INPUT, input, PlanAttributes.INPUT_CHOICES);
        }
        Plan.Part[] parts = new Plan.Part[Plan.SUBMODULES.length];
        String submodules = trimmed(attributes.get(PlanAttributes.SUBMODULES));
        for (int i = 0; i < parts.length; i++) {
            if (submodules == null || Plan.listContains(submodules, Plan.SUBMODULES[i])) {
                String chosen = algorithms == null ? base.part(i).algorithms : "all".equals(algorithms) ? null : algorithms;
                try {
                    parts[i] = new Plan.Part(min, max, samples, chosen);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(new StringBuffer(PlanAttributes.MIN_SIZE + "/Max-Size: ")
                            .append(e.getMessage()).toString());
                }
            }
        }
        if (submodules != null) {
            checkSubmodules(submodules);
        }
        return new Plan(parts, input, base.ticksPerSample, rounds);
    }

    private static void checkSubmodules(String submodules) {
        int from = 0;
        while (from <= submodules.length()) {
            int comma = submodules.indexOf(',', from);
            int to = comma < 0 ? submodules.length() : comma;
            String name = submodules.substring(from, to).trim();
            boolean known = false;
            for (int i = 0; i < Plan.SUBMODULES.length; i++) {
                known |= Plan.SUBMODULES[i].equals(name);
            }
            if (!known) {
                throw refused(PlanAttributes.SUBMODULES, name, PlanAttributes.SUBMODULES_CHOICES);
            }
            from = to + 1;
        }
    }

    private static int size(Attributes attributes, String name, int fallback) {
        String value = trimmed(attributes.get(name));
        if (value == null) {
            return fallback;
        }
        boolean kilobytes = value.endsWith("K") || value.endsWith("k");
        int number = parse(name, kilobytes ? value.substring(0, value.length() - 1) : value);
        return kilobytes ? number * Plan.KB : number;
    }

    /** A count (samples, rounds): a whole number from 1 up. */
    private static int number(Attributes attributes, String name, int fallback) {
        String value = trimmed(attributes.get(name));
        int number = value == null ? fallback : parse(name, value);
        if (number < 1) {
            throw refused(name, value, "a whole number from 1 up");
        }
        return number;
    }

    private static int parse(String name, String value) {
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw refused(name, value, "a whole number");
        }
    }

    private static String trimmed(String value) {
        return value == null || value.trim().length() == 0 ? null : value.trim();
    }

    private static IllegalArgumentException refused(String name, String value, String expected) {
        return new IllegalArgumentException(new StringBuffer(name).append(": '").append(value)
                .append("' is not ").append(expected).toString());
    }
}
