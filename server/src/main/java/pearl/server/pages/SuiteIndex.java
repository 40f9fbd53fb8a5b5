package pearl.server.pages;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The suite sets the build made for phones that take only small JARs: for each JAR size limit,
 * suites that together measure what the full suite does, each under the limit. Read from the
 * build's index ({@code midlet/target/suites/suites.tsv}, in the WAR under {@code WEB-INF/suites}):
 * a header line, then one line per suite, tab-separated:
 * {@code limit  suite  jar_bytes  test_cases  algorithms  jar_limit} (limit in bytes, suite the
 * file name without .jar/.jad, algorithms comma-separated, jar_limit the largest JAR the build
 * allowed the suite: the limit, or more for a suite measuring elliptic curves).
 */
public record SuiteIndex(List<Suite> suites) {

    public static final String HEADER = "limit\tsuite\tjar_bytes\ttest_cases\talgorithms\tjar_limit";
    /** Suite names as the build writes them; nothing else is served as a file name. */
    private static final String NAME = "[a-z0-9][a-z0-9-]*";

    /**
     * One suite: under which limit it was made, its name, its JAR's size, what it measures, and
     * the largest JAR the build allowed it (a phone must take that much to install it).
     */
    public record Suite(int limit, String name, long jarBytes, int testCases, List<String> algorithms, long jarLimit) {
    }

    public SuiteIndex {
        suites = List.copyOf(suites);
    }

    /** @throws IllegalArgumentException for an index the build could not have written */
    public static SuiteIndex parse(String tsv) {
        String[] lines = tsv.split("\r?\n");
        if (!lines[0].equals(HEADER)) {
            throw new IllegalArgumentException("suites.tsv does not start with the header " + HEADER);
        }
        List<Suite> suites = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            String[] fields = lines[i].split("\t", -1);
            if (fields.length != 6 || !fields[1].matches(NAME)) {
                throw new IllegalArgumentException("suites.tsv line " + (i + 1) + " is not " + HEADER);
            }
            suites.add(new Suite(Integer.parseInt(fields[0]), fields[1], Long.parseLong(fields[2]),
                    Integer.parseInt(fields[3]), fields[4].isEmpty() ? List.of() : Arrays.asList(fields[4].split(",")),
                    Long.parseLong(fields[5])));
        }
        return new SuiteIndex(suites);
    }

    /** The limits the suites were made for, smallest first. */
    public List<Integer> limits() {
        return suites.stream().map(Suite::limit).distinct().sorted().toList();
    }

    /** The suites made for {@code limit}, in the build's order. */
    public List<Suite> of(int limit) {
        return suites.stream().filter(s -> s.limit() == limit).toList();
    }

    public Optional<Suite> named(String name) {
        return suites.stream().filter(s -> s.name().equals(name)).findFirst();
    }
}
