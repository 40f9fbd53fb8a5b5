package pearl.build;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RepackTest {

    @TempDir
    Path dir;

    @Test
    void theJarHoldsTheSameEntriesInTheSameOrderAndIsNoLarger() throws Exception {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\nMIDlet-Name: PEARL\n".getBytes(StandardCharsets.UTF_8));
        entries.put("a/", new byte[0]);
        entries.put("a/empty.txt", new byte[0]);
        entries.put("a/B.class", TinyJars.classReferring("a/B", 2000, "a/C"));
        entries.put("a/table.bin", "0123456789abcdef".repeat(200).getBytes(StandardCharsets.UTF_8));
        entries.put("a/one.bin", new byte[] {42});
        Path jar = TinyJars.jar(dir.resolve("pearl.jar"), entries);
        long before = Files.size(jar);

        Repack.repack(jar, Repack.QUICK);

        Map<String, byte[]> after = TinyJars.entries(jar);
        assertEquals(new ArrayList<>(entries.keySet()), new ArrayList<>(after.keySet()));
        for (String name : entries.keySet()) {
            assertArrayEquals(entries.get(name), after.get(name), name);
        }
        assertTrue(Files.size(jar) < before, Files.size(jar) + " bytes after, " + before + " before");
        assertEquals(Files.size(jar), Repack.plainSize(jar), "a JAR Repack wrote is as large as plainSize says");
    }

    @Test
    void aJarRepackedTwiceIsTheSame() throws Exception {
        Path jar = TinyJars.jar(dir.resolve("x.jar"), Map.of("a/B.class", TinyJars.classReferring("a/B", 500)));
        Repack.repack(jar, Repack.QUICK);
        byte[] once = Files.readAllBytes(jar);
        Repack.repack(jar, Repack.QUICK);
        assertArrayEquals(once, Files.readAllBytes(jar));
        assertEquals(List.of("a/B.class"), new ArrayList<>(TinyJars.entries(jar).keySet()));
    }
}
