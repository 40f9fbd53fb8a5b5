package pearl.build;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Which rows each suite of each set holds, as a build packed them: {@code midlet/suite-packing.tsv},
 * kept with the sources as a lock file is. Searching for a packing builds a suite again for every
 * row it gives back; building a recorded packing takes one build a suite, and its suites can be
 * built side by side. A header, then a line per row: its set's limit, its suite's number in the
 * set (from 1) and the row's class, tab-separated.
 */
final class PackingRecord {

    static final String HEADER = "limit\tsuite\trow";

    /** By limit, each suite's rows by class. */
    private final Map<Long, List<List<String>>> sets = new TreeMap<>();

    /** The record in {@code file}; empty when there is none. */
    static PackingRecord read(Path file) throws IOException {
        PackingRecord record = new PackingRecord();
        if (!Files.exists(file)) {
            return record;
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        if (lines.isEmpty() || !lines.get(0).equals(HEADER)) {
            throw new IOException(file + ": the first line must be the header " + HEADER.replace('\t', ' '));
        }
        for (int i = 1; i < lines.size(); i++) {
            String[] fields = lines.get(i).split("\t");
            try {
                List<List<String>> set = record.sets.computeIfAbsent(Long.parseLong(fields[0]), limit -> new ArrayList<>());
                int suite = Integer.parseInt(fields[1]);
                if (fields.length != 3 || suite < 1 || suite > set.size() + 1) {
                    throw new IllegalArgumentException();
                }
                if (suite > set.size()) {
                    set.add(new ArrayList<>());
                }
                set.get(suite - 1).add(fields[2]);
            } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException bad) {
                throw new IOException(file + ", line " + (i + 1) + ": expected a limit, a suite's number (each suite's rows "
                        + "together, in order from 1) and a row's class, tab-separated: " + lines.get(i));
            }
        }
        return record;
    }

    /**
     * The recorded suites of the set of {@code limit}, with these rows; null when the record has no
     * such set or its rows are not exactly {@code rows} (a test case added, removed or moved).
     */
    List<List<CatalogueRow>> suites(long limit, List<CatalogueRow> rows) {
        List<List<String>> set = sets.get(limit);
        if (set == null) {
            return null;
        }
        Map<String, CatalogueRow> byClass = new HashMap<>();
        rows.forEach(row -> byClass.put(row.className(), row));
        Set<String> placed = new HashSet<>();
        List<List<CatalogueRow>> suites = new ArrayList<>();
        for (List<String> classes : set) {
            List<CatalogueRow> suite = new ArrayList<>();
            for (String className : classes) {
                CatalogueRow row = byClass.get(className);
                if (row == null || !placed.add(className)) {
                    return null;
                }
                suite.add(row);
            }
            suites.add(suite);
        }
        return placed.size() == rows.size() ? suites : null;
    }

    /** Records a set's suites, replacing what was recorded for its limit. */
    void put(long limit, List<BuiltSuite> set) {
        List<List<String>> suites = new ArrayList<>();
        for (BuiltSuite built : set) {
            suites.add(built.rows().stream().map(CatalogueRow::className).toList());
        }
        sets.put(limit, suites);
    }

    void write(Path file) throws IOException {
        List<String> lines = new ArrayList<>(List.of(HEADER));
        sets.forEach((limit, suites) -> {
            for (int n = 0; n < suites.size(); n++) {
                for (String className : suites.get(n)) {
                    lines.add(limit + "\t" + (n + 1) + "\t" + className);
                }
            }
        });
        Files.write(file, lines, StandardCharsets.UTF_8);
    }
}
