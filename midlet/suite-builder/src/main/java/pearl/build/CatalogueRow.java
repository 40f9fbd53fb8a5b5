package pearl.build;

import java.util.List;

/**
 * A row of the collector's catalogue, as the build packs it: its place in the full suite, its
 * class (a class of its own, so that a suite without it carries none of its engine), whether it
 * is a block cipher in its modes, whether it is one of PEARL's own table (as the row says,
 * {@code Catalogue.pearlTable}), its algorithms and its test cases ("algorithm operation").
 */
record CatalogueRow(int index, String className, boolean blockCipher, boolean pearlTable, List<String> algorithms,
                    List<String> testCases) {

    CatalogueRow {
        algorithms = List.copyOf(algorithms);
        testCases = List.copyOf(testCases);
    }

    /** The algorithm, a block cipher without its mode. */
    String name() {
        String first = algorithms.get(0);
        return blockCipher ? first.substring(0, first.indexOf('/')) : first;
    }

    /** Whether the row measures elliptic curves (ECDSA, ECDH, ...): its suites have a budget of their own. */
    boolean ellipticCurve() {
        return algorithms.stream().allMatch(algorithm -> algorithm.startsWith("EC"));
    }
}
