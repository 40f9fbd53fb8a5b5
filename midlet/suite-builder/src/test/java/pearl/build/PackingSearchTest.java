package pearl.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class PackingSearchTest {

    private static final long LIMIT = 100;

    /** Sizes that add up: a core of 10 bytes and each row's own. */
    private record Sum(Map<String, Long> cost) implements SuiteSizes {
        @Override
        public long bytes(List<CatalogueRow> rows) {
            return 10 + rows.stream().mapToLong(row -> cost.get(row.name())).sum();
        }
    }

    private static CatalogueRow row(int index, String name) {
        return new CatalogueRow(index, "pearl.collector." + name, false, false, List.of(name), List.of(name + " digest"));
    }

    @Test
    void aRowGivenBackGoesIntoASuiteBuiltBeforeThatHasRoomRatherThanIntoASuiteAlone() throws Exception {
        CatalogueRow a = row(0, "A");
        CatalogueRow b = row(1, "B");
        CatalogueRow c = row(2, "C");
        CatalogueRow d = row(3, "D");
        // The estimate is high for A and low for D: the first suite, A and C, comes out with room for
        // B; the second, D and B, over the limit, and gives B back.
        Sum estimate = new Sum(Map.of("A", 60L, "B", 25L, "C", 30L, "D", 30L));
        Sum real = new Sum(Map.of("A", 30L, "B", 25L, "C", 30L, "D", 70L));
        List<List<CatalogueRow>> builds = new ArrayList<>();
        PackingSearch search = new PackingSearch(estimate, row -> true, LIMIT, (n, rows) -> {
            builds.add(List.copyOf(rows));
            return new BuiltSuite("s" + n, List.copyOf(rows), Path.of("s.jar"), Path.of("s.map"), real.bytes(rows), 0);
        });

        List<BuiltSuite> set = search.search(List.of(a, b, c, d), 1);

        assertEquals(List.of(List.of(a, c, b), List.of(d)), set.stream().map(BuiltSuite::rows).toList());
        assertEquals(List.of(List.of(a, c), List.of(d, b), List.of(a, c, b), List.of(d)), builds);
        for (int k = 1; k < set.size(); k++) {
            for (CatalogueRow later : set.get(k).rows()) {
                for (BuiltSuite earlier : set.subList(0, k)) {
                    assertTrue(earlier.bytes() + real.added(earlier.rows(), later) > LIMIT,
                            later.name() + " of suite " + k + " would have fitted " + earlier.name());
                }
            }
        }
    }

    @Test
    void aRowGivenBackThatNoSuiteBuiltBeforeTakesGoesToTheSuitesAfter() throws Exception {
        CatalogueRow a = row(0, "A");
        CatalogueRow b = row(1, "B");
        CatalogueRow d = row(3, "D");
        Sum estimate = new Sum(Map.of("A", 80L, "B", 25L, "D", 30L));
        // the second suite comes out over; the first, with room for B by its estimate, not with B
        Sum real = new Sum(Map.of("A", 60L, "B", 40L, "D", 60L));
        PackingSearch search = new PackingSearch(estimate, row -> true, LIMIT,
                (n, rows) -> new BuiltSuite("s" + n, List.copyOf(rows), Path.of("s.jar"), Path.of("s.map"), real.bytes(rows), 0));

        List<BuiltSuite> set = search.search(List.of(a, b, d), 1);

        assertEquals(List.of(List.of(a), List.of(d), List.of(b)), set.stream().map(BuiltSuite::rows).toList());
    }

    @Test
    void aRowAloneOverTheLimitIsASuiteAsAnyOther() {
        CatalogueRow ec = row(0, "ECDSA");
        assertTrue(PackingSearch.fits(new BuiltSuite("ec", List.of(ec), Path.of("ec.jar"), Path.of("ec.map"), 500, 0), LIMIT));
        assertFalse(PackingSearch.fits(new BuiltSuite("two", List.of(ec, row(1, "MD5")), Path.of("t.jar"), Path.of("t.map"),
                101, 0), LIMIT));
    }
}
