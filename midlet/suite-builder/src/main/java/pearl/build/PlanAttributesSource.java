package pearl.build;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Generates {@code pearl.collector.PlanAttributes}, the MIDlet's constants for the plan's JAD
 * attributes, from midlet/plan-attributes.tsv, their one definition, which scripts/pearl reads as
 * it is (docs/collector.md, "Unattended runs"). Per attribute, e.g. {@code PEARL-Min-Size}: its
 * name ({@code MIN_SIZE}), scripts/pearl's option ({@code MIN_SIZE_OPTION}, when it has one), the
 * value as the usage shows it ({@code MIN_SIZE_VALUE}) and, for a choice, its words as a refusal
 * gives them ({@code AUTORUN_CHOICES}: "quick, full or custom"). String constants only, which
 * javac inlines: the phone carries no class.
 * <p>
 * Arguments, {@code name=value}: {@code table} (the TSV), {@code sources} (the folder of generated
 * sources to write under).
 */
public final class PlanAttributesSource {

    static final String HEADER = "attribute\toption\tvalue\thelp";
    /** The values that are no choice: bytes, a count, names. */
    static final Set<String> KINDS = Set.of("N[K]", "N", "A,B");

    /** One row of the table. */
    record Row(String attribute, String option, String value, String help) {

        /** PEARL-Min-Size: MIN_SIZE */
        String constant() {
            return attribute.substring("PEARL-".length()).replace('-', '_').toUpperCase(Locale.ROOT);
        }

        boolean choice() {
            return !KINDS.contains(value);
        }
    }

    private PlanAttributesSource() {
    }

    public static void main(String[] args) throws Exception {
        Arguments arguments = new Arguments(args);
        List<Row> rows = rows(Files.readAllLines(arguments.path("table"), StandardCharsets.UTF_8));
        Path file = arguments.path("sources").resolve("pearl/collector/PlanAttributes.java");
        Files.createDirectories(file.getParent());
        String source = source(rows);
        // unchanged, left alone: javac then has nothing to recompile
        if (!Files.isRegularFile(file) || !Files.readString(file, StandardCharsets.UTF_8).equals(source)) {
            Files.writeString(file, source, StandardCharsets.UTF_8);
        }
    }

    /** The table's rows, its comments (#) and header skipped; a row that breaks the table's rules fails. */
    static List<Row> rows(List<String> lines) {
        List<Row> rows = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        boolean header = false;
        for (String line : lines) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            if (!header) {
                if (!line.equals(HEADER)) {
                    throw new IllegalArgumentException("the plan's table starts with the header " + HEADER + ", not " + line);
                }
                header = true;
                continue;
            }
            String[] cells = line.split("\t", -1);
            if (cells.length != 4) {
                throw new IllegalArgumentException("a row of the plan's table has 4 cells separated by tabs: " + line);
            }
            Row row = new Row(cells[0], cells[1], cells[2], cells[3]);
            if (!row.attribute().matches("PEARL-[A-Z][A-Za-z]*(-[A-Z][A-Za-z]*)*")) {
                throw new IllegalArgumentException("an attribute is named PEARL-Word-Word: " + row.attribute());
            }
            if (!row.option().matches("--[a-z]+(-[a-z]+)*|-")) {
                throw new IllegalArgumentException(row.attribute() + ": the option is --word-word or -, not " + row.option());
            }
            if (row.choice() && !row.value().matches("[a-z0-9]+(\\|[a-z0-9]+)+|[a-z0-9]+(,[a-z0-9]+)+")) {
                throw new IllegalArgumentException(row.attribute() + ": the value is N[K], N, A,B, a|b|c or a,b,c, not "
                        + row.value());
            }
            if (!seen.add(row.attribute()) || !row.option().equals("-") && !seen.add(row.option())) {
                throw new IllegalArgumentException("the plan's table has two rows for " + row.attribute() + " or " + row.option());
            }
            rows.add(row);
        }
        return rows;
    }

    /** "quick|full|custom" or "quick,full,custom": "quick, full or custom" */
    static String words(String choices) {
        String[] words = choices.split("[|,]");
        StringBuilder text = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            text.append(i == words.length - 1 ? " or " : ", ").append(words[i]);
        }
        return text.toString();
    }

    static String source(List<Row> rows) {
        StringBuilder java = new StringBuilder("""
                package pearl.collector;

                /**
                 * The plan's JAD attributes, generated from midlet/plan-attributes.tsv by
                 * pearl.build.PlanAttributesSource: the table is their one definition, edit it there.
                 * String constants only, which javac inlines: the phone carries no class.
                 */
                public interface PlanAttributes {
                """);
        for (Row row : rows) {
            String name = row.constant();
            java.append("\n    /** ").append(row.value()).append(": ").append(row.help().replace("*/", "*&#47;")).append(" */\n");
            constant(java, name, row.attribute());
            if (!row.option().equals("-")) {
                constant(java, name + "_OPTION", row.option());
            }
            constant(java, name + "_VALUE", row.value());
            if (row.choice()) {
                constant(java, name + "_CHOICES", words(row.value()));
            }
        }
        return java.append("}\n").toString();
    }

    private static void constant(StringBuilder java, String name, String value) {
        java.append("    String ").append(name).append(" = \"").append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\";\n");
    }
}
