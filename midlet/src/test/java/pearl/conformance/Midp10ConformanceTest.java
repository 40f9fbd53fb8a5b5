package pearl.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import proguard.Configuration;
import proguard.ConfigurationParser;
import proguard.ProGuard;

/**
 * The build's promise: a MIDlet that uses anything MIDP 2.0 added does not get through, neither
 * through javac (compiled against the MIDP 1.0 API jar) nor through the conformance check of the
 * device JAR (proguard/conformance.pro).
 */
class Midp10ConformanceTest {

    private static final String CLDC = System.getProperty("pearl.cldc.jar");
    private static final String MIDP10 = System.getProperty("pearl.midp10.jar");
    private static final Path PROGUARD = Path.of(System.getProperty("pearl.proguard.dir"));

    @TempDir
    Path work;

    @Test
    void javacRejectsMidp20MethodsAgainstTheMidp10Api() throws IOException {
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int status = compile(CLDC + File.pathSeparator + MIDP10, errors);

        assertNotEquals(0, status, "javac must refuse Display.vibrate against the MIDP 1.0 API");
        assertTrue(errors.toString().contains("vibrate"), errors.toString());
    }

    @Test
    void conformanceCheckRejectsAJarThatCallsMidp20Methods() throws Exception {
        String midp20 = System.getProperty("pearl.midp20.jar");
        assertEquals(0, compile(CLDC + File.pathSeparator + midp20, new ByteArrayOutputStream()),
                "the offending class compiles against the full MIDP 2.0 API");
        Path jar = jarOf(work.resolve("classes"));

        String report = runConformanceCheck(jar);

        assertTrue(report.contains("vibrate"), "ProGuard names the missing member:\n" + report);
    }

    private int compile(String bootClassPath, ByteArrayOutputStream errors) throws IOException {
        Path source = work.resolve("Vibrates.java");
        try (InputStream in = getClass().getResourceAsStream("/conformance/Vibrates.java")) {
            Files.copy(in, source);
        }
        Path classes = Files.createDirectories(work.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        return javac.run(null, null, new PrintStream(errors, true), "-source", "7", "-target", "7",
                "-Xlint:-options", "-bootclasspath", bootClassPath, "-d", classes.toString(), source.toString());
    }

    private Path jarOf(Path classes) throws IOException {
        Path jar = work.resolve("offender.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry("offender/Vibrates.class"));
            out.write(Files.readAllBytes(classes.resolve("offender/Vibrates.class")));
            out.closeEntry();
        }
        return jar;
    }

    /** Runs conformance.pro on {@code jar}; returns ProGuard's report, having failed as it must. */
    private String runConformanceCheck(Path jar) throws Exception {
        Properties properties = new Properties();
        properties.putAll(System.getProperties());
        properties.setProperty("device.jar", jar.toString());
        properties.setProperty("cldc.jar", CLDC);
        properties.setProperty("midp10.jar", MIDP10);
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
        return report.toString();
    }
}
