package pearl.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CatalogueReaderTest {

    @TempDir
    Path dir;

    /** A collector of three rows, two of them in a nested table, as pearl.collector lays them out. */
    private Path collector(String full) throws Exception {
        return TinyJars.compile(dir.resolve("classes"), Map.of(
                "pearl/testcase/Catalogue.java", """
                        package pearl.testcase;
                        public interface Catalogue { int size(); String algorithm(int i); String operation(int i); String kind(int i); int keyBits(int i); boolean pearlTable(int i); }
                        """,
                "pearl/collector/TestCaseTable.java", """
                        package pearl.collector;
                        import pearl.testcase.Catalogue;
                        public final class TestCaseTable implements Catalogue {
                            private final Catalogue[] parts;
                            public TestCaseTable(Catalogue[] parts) { this.parts = parts; }
                            public static TestCaseTable full() { return %s; }
                            public Catalogue[] parts() { return parts; }
                            public int size() { return 0; }
                            public String algorithm(int i) { return null; }
                            public String operation(int i) { return null; }
                            public String kind(int i) { return null; }
                            public int keyBits(int i) { return 0; }
                            public boolean pearlTable(int i) { return false; }
                        }
                        """.formatted(full),
                "pearl/testcase/Operation.java", """
                        package pearl.testcase;
                        public final class Operation {
                            public static boolean perByte(String operation) { return !operation.equals("keygen"); }
                        }
                        """,
                "pearl/collector/BlockCipherRow.java", """
                        package pearl.collector;
                        import pearl.testcase.Catalogue;
                        public abstract class BlockCipherRow implements Catalogue {
                            public int size() { return 2; }
                            public String algorithm(int i) { return i == 0 ? "AES/CBC" : "AES/ECB"; }
                            public String operation(int i) { return "encrypt"; }
                            public String kind(int i) { return "block-cipher"; }
                            public int keyBits(int i) { return 128; }
                            public boolean pearlTable(int i) { return true; }
                        }
                        """,
                "pearl/collector/Aes.java", """
                        package pearl.collector;
                        import pearl.testcase.Catalogue;
                        final class Aes extends BlockCipherRow { }
                        """,
                "pearl/collector/Md5.java", """
                        package pearl.collector;
                        import pearl.testcase.Catalogue;
                        final class Md5 implements Catalogue {
                            public int size() { return 1; }
                            public String algorithm(int i) { return "MD5"; }
                            public String operation(int i) { return "digest"; }
                            public String kind(int i) { return "hash"; }
                            public int keyBits(int i) { return 0; }
                            public boolean pearlTable(int i) { return true; }
                        }
                        """,
                "pearl/collector/Sha3.java", """
                        package pearl.collector;
                        import pearl.testcase.Catalogue;
                        final class Sha3 implements Catalogue {
                            public int size() { return 2; }
                            public String algorithm(int i) { return "SHA3-256"; }
                            public String operation(int i) { return i == 0 ? "digest" : "keygen"; }
                            public String kind(int i) { return i == 0 ? "hash" : "mac"; }
                            public int keyBits(int i) { return i == 0 ? 0 : 256; }
                            public boolean pearlTable(int i) { return false; }
                        }
                        """));
    }

    @Test
    void readsEveryLeafOfTheNestedTablesInTheOrderTheyRun() throws Exception {
        Path classes = collector("new TestCaseTable(new Catalogue[] {new TestCaseTable(new Catalogue[] {new Aes(), new Md5()}), new Sha3()})");

        List<CatalogueRow> rows = CatalogueReader.rows(List.of(classes));

        assertEquals(List.of(
                new CatalogueRow(0, "pearl.collector.Aes", true, true, List.of("AES/CBC", "AES/ECB"),
                        List.of("AES/CBC encrypt", "AES/ECB encrypt")),
                new CatalogueRow(1, "pearl.collector.Md5", false, true, List.of("MD5"), List.of("MD5 digest")),
                new CatalogueRow(2, "pearl.collector.Sha3", false, false, List.of("SHA3-256"),
                        List.of("SHA3-256 digest", "SHA3-256 keygen"))), rows);
        assertEquals("AES", rows.get(0).name(), "a block cipher is named without its mode");
    }

    @Test
    void describesEveryTestCaseForTheServerWithItsRowsOwnAnswers() throws Exception {
        Path classes = collector("new TestCaseTable(new Catalogue[] {new TestCaseTable(new Catalogue[] {new Aes(), new Md5()}), new Sha3()})");

        String file = CatalogueFile.text(CatalogueReader.testCases(List.of(classes)));

        assertEquals(CatalogueFile.HEADER + """
                AES/CBC\tencrypt\tblock-cipher\tbytes\t128\ttrue
                AES/ECB\tencrypt\tblock-cipher\tbytes\t128\ttrue
                MD5\tdigest\thash\tbytes\t0\ttrue
                SHA3-256\tdigest\thash\tbytes\t0\tfalse
                SHA3-256\tkeygen\tmac\top\t256\tfalse
                """, file);
    }

    @Test
    void refusesATestCaseListedTwiceSinceTheServerKeysResultsOnIt() throws Exception {
        Path classes = collector("new TestCaseTable(new Catalogue[] {new Aes(), new TestCaseTable(new Catalogue[] {new Aes()})})");

        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> CatalogueFile.text(CatalogueReader.testCases(List.of(classes))));
        assertTrue(refused.getMessage().contains("AES/CBC encrypt"), refused.getMessage());
    }

    @Test
    void refusesTwoRowsOfOneClassWhichNoSuiteCouldHoldApart() throws Exception {
        Path classes = collector("new TestCaseTable(new Catalogue[] {new Md5(), new Md5()})");

        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> CatalogueReader.rows(List.of(classes)));
        assertTrue(refused.getMessage().contains("pearl.collector.Md5"), refused.getMessage());
    }
}
