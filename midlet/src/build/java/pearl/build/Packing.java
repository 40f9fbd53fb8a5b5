package pearl.build;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

/**
 * Rows into few suites of at most a budget: best fit decreasing, where a row's size is what it adds
 * to a suite ({@link Estimate}), so that a row goes where its classes already are (DES beside
 * DESede, HMAC-SHA1 beside SHA-1) and otherwise into the fullest suite it fits. The rows placed
 * first take the fewest suites: PEARL's table goes before the others.
 */
final class Packing {

    private final Estimate costs;
    /** The rows placed before the others. */
    private final Predicate<Suites.Row> first;
    private final List<List<Suites.Row>> suites = new ArrayList<>();

    Packing(Estimate costs, Predicate<Suites.Row> first) {
        this.costs = costs;
        this.first = first;
    }

    /** The suites so far, in the order they were opened. */
    List<List<Suites.Row>> suites() {
        return suites;
    }

    /** Packs the rows of the suites from {@code from} on again, into suites of at most {@code budget}. */
    void repack(int from, long budget) {
        List<Suites.Row> rows = new ArrayList<>();
        List<List<Suites.Row>> rest = suites.subList(from, suites.size());
        rest.forEach(rows::addAll);
        rest.clear();
        pack(rows, from, budget);
    }

    /** Places the rows, the first ones before the others, into the suites from {@code from} on or new ones. */
    void pack(List<Suites.Row> rows, int from, long budget) {
        place(rows.stream().filter(first).toList(), from, budget);
        place(rows.stream().filter(first.negate()).toList(), from, budget);
    }

    /**
     * Each row, largest first, into the suite it adds least to, the fullest of those; else into a
     * new suite. A row over the budget alone is a suite alone.
     */
    private void place(List<Suites.Row> rows, int from, long budget) {
        List<Suites.Row> largestFirst = new ArrayList<>(rows);
        largestFirst.sort(Comparator.comparingLong((Suites.Row row) -> costs.added(List.of(), row)).reversed());
        for (Suites.Row row : largestFirst) {
            List<Suites.Row> best = null;
            long bestAdded = Long.MAX_VALUE;
            long bestBytes = 0;
            for (List<Suites.Row> suite : suites.subList(from, suites.size())) {
                long bytes = costs.bytes(suite);
                long added = costs.bytesWith(suite, row) - bytes;
                if (bytes + added <= budget && (added < bestAdded || added == bestAdded && bytes > bestBytes)) {
                    best = suite;
                    bestAdded = added;
                    bestBytes = bytes;
                }
            }
            if (best == null) {
                best = new ArrayList<>();
                suites.add(best);
            }
            best.add(row);
        }
    }
}
