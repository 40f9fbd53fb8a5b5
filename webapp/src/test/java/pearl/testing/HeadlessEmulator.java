package pearl.testing;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The device JAR in a real MicroEmulator, headless, in its own JVM: what a user runs with
 * {@code scripts/pearl emulator --headless}. The JAD is the build's, with the server URL and
 * the run's attributes put in. The phone's record stores (local bank, settings, credentials) are
 * files under a {@link Phone}'s home, so several runs can be one phone, and a kill of the emulator
 * leaves them whole (pearl.emulator.HeadlessPhone).
 */
public final class HeadlessEmulator {

    /** What the MIDlet printed, and how the emulator ended. */
    public record Run(int exitCode, String output) {
        public List<String> lines(String prefix) {
            return output.lines().filter(line -> line.startsWith(prefix)).toList();
        }
    }

    /** One emulated phone: its record stores live under {@code home} from run to run. */
    public record Phone(Path home) {
        public static Phone create() throws IOException {
            return new Phone(Files.createTempDirectory("pearl-phone"));
        }
    }

    private HeadlessEmulator() {
    }

    /**
     * Runs the MIDlet once.
     *
     * @param attributes JAD attributes to set, e.g. PEARL-Autorun: quick
     */
    public static Run run(String serverUrl, Map<String, String> attributes, long timeoutSeconds) throws Exception {
        return start(serverUrl, attributes).finish(timeoutSeconds);
    }

    /** Runs the MIDlet once on {@code phone}, which keeps what it stored for the next run. */
    public static Run run(Phone phone, String serverUrl, Map<String, String> attributes, long timeoutSeconds)
            throws Exception {
        return start(phone, serverUrl, attributes).finish(timeoutSeconds);
    }

    /** A MIDlet still running; its output so far can be read while it runs. */
    public record Running(Process process, Path log) {
        public String outputSoFar() throws IOException {
            return Files.readString(log);
        }

        public Run finish(long timeoutSeconds) throws Exception {
            if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("the MIDlet did not finish within " + timeoutSeconds + " s:\n"
                        + Files.readString(log));
            }
            return new Run(process.exitValue(), Files.readString(log));
        }
    }

    /** Starts the MIDlet once, on a new phone, and returns at once. */
    public static Running start(String serverUrl, Map<String, String> attributes) throws Exception {
        return start(Phone.create(), serverUrl, attributes);
    }

    /** Starts the MIDlet once on {@code phone} and returns at once. */
    public static Running start(Phone phone, String serverUrl, Map<String, String> attributes) throws Exception {
        Path device = Path.of(System.getProperty("pearl.device.dir", "target/device"));
        Path dir = Files.createTempDirectory("pearl-emulator");
        Files.copy(device.resolve("pearl.jar"), dir.resolve("pearl.jar"));
        Files.writeString(dir.resolve("pearl.jad"), jad(device.resolve("pearl.jad"), serverUrl, attributes));
        return launch(phone, dir, dir.resolve("pearl.jad"));
    }

    /**
     * Runs a suite as a phone installed it over the air: the JAD as the server served it (its
     * server URL and enrolment code kept), its JAR as fetched from the JAD's MIDlet-Jar-URL, and
     * {@code attributes} added for the run. Suites with different MIDlet-Names on one {@code phone}
     * keep their record stores apart, as on a MIDP 1.0 phone.
     */
    public static Run runInstalled(Phone phone, String servedJad, byte[] jar, Map<String, String> attributes,
                                   long timeoutSeconds) throws Exception {
        Path dir = Files.createTempDirectory("pearl-emulator");
        Files.write(dir.resolve("suite.jar"), jar);
        StringBuilder jad = new StringBuilder();
        for (String line : servedJad.split("\n")) {
            jad.append(line.startsWith("MIDlet-Jar-URL:") ? "MIDlet-Jar-URL: suite.jar" : line).append('\n');
        }
        attributes.forEach((name, value) -> jad.append(name).append(": ").append(value).append('\n'));
        Files.writeString(dir.resolve("suite.jad"), jad);
        return launch(phone, dir, dir.resolve("suite.jad")).finish(timeoutSeconds);
    }

    private static Running launch(Phone phone, Path dir, Path jad) throws IOException {
        Path log = dir.resolve("emulator.log");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "@" + jvmOptions(),
                "-Duser.home=" + phone.home(), "-cp", classPath(), "pearl.emulator.HeadlessPhone", "--quit",
                jad.toString()));
        return new Running(new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start(),
                log);
    }

    static String jad(Path original, String serverUrl, Map<String, String> attributes) throws IOException {
        StringBuilder jad = new StringBuilder();
        for (String line : Files.readAllLines(original, StandardCharsets.UTF_8)) {
            if (!line.startsWith("PEARL-Server-URL:")) {
                jad.append(line).append('\n');
            }
        }
        jad.append("PEARL-Server-URL: ").append(serverUrl).append("/receiver\n");
        attributes.forEach((name, value) -> jad.append(name).append(": ").append(value).append('\n'));
        return jad.toString();
    }

    /** MicroEmulator and PEARL's headless phone on it, whose record stores a kill leaves whole. */
    private static String classPath() {
        return jar("pearl.microemulator.jar", "microemulator-2.0.4.jar") + File.pathSeparator
                + jar("pearl.emulator.jar", "midlet/emulator's pearl-emulator.jar");
    }

    private static String jar(String property, String what) {
        String jar = System.getProperty(property);
        if (jar == null || !Files.isRegularFile(Path.of(jar))) {
            throw new IllegalStateException("set -D" + property + " to " + what + " (mvn verify does)");
        }
        return jar;
    }

    /** The emulated phone's JVM options, as scripts/pearl starts it. */
    private static String jvmOptions() {
        String options = System.getProperty("pearl.emulator.options");
        if (options == null || !Files.isRegularFile(Path.of(options))) {
            throw new IllegalStateException("set -Dpearl.emulator.options to midlet/src/emulator/jvm.options (mvn verify does)");
        }
        return options;
    }
}
