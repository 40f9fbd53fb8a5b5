package pearl.build;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The phones' budgets, checked on the suites built: the core (what every suite carries) at most
 * its limit; a suite at most its set's limit, or one measuring elliptic curves at most the EC
 * limit where the set's is smaller (what those take beside the core: docs/collector.md); every
 * test case of the full suite in a suite of each set; and PEARL's table in at most so many suites
 * of each set of {@link #TABLE_SET} bytes or more. Each check not met is a failure, kept in order.
 */
final class Budgets {

    /** The smallest limit whose sets the table check applies to. */
    static final long TABLE_SET = 65536;

    private final long coreLimit;
    private final long ecLimit;
    private final int tableSuites;
    /** Written by each set's thread ({@link SuiteSets}). */
    private final List<String> failures = Collections.synchronizedList(new ArrayList<>());

    Budgets(long coreLimit, long ecLimit, int tableSuites) {
        this.coreLimit = coreLimit;
        this.ecLimit = ecLimit;
        this.tableSuites = tableSuites;
    }

    long coreLimit() {
        return coreLimit;
    }

    /** The largest JAR a suite of a set of {@code limit} bytes may have. */
    long suiteLimit(long limit, boolean ellipticCurve) {
        return ellipticCurve ? Math.max(limit, ecLimit) : limit;
    }

    void core(long bytes) {
        if (bytes > coreLimit) {
            failures.add("the core takes " + bytes + " bytes, over its limit of " + coreLimit);
        }
    }

    void suite(long limit, BuiltSuite built) {
        long budget = suiteLimit(limit, built.ellipticCurve());
        if (built.bytes() > budget) {
            failures.add(built.name() + " takes " + built.bytes() + " bytes, over its limit of " + budget);
        }
    }

    /**
     * The suites of one limit together hold every test case of the full suite (each row's class
     * read back from the suite's ProGuard mapping), and PEARL's table fits in few; returns the
     * suites holding the table, in order.
     */
    Set<String> set(long limit, List<BuiltSuite> set, List<CatalogueRow> rows) throws IOException {
        Set<String> covered = new HashSet<>();
        Set<String> tableSuites = new LinkedHashSet<>();
        for (BuiltSuite built : set) {
            Set<String> kept = ProGuardMapping.classes(built.mapping()).keySet();
            for (CatalogueRow row : built.rows()) {
                if (!kept.contains(row.className())) {
                    failures.add(built.name() + " lost row " + row.className());
                    continue;
                }
                covered.addAll(row.testCases());
                if (row.pearlTable()) {
                    tableSuites.add(built.name());
                }
            }
        }
        for (CatalogueRow row : rows) {
            for (String testCase : row.testCases()) {
                if (!covered.contains(testCase)) {
                    failures.add("the " + limit + "-byte suites miss " + testCase);
                }
            }
        }
        if (limit >= TABLE_SET && tableSuites.size() > this.tableSuites) {
            failures.add("PEARL's table takes " + tableSuites.size() + " suites of " + limit + " bytes, more than "
                    + this.tableSuites);
        }
        return tableSuites;
    }

    /** The checks not met, in the order found. */
    List<String> failures() {
        return failures;
    }

    /** Checks not met before, found again without building (the same inputs give the same suites). */
    void failed(List<String> earlier) {
        failures.addAll(earlier);
    }

    /**
     * Fails the build on a check not met, or only prints them all when {@code enforce} is off.
     *
     * @throws IllegalStateException naming every check not met
     */
    void enforce(boolean enforce) {
        if (failures.isEmpty()) {
            return;
        }
        String failed = "Suites: " + String.join("; ", failures);
        if (enforce) {
            throw new IllegalStateException(failed);
        }
        System.out.println("NOT MET (set suite.enforce=true to fail the build): " + failed);
    }
}
