package pearl.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;

import org.junit.jupiter.api.Test;

import com.sun.net.httpserver.HttpServer;

/**
 * A smaller suite JAR of the build (docs/collector.md, Fit) is a MIDlet suite of its own: its JAD
 * and manifest carry its name and size, and run headless in MicroEmulator it measures each of its
 * test cases, every one past its known answer.
 */
class SmallSuiteIT {

    private static final Path SUITES = Path.of(System.getProperty("pearl.suites.dir", "target/suites"));
    /** The largest JAR an EC suite may take where its set's limit is smaller (midlet/pom.xml's suite.ec.limit). */
    private static final long EC_LIMIT = Long.getLong("pearl.suite.ec.limit", 98304);

    /** One line of suites.tsv. */
    private record SuiteLine(long limit, String suite, long jarBytes, int testCases, List<String> algorithms, long jarLimit) {
    }

    @Test
    void everySuiteNamesItselfAndItsRealSizeInJadAndManifest() throws IOException {
        List<SuiteLine> index = index();
        assertFalse(index.isEmpty());
        Set<String> names = new HashSet<>();
        for (SuiteLine entry : index) {
            Path jar = SUITES.resolve(entry.suite + ".jar");
            assertEquals(Files.size(jar), entry.jarBytes, entry.suite);
            assertTrue(entry.jarBytes <= entry.jarLimit, entry.suite + " within its budget");
            boolean ellipticCurve = entry.algorithms.stream().allMatch(algorithm -> algorithm.startsWith("EC"));
            assertEquals(ellipticCurve ? Math.max(entry.limit, EC_LIMIT) : entry.limit, entry.jarLimit,
                    entry.suite + ": its set's limit, or the EC budget for an EC suite of a smaller set");
            String jad = Files.readString(SUITES.resolve(entry.suite + ".jad"), StandardCharsets.UTF_8);
            String name = "PEARL " + (entry.limit / 1024) + "k-" + entry.suite.substring(entry.suite.lastIndexOf('-') + 1);
            assertTrue(jad.contains("MIDlet-Name: " + name + "\n"), jad);
            assertTrue(jad.contains("MIDlet-Jar-URL: " + entry.suite + ".jar\n"), jad);
            assertTrue(jad.contains("MIDlet-Jar-Size: " + entry.jarBytes + "\n"), jad);
            try (JarFile file = new JarFile(jar.toFile())) {
                assertEquals(name, file.getManifest().getMainAttributes().getValue("MIDlet-Name"),
                        "a phone refuses a JAR whose manifest names another suite than its JAD");
            }
            assertTrue(names.add(name), "each suite has a name of its own: " + name);
        }
    }

    @Test
    void theSmallestSuiteRunsOnTheEmulatorAndEveryTestCasePassesItsKnownAnswer() throws Exception {
        SuiteLine smallest = index().stream().min(Comparator.comparingLong(SuiteLine::jarBytes)).orElseThrow();
        Path dir = Files.createTempDirectory("pearl-suite");
        Files.copy(SUITES.resolve(smallest.suite + ".jar"), dir.resolve(smallest.suite + ".jar"));
        StringBuilder jad = new StringBuilder();
        for (String line : Files.readAllLines(SUITES.resolve(smallest.suite + ".jad"), StandardCharsets.UTF_8)) {
            if (!line.startsWith("PEARL-Server-URL:")) {
                jad.append(line).append('\n');
            }
        }
        // No PEARL server: one that refuses every request (404), so that the run ends at its sync
        // without the back-off a server out of reach would cost (waits of 1, 2, 4 and 8 s)
        HttpServer refusing = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        refusing.createContext("/", exchange -> {
            exchange.sendResponseHeaders(404, -1);
            exchange.close();
        });
        refusing.start();
        jad.append("PEARL-Server-URL: http://127.0.0.1:").append(refusing.getAddress().getPort()).append("/pearl/receiver\n")
                .append("PEARL-Autorun: quick\nPEARL-Algorithms: all\nPEARL-Samples: 1\n");
        Path jadFile = dir.resolve(smallest.suite + ".jad");
        Files.writeString(jadFile, jad, StandardCharsets.UTF_8);
        Path log = dir.resolve("emulator.log");
        Path jvmOptions = Path.of("src/emulator/jvm.options");
        assertTrue(Files.isRegularFile(jvmOptions), "the emulated phone's JVM options are missing: " + jvmOptions);
        Process emulator = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "@" + jvmOptions, "-Duser.home=" + Files.createDirectory(dir.resolve("home")), "-cp", microemulatorJar(),
                "org.microemu.app.Headless", "--quit", "--rms", "file", jadFile.toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            if (!emulator.waitFor(600, TimeUnit.SECONDS)) {
                emulator.destroyForcibly();
            }
        } finally {
            refusing.stop(0);
        }
        String output = Files.readString(log);

        assertFalse(output.contains("PEARL REJECTED"), output);
        assertTrue(output.contains("Run complete: "), output);
        for (String algorithm : smallest.algorithms) {
            assertTrue(output.contains("/" + smallest.testCases + " " + algorithm + " "),
                    smallest.suite + " measured " + algorithm + ":\n" + output);
        }
    }

    private static List<SuiteLine> index() throws IOException {
        List<String> lines = Files.readAllLines(SUITES.resolve("suites.tsv"), StandardCharsets.UTF_8);
        assertEquals("limit\tsuite\tjar_bytes\ttest_cases\talgorithms\tjar_limit", lines.get(0));
        List<SuiteLine> index = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] fields = line.split("\t");
            index.add(new SuiteLine(Long.parseLong(fields[0]), fields[1], Long.parseLong(fields[2]),
                    Integer.parseInt(fields[3]), Arrays.asList(fields[4].split(",")), Long.parseLong(fields[5])));
        }
        return index;
    }

    private static String microemulatorJar() {
        String jar = System.getProperty("pearl.microemulator.jar", "target/emulator/microemulator.jar");
        assertTrue(Files.isRegularFile(Path.of(jar)), "mvn verify copies MicroEmulator to " + jar);
        return jar;
    }
}
