package pearl.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpClient;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import pearl.collector.Sample;
import pearl.testing.HeadlessEmulator;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TcpProxy;
import pearl.testing.TestDatabase;

/**
 * The database goes away in the middle of syncing (a proxy between server and MariaDB is cut):
 * the receiver answers 503 and stores nothing; the phone keeps its samples and retries; when the
 * database is back, every sample is stored, once.
 */
class DatabaseGoneIT {

    private static final long RUN = 1_700_000_000_000L;

    @Test
    void aBatchDuringTheOutageGets503AndIsStoredOnceAfter() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); TcpProxy proxy = new TcpProxy(3306);
             PearlServer server = PearlServer.start(database.urlThroughPort(proxy.port()))) {
            HttpClient http = HttpClient.newHttpClient();
            String receiver = server.baseUrl() + "/receiver";
            SimulatedDevice phone = SimulatedDevice.register(http, server.baseUrl(), "Phone");
            var before = SimulatedDevice.post(http, receiver, phone.batch(SimulatedDevice.conditions("P/1"), RUN,
                    samples(0, 100)));
            assertEquals("OK\t100\t0", before.body().trim());

            proxy.cut();
            var during = SimulatedDevice.post(http, receiver, phone.batch(SimulatedDevice.conditions("P/1"), RUN,
                    samples(100, 200)));
            assertEquals(503, during.statusCode(), during.body());
            assertTrue(during.body().contains("nothing stored"), during.body());
            assertEquals("unavailable", during.headers().firstValue("PEARL-Refusal").orElse(null));

            proxy.restore();
            // As a phone does: resend (newly signed) until the server has its database again; the
            // pool may still hand out a connection broken by the outage for a moment.
            var after = during;
            long deadline = System.currentTimeMillis() + 30_000;
            while (after.statusCode() == 503 && System.currentTimeMillis() < deadline) {
                Thread.sleep(500);
                after = SimulatedDevice.post(http, receiver, phone.batch(SimulatedDevice.conditions("P/1"), RUN,
                        samples(100, 200)));
            }
            assertEquals("OK\t100\t0", after.body().trim(), "the resent batch is all new: nothing was stored in the outage");
            assertStoredOnce(database, 200);
        }
    }

    @Test
    void theMidletRetriesWithBackoffAndLosesNothing() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); TcpProxy proxy = new TcpProxy(3306);
             PearlServer server = PearlServer.start(database.urlThroughPort(proxy.port()))) {
            proxy.cut();
            // A small plan: what is under test is the sync, not the measuring
            HeadlessEmulator.Running midlet = HeadlessEmulator.start(server.baseUrl(), Map.of("PEARL-Autorun", "custom",
                    "PEARL-Algorithms", "AES/CBC,SHA-256", "PEARL-Submodules", "symmetric,hash",
                    "PEARL-Min-Size", "256", "PEARL-Max-Size", "1K", "PEARL-Samples", "3", "PEARL-Rounds", "1"));
            long deadline = System.currentTimeMillis() + 300_000;
            while (!midlet.outputSoFar().contains("PEARL RETRY") && System.currentTimeMillis() < deadline
                    && midlet.process().isAlive()) {
                Thread.sleep(200);
            }
            assertTrue(midlet.outputSoFar().contains("PEARL RETRY"), "the MIDlet met the outage:\n" + midlet.outputSoFar());
            proxy.restore();

            HeadlessEmulator.Run run = midlet.finish(600);

            assertEquals(1, run.lines("PEARL DONE").size(), run.output());
            int stored = assertStoredOnce(database, -1);
            assertTrue(stored > 0 && run.lines("PEARL DONE").get(0).contains(stored + " samples synced"),
                    "the MIDlet synced exactly what the server stored (" + stored + "):\n" + run.output());
        }
    }

    /** @return the number of samples, checked to be {@code expected} unless negative, and without duplicates */
    static int assertStoredOnce(TestDatabase database, int expected) throws Exception {
        try (Connection connection = database.connect();
             ResultSet row = connection.createStatement().executeQuery(
                     "SELECT COUNT(*), COUNT(DISTINCT run_id, seq) FROM samples")) {
            row.next();
            if (expected >= 0) {
                assertEquals(expected, row.getInt(1));
            }
            assertEquals(row.getInt(1), row.getInt(2), "no sample twice");
            return row.getInt(1);
        }
    }

    static List<Sample> samples(int from, int to) {
        List<Sample> samples = new ArrayList<>();
        for (int seq = from; seq < to; seq++) {
            samples.add(new Sample(RUN, seq, "AES/ECB", "encrypt", 128, 1024, 1, 0, 32, 300 + seq % 7, false));
        }
        return samples;
    }
}
