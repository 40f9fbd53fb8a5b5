package pearl.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SizeEstimateTest {

    @TempDir
    Path dir;

    /**
     * A device JAR of obfuscated classes: the MIDlet (a) reaches the table (b) and both rows' classes
     * through it; row c reaches a mode (e), row d reaches the mode and a digest (f).
     */
    private List<CatalogueRow> device() throws Exception {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n".getBytes());
        entries.put("a.class", TinyJars.classReferring("a", 300, "b"));
        entries.put("b.class", TinyJars.classReferring("b", 100, "c", "d"));
        entries.put("c.class", TinyJars.classReferring("c", 200, "e", "b"));
        entries.put("d.class", TinyJars.classReferring("d", 400, "e", "f"));
        entries.put("e.class", TinyJars.classReferring("e", 800));
        entries.put("f.class", TinyJars.classReferring("f", 1600));
        TinyJars.jar(dir.resolve("pearl.jar"), entries);
        Files.writeString(dir.resolve("proguard-mapping.txt"), """
                pearl.ui.PearlMIDlet -> a:
                    void startApp() -> startApp
                pearl.collector.Rows -> b:
                pearl.collector.Aes -> c:
                pearl.collector.Des -> d:
                pearl.collector.CbcMode -> e:
                pearl.collector.Sha1 -> f:
                """);
        return List.of(new CatalogueRow(0, "pearl.collector.Aes", false, false, List.of("AES"), List.of("AES encrypt")),
                new CatalogueRow(1, "pearl.collector.Des", false, false, List.of("DES"), List.of("DES encrypt")));
    }

    private long cost(String name) throws Exception {
        try (JarFile jar = new JarFile(dir.resolve("pearl.jar").toFile())) {
            return jar.getEntry(name).getCompressedSize() + 30 + 46 + 2L * name.length();
        }
    }

    @Test
    void aSuiteIsTheCoreAndTheClassesItsRowsReachEachCountedOnce() throws Exception {
        List<CatalogueRow> rows = device();
        SizeEstimate estimate = new SizeEstimate(dir, rows);
        long core = 22 + cost("META-INF/MANIFEST.MF") + cost("a.class") + cost("b.class");

        assertEquals(core, estimate.bytes(List.of()), "the core: what the MIDlet reaches without a row");
        assertEquals(core + cost("c.class") + cost("e.class"), estimate.bytes(List.of(rows.get(0))));
        long both = core + cost("c.class") + cost("d.class") + cost("e.class") + cost("f.class");
        assertEquals(both, estimate.bytes(rows), "the mode both rows share counts once");
        assertEquals(cost("d.class") + cost("f.class"), estimate.added(List.of(rows.get(0)), rows.get(1)));
        assertTrue(estimate.saved(rows, rows.get(1)) < estimate.bytes(List.of(rows.get(1))) - core,
                "leaving a row saves less than it takes alone, where it shares classes");
    }
}
