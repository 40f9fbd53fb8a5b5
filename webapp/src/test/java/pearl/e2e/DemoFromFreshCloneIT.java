package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

import pearl.testing.ApiPages;
import pearl.testing.HeadlessEmulator;
import pearl.testing.Readme;

/**
 * The README's first command as a newcomer runs it: the commit under test cloned into an empty
 * folder, nothing built, and the command run there exactly as the README writes it. It builds,
 * starts the server on its embedded H2 and runs the quick plan in a real MicroEmulator. The results
 * URL comes before the phone's first measurement, the server shows results while the phone still
 * measures (it syncs after its first measurement and after each part of its plan), and in the end
 * the results page lists what the phone synced ({@link SyncedRun}), every kind of test case, with
 * no flagged figure.
 * {@link EndToEndIT} takes every test case the same path on MariaDB.
 */
class DemoFromFreshCloneIT {

    private static final long TIMEOUT_MS = 600_000;
    private static final Pattern PROGRESS = Pattern.compile("^PEARL (\\d+)/(\\d+) ", Pattern.MULTILINE);

    @Test
    void theReadmesFirstCommandBuildsAFreshCloneGivesItsUrlFirstAndFillsThePageWhileThePhoneRuns() throws Exception {
        Readme readme = Readme.ofThisCheckout();
        Path folder = Files.createTempDirectory("pearl-fresh-clone");
        Path home = Files.createTempDirectory("pearl-demo-home");
        try {
            cloneTheCommitUnderTest(readme.root(), folder);
            int port;
            try (ServerSocket free = new ServerSocket(0)) {
                port = free.getLocalPort();
            }
            String url = "http://127.0.0.1:" + port + "/pearl";
            Path log = home.resolve("demo.log");
            ProcessBuilder builder = new ProcessBuilder("bash", "-c", readme.demo()).directory(folder.toFile())
                    .redirectErrorStream(true).redirectOutput(log.toFile());
            // a newcomer's shell: none of the outer Maven's own variables
            builder.environment().keySet().removeIf(name -> name.startsWith("MAVEN_"));
            builder.environment().put("PEARL_PORT", String.valueOf(port));
            builder.environment().put("PEARL_HOME", home.resolve("pearl").toString());
            Process demo = builder.start();
            try {
                assertTheDemoRuns(demo, log, url);
            } finally {
                demo.descendants().forEach(ProcessHandle::destroy);
                demo.destroy();
                demo.waitFor(30, TimeUnit.SECONDS);
            }
        } finally {
            delete(folder);
            delete(home);
        }
    }

    private static void assertTheDemoRuns(Process demo, Path log, String url) throws Exception {
        String urlLine = "Results, as the phone sends them: " + url + "/results";
        String atUrl = await(demo, log, output -> output.contains(urlLine));
        assertTrue(atUrl.contains("Building PEARL"), "the fresh clone was built:\n" + atUrl);
        assertFalse(PROGRESS.matcher(atUrl.substring(0, atUrl.indexOf(urlLine))).find(),
                "the URL before the phone's first measurement:\n" + atUrl);

        String whenResultsCame = await(demo, log, output -> hasResults(url));
        int[] progress = lastProgress(whenResultsCame);
        assertTrue(progress[0] < progress[1], "results on the server while the phone still measured:\n"
                + whenResultsCame);

        String output = await(demo, log, o -> o.contains("Every result is in: " + url + "/results"));
        HeadlessEmulator.Run run = new HeadlessEmulator.Run(0, output);
        assertEquals(1, run.lines("PEARL DONE").size(), output);
        assertEquals(List.of(), run.lines("PEARL SYNC LATER"), "every part synced as it ended");
        assertEquals(3, run.lines("PEARL SYNCED").size(),
                "after the first measurement, the symmetric part and the hash part:\n" + output);
        Matcher second = Pattern.compile("^PEARL 2/", Pattern.MULTILINE).matcher(output);
        assertTrue(second.find() && output.indexOf("PEARL SYNCED") < second.start(),
                "the first measurement synced before the second was taken:\n" + output);
        List<CSVRecord> samples = SyncedRun.samples(url);
        SyncedRun.assertSyncedWhatWasStored(run, samples);
        SyncedRun.assertResultsMatchModalThroughput(url, samples);
        assertEveryKindUnflagged(url);
        assertTheResultsPageListsThem(url);
    }

    /**
     * Clones the commit under test into {@code folder}, which is empty: what a newcomer has after
     * {@code git clone}. The tree's own uncommitted changes are not in it.
     */
    private static void cloneTheCommitUnderTest(Path root, Path folder) throws Exception {
        String commit = git(root, "rev-parse", "HEAD").trim();
        try (Stream<Path> nothing = Files.list(folder)) {
            assertEquals(0, nothing.count(), "the clone's folder is empty");
        }
        git(root, "clone", "--quiet", "--no-checkout", root.toString(), folder.toString());
        git(folder, "checkout", "--quiet", "--detach", commit);
        try (Stream<Path> files = Files.walk(folder)) {
            assertEquals(List.of(), files.filter(path -> path.getFileName().toString().equals("target")).toList(),
                    "nothing built in a fresh clone");
        }
    }

    private static String git(Path where, String... arguments) throws Exception {
        List<String> command = Stream.concat(Stream.of("git", "-C", where.toString()), Stream.of(arguments)).toList();
        Process git = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(git.getInputStream().readAllBytes());
        assertTrue(git.waitFor(120, TimeUnit.SECONDS) && git.exitValue() == 0,
                String.join(" ", command) + " failed (the tests run in a git checkout):\n" + output);
        return output;
    }

    private static void assertEveryKindUnflagged(String url) throws Exception {
        Set<String> operations = new TreeSet<>();
        Set<String> modes = new TreeSet<>();
        Set<String> algorithms = new TreeSet<>();
        ApiPages.json(url, "/api/results").forEach(result -> {
            if (!result.get("cold").asBoolean()) {
                String what = result.get("algorithm").asText() + " " + result.get("operation").asText();
                assertEquals("", result.get("flags").asText(), "a figure the demo shows is flagged: " + what);
                assertTrue(result.get("samples").asInt() >= 10, what);
                operations.add(result.get("operation").asText());
                String algorithm = result.get("algorithm").asText();
                algorithms.add(algorithm);
                modes.add(algorithm.substring(algorithm.lastIndexOf('/') + 1));
            }
        });
        assertTrue(modes.containsAll(List.of("ECB", "CBC", "CFB", "OFB")), "block modes: " + modes);
        assertTrue(operations.containsAll(List.of("encrypt", "decrypt", "digest", "mac", "keygen", "sign", "verify",
                "agree", "modexp-full")), "every kind of operation: " + operations);
        assertTrue(algorithms.containsAll(List.of("RC4", "SHA-256", "HMAC/SHA-256", "RSA-1024/e65537", "ECDSA/P-256")),
                "stream cipher, hash, MAC, public key: " + algorithms);
    }

    /** The page the demo prints the URL of: a table of the phone's results, each algorithm named. */
    private static void assertTheResultsPageListsThem(String url) throws Exception {
        String page = ApiPages.pages(url, "/results").get(0).body();  // checked to be a 200
        assertTrue(page.contains("<table"), "a results table:\n" + page);
        for (String algorithm : List.of("RC4", "SHA-256", "RSA-1024/e65537")) {
            assertTrue(page.contains(algorithm), "the page lists " + algorithm);
        }
    }

    private static boolean hasResults(String url) {
        try {
            return !ApiPages.json(url, "/api/results").isEmpty();
        } catch (Exception notYet) {
            return false;
        }
    }

    /** The measurements done and in all, of the last progress line in {@code output}; 0 of 1 before the first. */
    private static int[] lastProgress(String output) {
        int[] progress = {0, 1};
        Matcher line = PROGRESS.matcher(output);
        while (line.find()) {
            progress[0] = Integer.parseInt(line.group(1));
            progress[1] = Integer.parseInt(line.group(2));
        }
        return progress;
    }

    /**
     * Waits until {@code ready} holds of the demo's output so far, then returns the output read
     * after: the demo had printed no less when {@code ready} held.
     */
    private static String await(Process demo, Path log, Predicate<String> ready) throws Exception {
        long end = System.currentTimeMillis() + TIMEOUT_MS;
        while (true) {
            String output = Files.readString(log);
            if (ready.test(output)) {
                return Files.readString(log);
            }
            assertTrue(demo.isAlive() && System.currentTimeMillis() < end, "the demo did not get there:\n" + output);
            Thread.sleep(100);
        }
    }

    private static void delete(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        }
    }
}
