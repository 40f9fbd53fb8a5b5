package pearl.build;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BuildCacheTest {

    @TempDir
    Path dir;

    @Test
    void aStepsFoldersComeBackWholeForTheSameInputsAndNotForOthers() throws Exception {
        BuildCache cache = BuildCache.of(dir.resolve("cache").toString(), "suites");
        Path suites = Files.createDirectories(dir.resolve("one/suites/sub"));
        Files.write(suites.resolve("a.jar"), new byte[] {1, 2, 3});
        Path work = Files.createDirectories(dir.resolve("one/work"));
        Files.writeString(work.resolve("inputs.txt"), "abc\n");
        cache.store("abc", dir.resolve("one/suites"), work);

        Path otherSuites = Files.createDirectories(dir.resolve("two/suites"));
        Files.write(otherSuites.resolve("stale.jar"), new byte[] {9});
        Path otherWork = dir.resolve("two/work");
        assertFalse(cache.restore("abd", otherSuites, otherWork), "other inputs, no output");
        assertTrue(cache.restore("abc", otherSuites, otherWork));
        assertArrayEquals(new byte[] {1, 2, 3}, Files.readAllBytes(otherSuites.resolve("sub/a.jar")));
        assertFalse(Files.exists(otherSuites.resolve("stale.jar")), "the folder holds the kept output only");
        assertEquals("abc\n", Files.readString(otherWork.resolve("inputs.txt")));
    }

    @Test
    void aStepKeepsItsLatestDigestsOnly() throws Exception {
        BuildCache cache = BuildCache.of(dir.resolve("cache").toString(), "device");
        Path out = Files.createDirectories(dir.resolve("out"));
        Files.write(out.resolve("pearl.jar"), new byte[] {1});
        for (int i = 0; i < BuildCache.KEPT + 2; i++) {
            cache.store("digest" + i, out);
            Files.setLastModifiedTime(cache.entry("digest" + i), FileTime.fromMillis(1_000_000L * (i + 1)));
        }
        cache.store("latest", out);
        try (Stream<Path> kept = Files.list(dir.resolve("cache/device"))) {
            assertEquals(BuildCache.KEPT, kept.count());
        }
        assertTrue(Files.isDirectory(cache.entry("latest")));
        assertFalse(Files.exists(cache.entry("digest0")), "the oldest went");
    }

    @Test
    void anEmptyFolderTurnsTheCacheOff() {
        assertNull(BuildCache.of("", "suites"));
    }
}
