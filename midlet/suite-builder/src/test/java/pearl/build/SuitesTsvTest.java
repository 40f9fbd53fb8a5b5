package pearl.build;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SuitesTsvTest {

    @TempDir
    Path dir;

    @Test
    void aLinePerSuiteWithItsAlgorithmsAndTestCasesUnderTheHeaderTheServerReads() throws Exception {
        CatalogueRow aes = new CatalogueRow(0, "pearl.collector.Aes", true, true, List.of("AES/CBC", "AES/ECB"),
                List.of("AES/CBC encrypt", "AES/CBC decrypt", "AES/ECB encrypt"));
        CatalogueRow md5 = new CatalogueRow(1, "pearl.collector.Md5", false, true, List.of("MD5"), List.of("MD5 digest"));
        SuitesTsv index = new SuitesTsv();
        index.add(65536, new BuiltSuite("pearl-64k-1", List.of(aes, md5), dir.resolve("a.jar"), dir.resolve("a.map"), 700, 650), 65536);
        index.add(131072, new BuiltSuite("pearl-128k-1", List.of(md5), dir.resolve("b.jar"), dir.resolve("b.map"), 500, 0), 131072);

        index.write(dir.resolve("suites.tsv"));

        assertEquals(List.of("limit\tsuite\tjar_bytes\ttest_cases\talgorithms\tjar_limit",
                "65536\tpearl-64k-1\t650\t4\tAES/CBC,AES/ECB,MD5\t65536",
                "131072\tpearl-128k-1\t500\t1\tMD5\t131072"), Files.readAllLines(dir.resolve("suites.tsv")));
    }
}
