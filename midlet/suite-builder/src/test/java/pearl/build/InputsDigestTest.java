package pearl.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.jar.JarOutputStream;
import java.util.zip.ZipEntry;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputsDigestTest {

    @TempDir
    Path dir;

    @Test
    void aJarWrittenAnewWithTheSameClassesDigestsTheSameAndAChangedOneDoesNot() throws Exception {
        Path jar = dir.resolve("bc.jar");
        written(jar, 0);
        String first = new InputsDigest().jarEntries(jar).hex();
        written(jar, 86_400_000);
        assertEquals(first, new InputsDigest().jarEntries(jar).hex(), "a day later, the same classes");

        TinyJars.jar(dir.resolve("bc.jar"), Map.of("a.class", new byte[] {1, 2, 4}));
        assertNotEquals(first, new InputsDigest().jarEntries(jar).hex());
    }

    /** A JAR of one class, its entry dated {@code time}. */
    private static void written(Path jar, long time) throws Exception {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            ZipEntry entry = new ZipEntry("a.class");
            entry.setTime(time);
            out.putNextEntry(entry);
            out.write(new byte[] {1, 2, 3});
            out.closeEntry();
        }
    }

    @Test
    void aDirectoryCountsEveryFileAndASettingCounts() throws Exception {
        Path classes = Files.createDirectories(dir.resolve("classes/pearl"));
        Files.write(classes.resolve("A.class"), new byte[] {1});
        String before = new InputsDigest().file(dir.resolve("classes")).text("65536").hex();
        assertEquals(before, new InputsDigest().file(dir.resolve("classes")).text("65536").hex());
        assertNotEquals(before, new InputsDigest().file(dir.resolve("classes")).text("131072").hex());
        Files.write(classes.resolve("B.class"), new byte[] {2});
        assertNotEquals(before, new InputsDigest().file(dir.resolve("classes")).text("65536").hex());
    }

    @Test
    void theSameFilesInAnotherCheckoutDigestTheSame() throws Exception {
        for (String checkout : new String[] {"one", "two"}) {
            Path classes = Files.createDirectories(dir.resolve(checkout + "/classes/pearl"));
            Files.write(classes.resolve("A.class"), new byte[] {1});
        }
        assertEquals(new InputsDigest().file(dir.resolve("one/classes")).hex(),
                new InputsDigest().file(dir.resolve("two/classes")).hex());
        Files.move(dir.resolve("two/classes/pearl/A.class"), dir.resolve("two/classes/pearl/B.class"));
        assertNotEquals(new InputsDigest().file(dir.resolve("one/classes")).hex(),
                new InputsDigest().file(dir.resolve("two/classes")).hex(), "a file's name within the folder counts");
    }
}
