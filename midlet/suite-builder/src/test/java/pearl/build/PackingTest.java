package pearl.build;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

class PackingTest {

    /** Sizes as unions of classes: a core of 10 bytes, then each class a row reaches counted once. */
    private static final class Classes implements SuiteSizes {
        private final Map<Integer, Set<String>> reach = new HashMap<>();
        private final Map<String, Long> cost = new HashMap<>();

        CatalogueRow row(String name, long bytes, String... shared) {
            CatalogueRow row = new CatalogueRow(reach.size(), "pearl.collector." + name, false, false, List.of(name),
                    List.of(name + " digest"));
            Set<String> classes = new HashSet<>(Set.of(shared));
            classes.add(name);
            cost.put(name, bytes);
            reach.put(row.index(), classes);
            return row;
        }

        void shared(String name, long bytes) {
            cost.put(name, bytes);
        }

        @Override
        public long bytes(List<CatalogueRow> rows) {
            Set<String> classes = new HashSet<>();
            rows.forEach(row -> classes.addAll(reach.get(row.index())));
            return 10 + classes.stream().mapToLong(cost::get).sum();
        }
    }

    @Test
    void aRowGoesWhereItsClassesAlreadyAreAndTheFirstRowsTakeTheFewestSuites() {
        Classes sizes = new Classes();
        sizes.shared("des-core", 40);
        CatalogueRow des = sizes.row("DES", 10, "des-core");
        CatalogueRow md5 = sizes.row("MD5", 50);
        CatalogueRow desede = sizes.row("DESede", 20, "des-core");
        CatalogueRow sha3 = sizes.row("SHA3-256", 60);
        Packing packing = new Packing(sizes, row -> !row.name().startsWith("SHA3"));

        packing.pack(List.of(des, md5, desede, sha3), 0, 100);

        // DESede (60 alone) first, DES beside it for 10; MD5 (60) no longer fits there; SHA-3 last
        assertEquals(List.of(List.of(desede, des), List.of(md5), List.of(sha3)), packing.suites());
    }

    @Test
    void aRowOverTheBudgetAloneIsASuiteAlone() {
        Classes sizes = new Classes();
        CatalogueRow ec = sizes.row("ECDSA", 500);
        CatalogueRow md5 = sizes.row("MD5", 20);
        Packing packing = new Packing(sizes, row -> true);

        packing.pack(List.of(md5, ec), 0, 100);

        assertEquals(List.of(List.of(ec), List.of(md5)), packing.suites());
    }

    @Test
    void repackingFromASuiteOnLeavesTheSuitesBeforeItAlone() {
        Classes sizes = new Classes();
        CatalogueRow a = sizes.row("A", 50);
        CatalogueRow b = sizes.row("B", 30);
        CatalogueRow c = sizes.row("C", 30);
        Packing packing = new Packing(sizes, row -> true);
        packing.pack(List.of(a, b, c), 0, 100);
        assertEquals(List.of(List.of(a, b), List.of(c)), packing.suites());

        packing.pack(List.of(sizes.row("D", 30)), 1, 100);
        packing.repack(1, 200);

        assertEquals(2, packing.suites().size());
        assertEquals(List.of(a, b), packing.suites().get(0));
        assertEquals(Set.of("C", "D"), Set.copyOf(packing.suites().get(1).stream().map(CatalogueRow::name).toList()));
    }

    @Test
    void theRowGivenBackSavesEnoughAndLeastBeyondAndIsOfTheFirstRowsOnlyIfNoOtherWillDo() {
        Classes sizes = new Classes();
        CatalogueRow big = sizes.row("AES", 40);
        CatalogueRow small = sizes.row("MD5", 12);
        CatalogueRow other = sizes.row("SHA3-256", 15);
        CatalogueRow otherLarge = sizes.row("Whirlpool", 30);
        Packing packing = new Packing(sizes, row -> row.name().equals("AES") || row.name().equals("MD5"));
        List<CatalogueRow> suite = List.of(big, small, other, otherLarge);

        assertEquals(other, packing.toGiveBack(suite, 12), "not one of the first rows, though MD5 saves exactly enough");
        assertEquals(otherLarge, packing.toGiveBack(suite, 16), "the other row saving enough");
        assertEquals(big, packing.toGiveBack(suite, 35), "no other row saves enough: one of the first");
        assertEquals(big, packing.toGiveBack(suite, 1000), "none saves enough: the one saving most");
    }
}
