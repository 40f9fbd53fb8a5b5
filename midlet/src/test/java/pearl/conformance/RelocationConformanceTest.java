package pearl.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import proguard.Configuration;
import proguard.ConfigurationParser;
import proguard.ProGuard;

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
        Properties properties = new Properties();
        properties.putAll(System.getProperties());
        properties.setProperty("device.jar", jar.toString());
        properties.setProperty("cldc.jar", System.getProperty("pearl.cldc.jar"));
        properties.setProperty("midp10.jar", System.getProperty("pearl.midp10.jar"));
        Configuration configuration = new Configuration();
        try (ConfigurationParser parser = new ConfigurationParser(
                PROGUARD.resolve("conformance.pro").toFile(), properties)) {
            parser.parse(configuration);
        }
        PrintStream console = System.out;
        ByteArrayOutputStream report = new ByteArrayOutputStream();
        System.setOut(new PrintStream(report, true));
        try {
            assertThrows(Exception.class, () -> new ProGuard(configuration).execute(),
                    "the conformance check must fail the build");
        } finally {
            System.setOut(console);
        }
        assertTrue(report.toString().contains("java.math.BigInteger"), "ProGuard names the class:\n" + report);
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
