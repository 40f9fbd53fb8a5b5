package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import pearl.collector.TestCaseTable;
import pearl.testing.HeadlessEmulator;
import pearl.testing.PearlServer;
import pearl.testing.TestDatabase;

/**
 * The whole path a user takes: the device JAR runs in a real MicroEmulator, syncs to the server on
 * a real Tomcat, the server stores the samples in the database and analyzes them, and the API
 * serves what was measured. Every test case of the suite, one warm sample each, on MariaDB; and
 * the quick plan as {@code scripts/pearl demo} runs it, on the embedded H2 it runs on. Both check
 * that the server stored exactly what the MIDlet synced and that its results are the modal
 * throughput of those samples; the database is the only part of the path the two runs do not share.
 */
class EndToEndIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void samplesOfEveryTestCaseFromTheEmulatorReachTheResultsBankOnMariaDb() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb();
             PearlServer server = PearlServer.start(database.url())) {

            HeadlessEmulator.Run run = HeadlessEmulator.run(server.baseUrl(),
                    Map.of("PEARL-Autorun", "quick", "PEARL-Algorithms", "all", "PEARL-Samples", "1"), 600);

            assertEquals(0, run.exitCode(), run.output());
            assertEquals(1, run.lines("PEARL DONE").size(), "the MIDlet reports a finished run:\n" + run.output());
            assertTrue(run.lines("PEARL REJECTED").isEmpty(), "every known-answer check passes:\n" + run.output());
            assertTrue(run.lines("PEARL FAILED").isEmpty(), run.output());

            server.awaitAnalysis();
            List<CSVRecord> samples = samples(server);
            assertEquals(tableKeys(), keysOf(samples), "every test case of the table reached the server");
            assertSyncedWhatWasStored(run, samples);
            assertResultsMatchModalThroughput(server, samples);
        }
    }

    @Test
    void theQuickPlanShowsEveryKindOfTestCaseAndNoFlaggedFigure() throws Exception {
        try (TestDatabase database = TestDatabase.of("H2");
             PearlServer server = PearlServer.start(database.url())) {

            HeadlessEmulator.Run run = HeadlessEmulator.run(server.baseUrl(), Map.of("PEARL-Autorun", "quick"), 600);

            assertEquals(0, run.exitCode(), run.output());
            assertEquals(1, run.lines("PEARL DONE").size(), run.output());
            server.awaitAnalysis();
            List<CSVRecord> samples = samples(server);
            assertSyncedWhatWasStored(run, samples);
            assertResultsMatchModalThroughput(server, samples);
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

    private static void assertSyncedWhatWasStored(HeadlessEmulator.Run run, List<CSVRecord> samples) {
        assertFalse(samples.isEmpty(), "samples were stored");
        String summary = run.lines("PEARL DONE").get(0);
        assertTrue(summary.contains(samples.size() + " samples synced"),
                "the MIDlet synced exactly what the server stored (" + samples.size() + "): " + summary);
    }

    private static List<CSVRecord> samples(PearlServer server) throws Exception {
        var response = server.get("/api/samples");
        assertEquals(200, response.statusCode(), response.body());
        return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                .parse(new StringReader(response.body())).getRecords();
    }

    private static Set<String> tableKeys() {
        Set<String> keys = new TreeSet<>();
        TestCaseTable table = TestCaseTable.full();
        for (int i = 0; i < table.size(); i++) {
            keys.add(table.algorithm(i) + " " + table.operation(i));
        }
        return keys;
    }

    private static Set<String> keysOf(List<CSVRecord> samples) {
        return samples.stream().map(s -> s.get("algorithm") + " " + s.get("operation"))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /**
     * Recomputes PEARL's analysis from the raw samples, independently of the server: per group, the
     * most frequent time per call of the warm samples (the smallest on a tie), and size / that time.
     * Cold samples have results of their own; this checks the warm ones.
     */
    private static void assertResultsMatchModalThroughput(PearlServer server, List<CSVRecord> samples) throws Exception {
        Map<String, List<Double>> timesByGroup = new HashMap<>();
        for (CSVRecord s : samples) {
            if (!Boolean.parseBoolean(s.get("cold"))) {
                String group = String.join("|", s.get("device"), s.get("vm"), s.get("algorithm"), s.get("operation"),
                        s.get("key_bits"), s.get("size_bytes"), s.get("midlet_version"), s.get("bc_version"));
                timesByGroup.computeIfAbsent(group, g -> new ArrayList<>())
                        .add(Double.parseDouble(s.get("time_exec_ms")) / Double.parseDouble(s.get("calls")));
            }
        }
        var response = server.get("/api/results");
        assertEquals(200, response.statusCode(), response.body());
        List<JsonNode> results = new ArrayList<>();
        JSON.readTree(response.body()).forEach(result -> {
            if (!result.get("cold").asBoolean()) {
                results.add(result);
            }
        });
        assertEquals(timesByGroup.size(), results.size(),
                "one warm result per device, VM, algorithm, operation, key and input size and versions");
        for (JsonNode result : results) {
            String group = String.join("|", result.get("device").asText(), result.get("vm").asText(),
                    result.get("algorithm").asText(), result.get("operation").asText(), result.get("keyBits").asText(),
                    result.get("sizeBytes").asText(), result.get("midletVersion").asText(),
                    result.get("bcVersion").asText());
            List<Double> times = timesByGroup.get(group);
            assertTrue(times != null, "a result for samples that exist: " + group);
            double modal = mode(times);
            assertEquals(times.size(), result.get("samples").asInt(), group);
            assertEquals(modal, result.get("modalMs").asDouble(), modal * 1e-12, group);
            if (result.get("unit").asText().equals("op") || modal == 0) {
                assertTrue(result.get("throughput").isNull(), "no throughput for a time per operation or 0 ms: " + group);
            } else {
                assertEquals(result.get("sizeBytes").asDouble() * 1000 / modal, result.get("throughput").asDouble(),
                        result.get("throughput").asDouble() * 1e-9, group);
            }
        }
    }

    private static double mode(List<Double> values) {
        Map<Double, Long> counts = values.stream().collect(Collectors.groupingBy(v -> v, Collectors.counting()));
        long most = counts.values().stream().mapToLong(Long::longValue).max().orElseThrow();
        return counts.entrySet().stream().filter(e -> e.getValue() == most).mapToDouble(Map.Entry::getKey).min()
                .orElseThrow();
    }
}
