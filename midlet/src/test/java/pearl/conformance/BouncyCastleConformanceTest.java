package pearl.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The device build silences ProGuard's warnings about Bouncy Castle while shrinking
 * ({@code -dontwarn org.bouncycastle.**} in device.pro), because most of BC is Java SE code that
 * shrinking drops. What it keeps must still be CLDC 1.0 clean: these tests run the build's two
 * ProGuard steps on stand-ins for BC classes and show that a kept reference outside CLDC 1.0
 * fails the build, and that the shrink step itself adds none.
 */
class BouncyCastleConformanceTest {

    private static final String CLDC = System.getProperty("pearl.cldc.jar");
    private static final String MIDP10 = System.getProperty("pearl.midp10.jar");
    private static final String MIDP20 = System.getProperty("pearl.midp20.jar");
    private static final Path PROGUARD = Path.of(System.getProperty("pearl.proguard.dir"));

    @TempDir
    Path work;

    @Test
    void keptBouncyCastleCodeThatNeedsJavaSeFailsTheBuild() throws Exception {
        Path device = shrink("UsesJavaSe", "CallsBc");

        String report = run("conformance.pro", device, false);

        assertTrue(report.contains("java.util.ArrayList"), "ProGuard names what CLDC 1.0 lacks:\n" + report);
    }

    /**
     * BC's HMac boxes ints with {@code new Integer}, which CLDC 1.0 has; ProGuard's object
     * simplification would turn that into {@code Integer.valueOf(int)}, which it has not.
     */
    @Test
    void theShrinkStepAddsNoReferenceOutsideCldc() throws Exception {
        Path device = shrink("Boxes", "CallsBoxes");

        String report = run("conformance.pro", device, true);

        assertFalse(report.contains("Warning"), report);
    }

    /** Runs device.pro on a MIDlet and a stand-in for BC, as the build does; the device JAR. */
    private Path shrink(String bcClass, String midletClass) throws Exception {
        Path bcClasses = Files.createDirectories(work.resolve("bc"));
        Path midletClasses = Files.createDirectories(work.resolve("midlet"));
        assertEquals(0, javac(bcClasses, null, "--release", "8", source(bcClass)));
        assertEquals(0, javac(midletClasses, bcClasses, "-source", "7", "-target", "7", "-Xlint:-options",
                "-bootclasspath", CLDC + File.pathSeparator + MIDP20, source(midletClass)));
        Properties properties = properties();
        properties.setProperty("midlet.jar", jar(midletClasses, "midlet.jar").toString());
        properties.setProperty("bc.jar", jar(bcClasses, "bc.jar").toString());
        Path device = work.resolve("device.jar");
        properties.setProperty("device.jar", device.toString());
        properties.setProperty("mapping", work.resolve("mapping.txt").toString());
        execute("device.pro", properties, true);
        return device;
    }

    private String run(String configuration, Path device, boolean succeeds) throws Exception {
        Properties properties = properties();
        properties.setProperty("device.jar", device.toString());
        return execute(configuration, properties, succeeds);
    }

    private Properties properties() {
        Properties properties = new Properties();
        properties.putAll(System.getProperties());
        properties.setProperty("cldc.jar", CLDC);
        properties.setProperty("midp10.jar", MIDP10);
        return properties;
    }

    /**
     * Runs ProGuard on {@code file} in its own JVM, as the build does (ProGuard's logging keeps the
     * first console it sees, so in-process runs cannot be told apart); its report.
     */
    private static String execute(String file, Properties properties, boolean succeeds) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path")));
        for (String key : List.of("cldc.jar", "midp10.jar", "midlet.jar", "bc.jar", "device.jar", "mapping")) {
            if (properties.getProperty(key) != null) {
                command.add("-D" + key + "=" + properties.getProperty(key));
            }
        }
        command.add("proguard.ProGuard");
        command.add("@" + PROGUARD.resolve(file));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String report = new String(process.getInputStream().readAllBytes());
        int status = process.waitFor();
        if (succeeds) {
            assertEquals(0, status, report);
        } else {
            assertNotEquals(0, status, "the conformance check must fail the build:\n" + report);
        }
        return report;
    }

    private String source(String name) throws IOException {
        Path source = work.resolve(name + ".java");
        try (InputStream in = getClass().getResourceAsStream("/conformance/bc/" + name + ".java")) {
            Files.copy(in, source);
        }
        return source.toString();
    }

    private static int javac(Path out, Path classPath, String... options) {
        String[] arguments = Stream.concat(
                classPath == null ? Stream.of("-d", out.toString()) : Stream.of("-d", out.toString(), "-cp", classPath.toString()),
                Stream.of(options)).toArray(String[]::new);
        return ToolProvider.getSystemJavaCompiler().run(null, null, null, arguments);
    }

    private Path jar(Path classes, String name) throws IOException {
        Path jar = work.resolve(name);
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
             Stream<Path> files = Files.walk(classes)) {
            for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                out.putNextEntry(new JarEntry(classes.relativize(file).toString().replace(File.separatorChar, '/')));
                out.write(Files.readAllBytes(file));
                out.closeEntry();
            }
        }
        return jar;
    }
}
