package pearl.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShrinkTest {

    @TempDir
    Path dir;

    /** Keeps pearl/Main and what it reaches (each class's refs() kept with it), against the JDK's own classes. */
    private Path configuration(String more) throws Exception {
        return Files.writeString(dir.resolve("test.pro"), """
                -injars <in.jar>
                -outjars <out.jar>
                -libraryjars <java.home>/jmods/java.base.jmod(!**.jar;!module-info.class)
                -dontoptimize
                -dontpreverify
                -printmapping <mapping>
                -keep public class pearl.Main { public static void refs(); }
                -keepclassmembers class * { public static void refs(); }
                """ + more);
    }

    private Path input() throws Exception {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("pearl/Main.class", TinyJars.classReferring("pearl/Main", 0, "pearl/Used"));
        entries.put("pearl/Used.class", TinyJars.classReferring("pearl/Used", 0, "org/bouncycastle/Engine"));
        entries.put("pearl/Unused.class", TinyJars.classReferring("pearl/Unused", 0));
        entries.put("org/bouncycastle/Engine.class", TinyJars.classReferring("org/bouncycastle/Engine", 0));
        return TinyJars.jar(dir.resolve("in.jar"), entries);
    }

    private Map<String, String> substitutions() {
        return Map.of("in.jar", dir.resolve("in.jar").toString(), "out.jar", dir.resolve("out.jar").toString(),
                "java.home", System.getProperty("java.home"), "mapping", dir.resolve("out.map").toString());
    }

    @Test
    void runsTheConfigurationWithItsPlaceholdersFilledIn() throws Exception {
        input();
        Shrink.run(configuration(""), substitutions());

        Set<String> kept = TinyJars.entries(dir.resolve("out.jar")).keySet();
        assertTrue(kept.contains("pearl/Main.class"), kept.toString());
        assertEquals(3, kept.stream().filter(name -> name.endsWith(".class")).count(), "Main, what it uses, not Unused: " + kept);
        Map<String, String> mapping = ProGuardMapping.classes(dir.resolve("out.map"));
        assertEquals("pearl.Main", mapping.get("pearl.Main"), "the kept class keeps its name");
        assertTrue(mapping.containsKey("pearl.Used") && !mapping.containsKey("pearl.Unused"), mapping.toString());
    }

    @Test
    void shrinkingAloneKeepsNamesAndSplitsTheClassesByPrefix() throws Exception {
        input();
        Path midlet = dir.resolve("midlet.jar");
        Path bc = dir.resolve("bc.jar");

        Shrink.shrinkOnly(configuration(""), substitutions(),
                dir.resolve("out.jar"), "org/bouncycastle/", bc, midlet);

        assertEquals(Set.of("pearl/Main.class", "pearl/Used.class"), TinyJars.entries(midlet).keySet());
        assertEquals(Set.of("org/bouncycastle/Engine.class"), TinyJars.entries(bc).keySet());
    }

    @Test
    void aConfigurationThatFailsFailsTheRun() throws Exception {
        input();
        Path broken = Files.writeString(dir.resolve("broken.pro"), "-injars <in.jar>\n-outjars <out.jar>\n-keep class pearl.Main\n");

        // no library: Main's superclass, java.lang.Object, is missing, and ProGuard refuses to go on
        assertThrows(Exception.class, () -> Shrink.run(broken, substitutions()));
    }
}
