package pearl.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PackingRecordTest {

    private static final CatalogueRow DES = row(0, "DES");
    private static final CatalogueRow MD5 = row(1, "MD5");
    private static final CatalogueRow RC4 = row(2, "RC4");

    @TempDir
    Path dir;

    private static CatalogueRow row(int index, String name) {
        return new CatalogueRow(index, "pearl.testcase." + name + "Row", false, false, List.of(name), List.of(name + " x"));
    }

    private static BuiltSuite suite(String name, CatalogueRow... rows) {
        return new BuiltSuite(name, List.of(rows), Path.of(name + ".jar"), Path.of(name + ".map"), 1000, 0);
    }

    @Test
    void aSetWrittenIsReadBackAsTheSameSuitesOfTheSameRows() throws IOException {
        PackingRecord record = new PackingRecord();
        record.put(65536, List.of(suite("pearl-64k-1", DES, RC4), suite("pearl-64k-2", MD5)));
        record.put(131072, List.of(suite("pearl-128k-1", DES, MD5, RC4)));
        Path file = dir.resolve("suite-packing.tsv");
        record.write(file);

        assertEquals(List.of("limit\tsuite\trow", "65536\t1\tpearl.testcase.DESRow", "65536\t1\tpearl.testcase.RC4Row",
                "65536\t2\tpearl.testcase.MD5Row", "131072\t1\tpearl.testcase.DESRow", "131072\t1\tpearl.testcase.MD5Row",
                "131072\t1\tpearl.testcase.RC4Row"), Files.readAllLines(file, StandardCharsets.UTF_8));
        PackingRecord read = PackingRecord.read(file);
        assertEquals(List.of(List.of(DES, RC4), List.of(MD5)), read.suites(65536, List.of(DES, MD5, RC4)));
        assertEquals(List.of(List.of(DES, MD5, RC4)), read.suites(131072, List.of(RC4, MD5, DES)));
    }

    @Test
    void aSetWhoseRowsChangedOrThatWasNeverRecordedHasNoRecordedSuites() throws IOException {
        PackingRecord record = new PackingRecord();
        record.put(65536, List.of(suite("pearl-64k-1", DES, RC4), suite("pearl-64k-2", MD5)));

        assertNull(record.suites(65536, List.of(DES, MD5)), "a row left the catalogue");
        assertNull(record.suites(65536, List.of(DES, MD5, RC4, row(3, "SHA1"))), "a row came into it");
        assertNull(record.suites(65536, List.of(DES, MD5, row(2, "RC4-Other"))), "a row's class was renamed");
        assertNull(record.suites(131072, List.of(DES, MD5, RC4)), "no set of that limit");
        assertNull(PackingRecord.read(dir.resolve("absent.tsv")).suites(65536, List.of(DES)), "no record at all");
    }

    @Test
    void aRecordThatIsNotOneSaysWhichLineAndWhatItExpects() throws IOException {
        Path file = dir.resolve("suite-packing.tsv");
        Files.write(file, List.of("limit\tsuite\trow", "65536\t1\tpearl.testcase.DESRow", "65536\t3\tpearl.testcase.MD5Row"));
        IOException skipped = assertThrows(IOException.class, () -> PackingRecord.read(file));
        assertTrue(skipped.getMessage().contains("line 3"), skipped.getMessage());
        assertTrue(skipped.getMessage().contains("in order from 1"), skipped.getMessage());

        Files.write(file, List.of("65536\t1\tpearl.testcase.DESRow"));
        IOException headless = assertThrows(IOException.class, () -> PackingRecord.read(file));
        assertTrue(headless.getMessage().contains("header"), headless.getMessage());
    }
}
