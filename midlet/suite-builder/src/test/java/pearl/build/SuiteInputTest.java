package pearl.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SuiteInputTest {

    @TempDir
    Path dir;

    @Test
    void theSuitesOwnRowsListJustItsRowsInTheOrderGivenUnderItsOwnName() throws Exception {
        Path classes = TinyJars.compile(dir.resolve("classes"), Map.of(
                "pearl/testcase/Catalogue.java", "package pearl.testcase; public interface Catalogue { }",
                "pearl/collector/Rows.java", """
                        package pearl.collector;
                        import pearl.testcase.Catalogue;
                        final class Rows { static Catalogue[] all() { return new Catalogue[] {new Aes(), new Md5(), new Rc4()}; } }
                        """,
                "pearl/collector/Aes.java", "package pearl.collector; import pearl.testcase.Catalogue; final class Aes implements Catalogue { }",
                "pearl/collector/Md5.java", "package pearl.collector; import pearl.testcase.Catalogue; final class Md5 implements Catalogue { }",
                "pearl/collector/Rc4.java", "package pearl.collector; import pearl.testcase.Catalogue; final class Rc4 implements Catalogue { }"));
        Map<String, byte[]> entries = new LinkedHashMap<>();
        for (String name : List.of("testcase/Catalogue", "collector/Rows", "collector/Aes", "collector/Md5", "collector/Rc4")) {
            String entry = "pearl/" + name + ".class";
            entries.put(entry, Files.readAllBytes(classes.resolve(entry)));
        }
        Path shrunk = TinyJars.jar(dir.resolve("shrunk.jar"), entries);
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().putValue("Manifest-Version", "1.0");
        manifest.getMainAttributes().putValue("MIDlet-Name", "PEARL");
        manifest.getMainAttributes().putValue("MIDlet-Vendor", "PEARL project");
        Path midlet = dir.resolve("midlet.jar");
        try (var out = new JarOutputStream(Files.newOutputStream(midlet), manifest)) {
            out.flush();
        }
        List<CatalogueRow> rows = List.of(
                new CatalogueRow(2, "pearl.collector.Rc4", false, true, List.of("RC4"), List.of("RC4 encrypt")),
                new CatalogueRow(0, "pearl.collector.Aes", true, true, List.of("AES/CBC"), List.of("AES/CBC encrypt")));

        Path input = dir.resolve("in.jar");
        SuiteInput.write(input, shrunk, midlet, "PEARL 64k-2", rows);

        try (JarFile jar = new JarFile(input.toFile())) {
            var main = jar.getManifest().getMainAttributes();
            assertEquals("PEARL 64k-2", main.getValue("MIDlet-Name"));
            assertEquals("PEARL 64k-2, , pearl.ui.PearlMIDlet", main.getValue("MIDlet-1"));
            assertEquals("PEARL project", main.getValue("MIDlet-Vendor"), "the rest of the manifest is kept");
        }
        try (URLClassLoader loader = new URLClassLoader(new URL[] {input.toUri().toURL()}, null)) {
            Method all = loader.loadClass("pearl.collector.Rows").getDeclaredMethod("all");
            all.setAccessible(true);  // the generated class is the test's subject: package-private, as the phone's
            List<String> listed = new ArrayList<>();
            for (Object row : (Object[]) all.invoke(null)) {
                listed.add(row.getClass().getName());
            }
            assertEquals(List.of("pearl.collector.Rc4", "pearl.collector.Aes"), listed);
        }
        assertFalse(Arrays.equals(entries.get("pearl/collector/Rows.class"),
                TinyJars.entries(input).get("pearl/collector/Rows.class")), "the full suite's Rows is replaced");
    }
}
