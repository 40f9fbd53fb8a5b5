package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

import pearl.testing.ApiPages;
import pearl.testing.HeadlessEmulator;
import pearl.testing.PearlScript;

/**
 * {@code scripts/pearl demo} as a user runs it, on the tree the build made: the server on its
 * embedded H2, the quick plan in a real MicroEmulator. The results URL comes before the phone's first
 * measurement, the server shows results while the phone still measures (it syncs after each part
 * of its plan), and in the end it stores what the phone synced ({@link SyncedRun}) and shows every
 * kind of test case with no flagged figure. {@link EndToEndIT} takes every test case the same path
 * on MariaDB.
 */
class DemoIT {

    private static final long TIMEOUT_MS = 600_000;
    private static final Pattern PROGRESS = Pattern.compile("^PEARL (\\d+)/(\\d+) ", Pattern.MULTILINE);

    @Test
    void theDemoGivesItsUrlFirstFillsThePageWhileThePhoneRunsAndShowsEveryKindUnflagged() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        String url = "http://127.0.0.1:" + port + "/pearl";
        Path log = Files.createTempFile("pearl-demo", ".log");
        ProcessBuilder builder = new ProcessBuilder("bash", PearlScript.path().toString(), "demo")
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("PEARL_PORT", String.valueOf(port));
        builder.environment().put("PEARL_HOME", Files.createTempDirectory("pearl-demo-home").toString());
        Process demo = builder.start();
        try {
            String urlLine = "Results, as the phone sends them: " + url + "/results";
            String atUrl = await(demo, log, output -> output.contains(urlLine));
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
            assertEquals(2, run.lines("PEARL SYNCED").size(), "after the symmetric and the hash parts:\n" + output);
            List<CSVRecord> samples = SyncedRun.samples(url);
            SyncedRun.assertSyncedWhatWasStored(run, samples);
            SyncedRun.assertResultsMatchModalThroughput(url, samples);
            assertEveryKindUnflagged(url);
        } finally {
            demo.descendants().forEach(ProcessHandle::destroy);
            demo.destroy();
            demo.waitFor(30, TimeUnit.SECONDS);
        }
    }

    private static void assertEveryKindUnflagged(String url) throws Exception {
        Set<String> operations = new TreeSet<>();
        Set<String> modes = new TreeSet<>();
        Set<String> algorithms = new TreeSet<>();
        ApiPages.json(url, "/api/results").forEach(result -> {
            if (!result.get("cold").asBoolean()) {
                String what = result.get("algorithm").asText() + " " + result.get("operation").asText();
                assertEquals("", result.get("flags").asText(), "a figure the demo prints is flagged: " + what);
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
}
