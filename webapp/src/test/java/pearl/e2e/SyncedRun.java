package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

import com.fasterxml.jackson.databind.JsonNode;

import pearl.testing.ApiPages;
import pearl.testing.HeadlessEmulator;
import pearl.testing.PearlServer;

/**
 * What a whole run of the MIDlet must leave on the server: exactly the samples the MIDlet says it
 * synced, and results that are the modal throughput of those samples, recomputed here from the
 * raw samples independently of the server's analysis.
 */
final class SyncedRun {


    private SyncedRun() {
    }

    static void assertSyncedWhatWasStored(HeadlessEmulator.Run run, List<CSVRecord> samples) {
        assertFalse(samples.isEmpty(), "samples were stored");
        String summary = run.lines("PEARL DONE").get(0);
        assertTrue(summary.contains(samples.size() + " samples synced"),
                "the MIDlet synced exactly what the server stored (" + samples.size() + "): " + summary);
    }

    /** A headless run (MicroEmulator's or phoneME's) that exited 0 once it had run its plan and synced. */
    static HeadlessEmulator.Run assertDone(HeadlessEmulator.Run run) {
        assertEquals(0, run.exitCode(), run.output());
        assertEquals(1, run.lines("PEARL DONE").size(), run.output());
        assertTrue(run.lines("PEARL FAILED").isEmpty(), run.output());
        return run;
    }

    static List<CSVRecord> results(PearlServer server) throws Exception {
        return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                .parse(new StringReader(String.join("\n", ApiPages.csv(server.baseUrl(), "/api/results?format=csv"))))
                .getRecords();
    }

    static List<CSVRecord> samples(PearlServer server) throws Exception {
        return samples(server.baseUrl());
    }

    /** Every sample the server at {@code baseUrl} holds. */
    static List<CSVRecord> samples(String baseUrl) throws Exception {
        return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                .parse(new StringReader(String.join("\n", ApiPages.csv(baseUrl, "/api/samples"))))
                .getRecords();
    }

    /**
     * Recomputes PEARL's analysis from the raw samples, independently of the server: per group, the
     * most frequent time per call of the warm samples (the smallest on a tie), and size / that time.
     * Cold samples have results of their own; this checks the warm ones.
     */
    static void assertResultsMatchModalThroughput(PearlServer server, List<CSVRecord> samples) throws Exception {
        assertResultsMatchModalThroughput(server.baseUrl(), samples);
    }

    /** {@link #assertResultsMatchModalThroughput(PearlServer, List)} of the server at {@code baseUrl}. */
    static void assertResultsMatchModalThroughput(String baseUrl, List<CSVRecord> samples) throws Exception {
        Map<String, List<Double>> timesByGroup = new HashMap<>();
        for (CSVRecord s : samples) {
            if (!Boolean.parseBoolean(s.get("cold"))) {
                String group = String.join("|", s.get("device"), s.get("vm"), s.get("algorithm"), s.get("operation"),
                        s.get("keyBits"), s.get("sizeBytes"), s.get("midletVersion"), s.get("bcVersion"));
                timesByGroup.computeIfAbsent(group, g -> new ArrayList<>())
                        .add(Double.parseDouble(s.get("timeExecMs")) / Double.parseDouble(s.get("calls")));
            }
        }
        List<JsonNode> results = new ArrayList<>();
        ApiPages.json(baseUrl, "/api/results").forEach(result -> {
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
