package pearl.build;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

/**
 * The search for one set's packing: the rows packed by the estimate ({@link Packing}, the first
 * rows before the others), then each suite built for real in turn. A suite built over the limit
 * gives a row back; the row goes into a suite built before it that has room for it (built again to
 * check), else to the suites after it. Once a suite is kept, the suites after it are packed again
 * by what the estimate came to for it.
 */
final class PackingSearch {

    /** Builds a set's suite {@code n} (from 0) of these rows for real. */
    interface Builder {
        BuiltSuite build(int n, List<CatalogueRow> rows) throws Exception;
    }

    private final SuiteSizes estimate;
    private final Predicate<CatalogueRow> first;
    private final long limit;
    private final Builder builder;

    PackingSearch(SuiteSizes estimate, Predicate<CatalogueRow> first, long limit, Builder builder) {
        this.estimate = estimate;
        this.first = first;
        this.limit = limit;
        this.builder = builder;
    }

    /** Whether a suite built is within the limit; a row alone over it is a suite as any other. */
    static boolean fits(BuiltSuite built, long limit) {
        return built.bytes() <= limit || built.rows().size() == 1;
    }

    /** The suites of {@code rows}, starting from a JAR of {@code scale} times its estimate. */
    List<BuiltSuite> search(List<CatalogueRow> rows, double scale) throws Exception {
        Packing packing = new Packing(estimate, first);
        packing.pack(rows, 0, (long) (limit / scale));
        List<BuiltSuite> set = new ArrayList<>();
        for (int n = 0; n < packing.suites().size(); n++) {
            List<CatalogueRow> packed = packing.suites().get(n);
            BuiltSuite built = builder.build(n, packed);
            while (!fits(built, limit)) {
                CatalogueRow out = packing.toGiveBack(packed, (long) ((built.bytes() - limit) / scale));
                packed.remove(out);
                if (!intoEarlier(out, set, packing)) {
                    packing.pack(List.of(out), n + 1, (long) (limit / scale));
                }
                built = builder.build(n, packed);
            }
            set.add(built);
            scale = scale(built);
            packing.repack(n + 1, (long) (limit / scale));
        }
        return set;
    }

    /** A suite's JAR over its estimate. */
    private double scale(BuiltSuite built) {
        return (double) built.bytes() / estimate.bytes(built.rows());
    }

    /**
     * Places {@code row} into one of the suites built so far, where by that suite's own scale it
     * fits: the suite it adds least to, the fullest of those, first. Each is built again with the
     * row until one comes out within the limit; false when none does.
     */
    private boolean intoEarlier(CatalogueRow row, List<BuiltSuite> set, Packing packing) throws Exception {
        List<Integer> room = new ArrayList<>();
        for (int k = 0; k < set.size(); k++) {
            BuiltSuite built = set.get(k);
            if (built.bytes() + scale(built) * estimate.added(built.rows(), row) <= limit) {
                room.add(k);
            }
        }
        room.sort(Comparator.comparingLong((Integer k) -> estimate.added(set.get(k).rows(), row))
                .thenComparing(k -> -set.get(k).bytes()));
        for (int k : room) {
            List<CatalogueRow> more = new ArrayList<>(set.get(k).rows());
            more.add(row);
            BuiltSuite built = builder.build(k, more);
            if (built.bytes() <= limit) {
                set.set(k, built);
                packing.suites().get(k).add(row);
                return true;
            }
        }
        return false;
    }
}
