package pearl.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * device.pro silences Bouncy Castle's warnings (most of BC needs Java SE and is shrunk away), so
 * a BC class that kept a java.math.BigInteger reference after relocation would pass shrinking:
 * the conformance check of the device JAR must still fail the build on it.
 */
class RelocationConformanceTest {

    private static final Path PROGUARD = Path.of(System.getProperty("pearl.proguard.dir"));

    @TempDir
    Path work;

    @Test
    void conformanceCheckRejectsABouncyCastleClassThatStillUsesJavaMath() throws Exception {
        Path jar = offenderJar();
        // A JVM of its own: ProGuard's logging binds to the System.out it first sees, which
        // must stay the one Midp10ConformanceTest captures.
        Process proguard = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"),
                "-Ddevice.jar=" + jar, "-Dcldc.jar=" + System.getProperty("pearl.cldc.jar"),
                "-Dmidp10.jar=" + System.getProperty("pearl.midp10.jar"),
                "proguard.ProGuard", "@" + PROGUARD.resolve("conformance.pro"))
                .redirectErrorStream(true).start();
        String report = new String(proguard.getInputStream().readAllBytes());

        assertNotEquals(0, proguard.waitFor(), "the conformance check must fail the build:\n" + report);
        assertTrue(report.contains("java.math.BigInteger"), "ProGuard names the class:\n" + report);
    }

    private Path offenderJar() throws Exception {
        Path source = work.resolve("UsesBigInteger.java");
        try (InputStream in = getClass().getResourceAsStream("/conformance/relocation/UsesBigInteger.java")) {
            Files.copy(in, source);
        }
        Path classes = Files.createDirectories(work.resolve("classes"));
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, "--release", "8",
                "-d", classes.toString(), source.toString()));
        String name = "org/bouncycastle/offender/UsesBigInteger.class";
        Path jar = work.resolve("offender.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry(name));
            out.write(Files.readAllBytes(classes.resolve(name)));
            out.closeEntry();
        }
        return jar;
    }
}
