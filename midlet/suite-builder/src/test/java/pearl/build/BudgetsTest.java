package pearl.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BudgetsTest {

    @TempDir
    Path dir;

    private final Budgets budgets = new Budgets(32768, 98304, 2);

    private static CatalogueRow row(int index, String name, boolean pearlTable, String... testCases) {
        return new CatalogueRow(index, "pearl.collector." + name.replace("-", ""), false, pearlTable, List.of(name),
                List.of(testCases));
    }

    /** A suite of these rows whose ProGuard mapping lists {@code kept} of their classes. */
    private BuiltSuite suite(String name, long bytes, List<CatalogueRow> rows, List<CatalogueRow> kept) throws Exception {
        StringBuilder mapping = new StringBuilder("pearl.ui.PearlMIDlet -> pearl.ui.PearlMIDlet:\n");
        for (CatalogueRow row : kept) {
            mapping.append(row.className()).append(" -> a").append(row.index()).append(":\n    void x() -> a\n");
        }
        Path map = Files.writeString(dir.resolve(name + ".map"), mapping);
        return new BuiltSuite(name, rows, dir.resolve(name + ".jar"), map, bytes + 100, bytes);
    }

    @Test
    void aSuiteMeasuringEllipticCurvesMayTakeTheEcLimitWhereItsSetsIsSmaller() throws Exception {
        CatalogueRow ec = row(0, "ECDSA secp160r1", false, "ECDSA secp160r1 sign");
        CatalogueRow md5 = row(1, "MD5", true, "MD5 digest");

        budgets.suite(65536, suite("pearl-64k-1", 79776, List.of(ec), List.of(ec)));
        budgets.suite(65536, suite("pearl-64k-2", 65536, List.of(md5), List.of(md5)));
        assertEquals(List.of(), budgets.failures(), "an EC suite of 78 KB and a suite of exactly 64 KB");

        budgets.suite(65536, suite("pearl-64k-3", 65537, List.of(md5), List.of(md5)));
        budgets.suite(65536, suite("pearl-64k-4", 98305, List.of(ec), List.of(ec)));
        budgets.suite(131072, suite("pearl-128k-1", 131073, List.of(ec), List.of(ec)));
        assertEquals(List.of("pearl-64k-3 takes 65537 bytes, over its limit of 65536",
                "pearl-64k-4 takes 98305 bytes, over its limit of 98304",
                "pearl-128k-1 takes 131073 bytes, over its limit of 131072"), budgets.failures());
    }

    @Test
    void theCoreAtMostItsLimit() {
        budgets.core(32768);
        assertEquals(List.of(), budgets.failures());
        budgets.core(32769);
        assertEquals(List.of("the core takes 32769 bytes, over its limit of 32768"), budgets.failures());
    }

    @Test
    void aSetHoldsEveryTestCaseInARowItsSuiteKeptAndPearlsTableInFewSuites() throws Exception {
        CatalogueRow aes = row(0, "AES", true, "AES encrypt");
        CatalogueRow des = row(1, "DES", true, "DES encrypt");
        CatalogueRow md5 = row(2, "MD5", true, "MD5 digest");
        CatalogueRow sha3 = row(3, "SHA3-256", false, "SHA3-256 digest");
        List<CatalogueRow> rows = List.of(aes, des, md5, sha3);

        Set<String> table = budgets.set(65536, List.of(suite("pearl-64k-1", 60000, List.of(aes, sha3), List.of(aes, sha3)),
                suite("pearl-64k-2", 60000, List.of(des, md5), List.of(des, md5))), rows);
        assertEquals(List.of(), budgets.failures());
        assertEquals(List.of("pearl-64k-1", "pearl-64k-2"), new ArrayList<>(table));

        table = budgets.set(65536, List.of(suite("pearl-64k-1", 60000, List.of(aes), List.of(aes)),
                suite("pearl-64k-2", 60000, List.of(des), List.of(des)),
                suite("pearl-64k-3", 60000, List.of(md5, sha3), List.of(md5))), rows);
        assertEquals(3, table.size());
        assertEquals(List.of("pearl-64k-3 lost row pearl.collector.SHA3256", "the 65536-byte suites miss SHA3-256 digest",
                "PEARL's table takes 3 suites of 65536 bytes, more than 2"), budgets.failures());
    }

    @Test
    void theTableCheckSparesSetsBelow64Kilobytes() throws Exception {
        CatalogueRow aes = row(0, "AES", true, "AES encrypt");
        CatalogueRow des = row(1, "DES", true, "DES encrypt");
        CatalogueRow md5 = row(2, "MD5", true, "MD5 digest");
        budgets.set(30720, List.of(suite("pearl-30k-1", 30000, List.of(aes), List.of(aes)),
                suite("pearl-30k-2", 30000, List.of(des), List.of(des)),
                suite("pearl-30k-3", 30000, List.of(md5), List.of(md5))), List.of(aes, des, md5));
        assertEquals(List.of(), budgets.failures());
    }

    @Test
    void aCheckNotMetFailsTheBuildWhenEnforcedAndIsPrintedOtherwise() {
        budgets.core(40000);
        IllegalStateException failed = assertThrows(IllegalStateException.class, () -> budgets.enforce(true));
        assertEquals("Suites: the core takes 40000 bytes, over its limit of 32768", failed.getMessage());

        PrintStream out = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            budgets.enforce(false);
        } finally {
            System.setOut(out);
        }
        assertTrue(printed.toString(StandardCharsets.UTF_8).startsWith(
                "NOT MET (set suite.enforce=true to fail the build): Suites: the core takes 40000 bytes"), printed.toString());
    }

    @Test
    void allChecksMetIsSilentEitherWay() {
        budgets.core(1000);
        budgets.enforce(true);
        budgets.enforce(false);
        assertEquals(List.of(), budgets.failures());
    }
}
