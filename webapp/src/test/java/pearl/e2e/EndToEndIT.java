package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

import pearl.collector.TestCaseTable;
import pearl.testing.HeadlessEmulator;
import pearl.testing.PearlServer;
import pearl.testing.TestDatabase;

/**
 * The whole path a user takes: the device JAR runs in a real MicroEmulator, syncs to the server on
 * a real Tomcat, the server stores the samples in the database and analyzes them, and the API
 * serves what was measured. Every test case of the suite, one warm sample each, on MariaDB; the
 * quick plan on the embedded H2 is {@link DemoIT}. Both check what {@link SyncedRun} holds a
 * run to; the database is the only part of the path the two runs do not share.
 */
class EndToEndIT {

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
            List<CSVRecord> samples = SyncedRun.samples(server);
            assertEquals(tableKeys(), keysOf(samples), "every test case of the table reached the server");
            SyncedRun.assertSyncedWhatWasStored(run, samples);
            SyncedRun.assertResultsMatchModalThroughput(server, samples);
        }
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
}
