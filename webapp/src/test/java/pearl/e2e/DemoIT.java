package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import pearl.testing.HeadlessEmulator;
import pearl.testing.PearlServer;
import pearl.testing.TestDatabase;

/**
 * The quick plan as {@code scripts/pearl demo} runs it, on the embedded H2 it runs on: the MIDlet
 * in a real MicroEmulator syncs to a real Tomcat, which stores what it synced ({@link SyncedRun})
 * and shows every kind of test case with no flagged figure. {@link EndToEndIT} takes every test
 * case the same path on MariaDB.
 */
class DemoIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theQuickPlanShowsEveryKindOfTestCaseAndNoFlaggedFigure() throws Exception {
        try (TestDatabase database = TestDatabase.of("H2");
             PearlServer server = PearlServer.start(database.url())) {

            HeadlessEmulator.Run run = HeadlessEmulator.run(server.baseUrl(), Map.of("PEARL-Autorun", "quick"), 600);

            assertEquals(0, run.exitCode(), run.output());
            assertEquals(1, run.lines("PEARL DONE").size(), run.output());
            server.awaitAnalysis();
            List<CSVRecord> samples = SyncedRun.samples(server);
            SyncedRun.assertSyncedWhatWasStored(run, samples);
            SyncedRun.assertResultsMatchModalThroughput(server, samples);
            var response = server.get("/api/results");
            assertEquals(200, response.statusCode(), response.body());
            Set<String> operations = new TreeSet<>();
            Set<String> modes = new TreeSet<>();
            Set<String> algorithms = new TreeSet<>();
            JSON.readTree(response.body()).forEach(result -> {
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
    }
}
