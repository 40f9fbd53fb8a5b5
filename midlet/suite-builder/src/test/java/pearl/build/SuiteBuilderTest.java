package pearl.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SuiteBuilderTest {

    @TempDir
    Path dir;

    private static final String JDK = "<cldc.jar>(!**.jar;!module-info.class)";

    /**
     * A MIDlet of two rows, AES (which needs Bouncy Castle's engine) and MD5, configurations shaped
     * as midlet/proguard's, and the JDK's classes standing in for CLDC's.
     */
    private SuiteBuilder builder() throws Exception {
        Path classes = TinyJars.compile(dir.resolve("classes"), Map.of(
                "pearl/ui/PearlMIDlet.java", """
                        package pearl.ui;
                        public class PearlMIDlet {
                            public static void main(String[] args) { pearl.collector.TestCaseTable.full()[0].create(); }
                        }
                        """,
                "pearl/testcase/Catalogue.java", "package pearl.testcase; public interface Catalogue { Object create(); }",
                "pearl/collector/TestCaseTable.java", """
                        package pearl.collector;
                        import pearl.testcase.Catalogue;
                        public final class TestCaseTable { public static Catalogue[] full() { return Rows.all(); } }
                        """,
                "pearl/collector/Rows.java", """
                        package pearl.collector;
                        import pearl.testcase.Catalogue;
                        final class Rows { static Catalogue[] all() { return new Catalogue[] {new Aes(), new Md5()}; } }
                        """,
                "pearl/collector/Aes.java", """
                        package pearl.collector;
                        import pearl.testcase.Catalogue;
                        final class Aes implements Catalogue { public Object create() { return new org.bouncycastle.AesEngine(); } }
                        """,
                "pearl/collector/Md5.java", """
                        package pearl.collector;
                        import pearl.testcase.Catalogue;
                        final class Md5 implements Catalogue { public Object create() { return new StringBuffer("MD5"); } }
                        """,
                "org/bouncycastle/AesEngine.java", "package org.bouncycastle; public class AesEngine { }",
                "org/bouncycastle/Unused.java", "package org.bouncycastle; public class Unused { }"));
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().putValue("Manifest-Version", "1.0");
        manifest.getMainAttributes().putValue("MIDlet-Name", "PEARL");
        Path midlet = dir.resolve("midlet.jar");
        Map<String, byte[]> bc = new LinkedHashMap<>();
        try (JarOutputStream jar = new JarOutputStream(Files.newOutputStream(midlet), manifest)) {
            for (String name : List.of("ui/PearlMIDlet", "testcase/Catalogue", "collector/TestCaseTable", "collector/Rows",
                    "collector/Aes", "collector/Md5")) {
                jar.putNextEntry(new ZipEntry("pearl/" + name + ".class"));
                jar.write(Files.readAllBytes(classes.resolve("pearl/" + name + ".class")));
                jar.closeEntry();
            }
        }
        for (String name : List.of("AesEngine", "Unused")) {
            bc.put("org/bouncycastle/" + name + ".class", Files.readAllBytes(classes.resolve("org/bouncycastle/" + name + ".class")));
        }
        TinyJars.jar(dir.resolve("bc.jar"), bc);
        Path proguard = Files.createDirectories(dir.resolve("proguard"));
        Files.writeString(proguard.resolve("device.pro"), """
                -injars <midlet.jar>
                -injars <bc.jar>
                -outjars <device.jar>
                -libraryjars %s
                -dontoptimize
                -dontpreverify
                -printmapping <mapping>
                -keep public class pearl.ui.PearlMIDlet { public static void main(java.lang.String[]); }
                """.formatted(JDK));
        Files.writeString(proguard.resolve("conformance.pro"), """
                -injars <device.jar>
                -libraryjars %s
                -keep class ** { *; }
                -dontoptimize
                -dontobfuscate
                -dontpreverify
                """.formatted(JDK));
        Path jdk = Path.of(System.getProperty("java.home"), "jmods", "java.base.jmod");
        return new SuiteBuilder(proguard, dir.resolve("work"), midlet, dir.resolve("bc.jar"), jdk, jdk);
    }

    @Test
    void aSuiteHoldsItsRowsAndTheirEnginesOnlyUnderItsOwnName() throws Exception {
        SuiteBuilder builder = builder();
        builder.preshrink();
        CatalogueRow md5 = new CatalogueRow(1, "pearl.collector.Md5", false, true, List.of("MD5"), List.of("MD5 digest"));
        CatalogueRow aes = new CatalogueRow(0, "pearl.collector.Aes", true, true, List.of("AES/CBC"), List.of("AES/CBC encrypt"));

        BuiltSuite built = builder.build("pearl-64k-2", "PEARL 64k-2", List.of(md5));
        BuiltSuite both = builder.build("pearl-64k-1", "PEARL 64k-1", List.of(md5, aes));

        Set<String> kept = ProGuardMapping.classes(built.mapping()).keySet();
        assertTrue(kept.contains("pearl.collector.Md5"), kept.toString());
        assertFalse(kept.contains("pearl.collector.Aes") || kept.contains("org.bouncycastle.AesEngine"),
                "a suite without AES carries neither its row nor its engine: " + kept);
        assertTrue(ProGuardMapping.classes(both.mapping()).keySet().containsAll(
                Set.of("pearl.collector.Aes", "pearl.collector.Md5", "org.bouncycastle.AesEngine")));
        assertEquals(List.of(aes, md5), both.rows(), "a suite runs its rows in catalogue order");
        assertEquals(2, builder.builds());
        try (JarFile jar = new JarFile(built.jar().toFile())) {
            assertEquals("PEARL 64k-2", jar.getManifest().getMainAttributes().getValue("MIDlet-Name"));
        }
        assertEquals(0, built.recompressed(), "a trial is not recompressed");

        BuiltSuite finished = SuiteBuilder.finish(built, Repack.QUICK);
        assertEquals(Files.size(finished.jar()), finished.bytes());
        assertTrue(finished.bytes() <= built.plain(), "Zopfli makes it no larger than at ProGuard's deflate");
        builder.conform(finished.jar());
    }

    @Test
    void aSuiteReferencingAClassOutsideTheLibraryFailsTheConformanceCheck() throws Exception {
        SuiteBuilder builder = builder();
        Path jar = TinyJars.jar(dir.resolve("bad.jar"), Map.of("pearl/Bad.class",
                TinyJars.classReferring("pearl/Bad", 0, "javax/microedition/lcdui/game/Sprite")));
        assertThrows(Exception.class, () -> builder.conform(jar));
    }
}
