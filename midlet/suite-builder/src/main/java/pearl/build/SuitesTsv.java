package pearl.build;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The index of the suite sets, {@code suites.tsv}, which the server reads (pearl.server.pages.SuiteIndex):
 * a header, then a line per suite: its set's limit, its name, its JAR's bytes, its number of test
 * cases, its algorithms (comma-separated) and the largest JAR its budget allows ({@link
 * Budgets#suiteLimit}), tab-separated.
 */
final class SuitesTsv {

    static final String HEADER = "limit\tsuite\tjar_bytes\ttest_cases\talgorithms\tjar_limit";

    private final List<String> lines = new ArrayList<>(List.of(HEADER));

    void add(long limit, BuiltSuite built, long jarLimit) {
        List<String> algorithms = new ArrayList<>();
        int testCases = 0;
        for (CatalogueRow row : built.rows()) {
            algorithms.addAll(row.algorithms());
            testCases += row.testCases().size();
        }
        lines.add(limit + "\t" + built.name() + "\t" + built.bytes() + "\t" + testCases + "\t" + String.join(",", algorithms)
                + "\t" + jarLimit);
    }

    void write(Path file) throws IOException {
        Files.write(file, lines, StandardCharsets.UTF_8);
    }
}
