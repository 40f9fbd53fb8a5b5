package pearl.build;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JarSizesTest {

    @TempDir
    Path dir;

    @Test
    void entriesLargestFirstUnderTheirSourceNames() throws Exception {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n".getBytes());
        entries.put("a.class", TinyJars.classReferring("a", 100));
        entries.put("b.class", TinyJars.classReferring("b", 3000));
        Path jar = TinyJars.jar(dir.resolve("pearl.jar"), entries);
        Path mapping = Files.writeString(dir.resolve("map.txt"),
                "pearl.ui.PearlMIDlet -> a:\n    void startApp() -> a\npearl.collector.Aes -> b:\n");

        List<JarSizes.FileSize> sizes = JarSizes.entries(jar, JarSizes.originalNames(mapping));

        assertEquals(List.of("pearl.collector.Aes", "pearl.ui.PearlMIDlet", "META-INF/MANIFEST.MF"),
                sizes.stream().map(JarSizes.FileSize::name).toList());
        assertEquals(entries.get("b.class").length, sizes.get(0).raw());
    }
}
