package pearl.build;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

/**
 * Rows into few suites of at most a budget: best fit decreasing, where a row's size is what it adds
 * to a suite ({@link SuiteSizes}), so that a row goes where its classes already are (DES beside
 * DESede, HMAC-SHA1 beside SHA-1) and otherwise into the fullest suite it fits. The rows placed
 * first take the fewest suites: PEARL's table goes before the others. A suite built over its
 * limit gives a row back ({@link #toGiveBack}; {@link PackingSearch} places it).
 */
final class Packing {

    private final SuiteSizes costs;
    /** The rows placed before the others. */
    private final Predicate<CatalogueRow> first;
    private final List<List<CatalogueRow>> suites = new ArrayList<>();

    Packing(SuiteSizes costs, Predicate<CatalogueRow> first) {
        this.costs = costs;
        this.first = first;
    }

    /** The suites so far, in the order they were opened. */
    List<List<CatalogueRow>> suites() {
        return suites;
    }

    /** Packs the rows of the suites from {@code from} on again, into suites of at most {@code budget}. */
    void repack(int from, long budget) {
        List<CatalogueRow> rows = new ArrayList<>();
        List<List<CatalogueRow>> rest = suites.subList(from, suites.size());
        rest.forEach(rows::addAll);
        rest.clear();
        pack(rows, from, budget);
    }

    /** Places the rows, the first ones before the others, into the suites from {@code from} on or new ones. */
    void pack(List<CatalogueRow> rows, int from, long budget) {
        place(rows.stream().filter(first).toList(), from, budget);
        place(rows.stream().filter(first.negate()).toList(), from, budget);
    }

    /**
     * Each row, largest first, into the suite it adds least to, the fullest of those; else into a
     * new suite. A row over the budget alone is a suite alone.
     */
    private void place(List<CatalogueRow> rows, int from, long budget) {
        List<CatalogueRow> largestFirst = new ArrayList<>(rows);
        largestFirst.sort(Comparator.comparingLong((CatalogueRow row) -> costs.added(List.of(), row)).reversed());
        for (CatalogueRow row : largestFirst) {
            List<CatalogueRow> best = null;
            long bestAdded = Long.MAX_VALUE;
            long bestBytes = 0;
            for (List<CatalogueRow> suite : suites.subList(from, suites.size())) {
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

    /**
     * Of a suite's rows, the one whose leaving saves at least {@code over} bytes and least beyond,
     * else the one saving most; one of the rows placed first only if no other will do, so that
     * those stay in few suites.
     */
    CatalogueRow toGiveBack(List<CatalogueRow> rows, long over) {
        List<CatalogueRow> others = rows.stream().filter(first.negate()).toList();
        CatalogueRow row = others.isEmpty() ? null : toGiveBack(rows, others, over);
        return row != null && costs.saved(rows, row) >= over ? row : toGiveBack(rows, rows, over);
    }

    /** Among {@code candidates}: the row saving at least {@code over} and least beyond; else the one saving most. */
    private CatalogueRow toGiveBack(List<CatalogueRow> rows, List<CatalogueRow> candidates, long over) {
        CatalogueRow least = null;
        CatalogueRow most = null;
        long leastSaved = Long.MAX_VALUE;
        long mostSaved = -1;
        for (CatalogueRow row : candidates) {
            long saved = costs.saved(rows, row);
            if (saved >= over && saved < leastSaved) {
                least = row;
                leastSaved = saved;
            }
            if (saved > mostSaved) {
                most = row;
                mostSaved = saved;
            }
        }
        return least != null ? least : most;
    }
}
