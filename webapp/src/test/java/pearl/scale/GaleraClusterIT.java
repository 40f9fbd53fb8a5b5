package pearl.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import pearl.testing.GaleraCluster;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * Two server instances on two nodes of a three-node MariaDB Galera cluster (scripts/galera.sh).
 * Phones sync through both, each batch sent to the phone's server and, at the same moment, sent
 * again through the other (an answer the phone did not hear), so that the two nodes write one
 * device's rows at once; in the middle of the stream the second server's node is killed with
 * SIGKILL and brought back. Every batch ends acknowledged and every sample is stored once on
 * every node; what the nodes' certification refused and what the dead node could not do reached
 * the phones as 503, which they sent again; and the Results Bank equals that of one server on one
 * database given the same batches.
 */
class GaleraClusterIT {

    private static final int DEVICES = 8;
    private static final int BATCHES = 6;

    /** What the phones heard besides 200: 503 while every node was up (a conflict), and while one was down. */
    private final AtomicInteger conflicts = new AtomicInteger();
    private final AtomicInteger unavailable = new AtomicInteger();
    private final AtomicInteger replayed = new AtomicInteger();
    private volatile boolean nodeDown;

    @Test
    void everyAcknowledgedSampleOnceThroughANodesCrashAndTheResultsOfOneServer() throws Exception {
        List<String> clustered;
        try (GaleraCluster cluster = GaleraCluster.start();
             TestDatabase database = TestDatabase.mariaDb(cluster.adminUrl(1));
             PearlServer first = PearlServer.start(database.url());
             PearlServer second = PearlServer.start(database.urlThroughPort(GaleraCluster.sqlPort(2)))) {
            HttpClient http = HttpClient.newHttpClient();
            List<SimulatedDevice> phones = new ArrayList<>();
            for (int device = 0; device < DEVICES; device++) {
                phones.add(SimulatedDevice.register(http, (device % 2 == 0 ? first : second).baseUrl(), TwoInstancesIT.model(device)));
            }
            ExecutorService sends = Executors.newFixedThreadPool(2 * DEVICES);
            CountDownLatch aThird = new CountDownLatch(DEVICES * BATCHES / 3);
            List<Future<?>> syncs = new ArrayList<>();
            for (int d = 0; d < DEVICES; d++) {
                int device = d;
                PearlServer home = device % 2 == 0 ? first : second;
                PearlServer other = device % 2 == 0 ? second : first;
                syncs.add(sends.submit(() -> {
                    for (int batch = 0; batch < BATCHES; batch++) {
                        int b = batch;
                        Future<?> resent = sends.submit(() -> {
                            send(http, other, phones.get(device), device, b);
                            return null;
                        });
                        send(http, home, phones.get(device), device, b);
                        resent.get();
                        aThird.countDown();
                    }
                    return null;
                }));
            }
            assertTrue(aThird.await(2, TimeUnit.MINUTES), "a third of the batches acknowledged");
            nodeDown = true;
            cluster.kill(2);
            cluster.startNode(2);
            nodeDown = false;
            for (Future<?> sync : syncs) {
                sync.get(5, TimeUnit.MINUTES);
            }
            sends.shutdown();

            for (int node = 1; node <= GaleraCluster.NODES; node++) {
                try (Connection connection = DriverManager.getConnection(database.urlThroughPort(GaleraCluster.sqlPort(node)));
                     ResultSet row = connection.createStatement().executeQuery(
                             "SELECT COUNT(*), COUNT(DISTINCT run_id, seq) FROM samples")) {
                    row.next();
                    assertEquals(DEVICES * BATCHES * TwoInstancesIT.SAMPLES, row.getInt(1), "every sample stored, on node " + node);
                    assertEquals(row.getInt(1), row.getInt(2), "and stored once, on node " + node);
                }
            }
            long certificationFailures = certificationFailures(database);
            System.out.printf("GALERA: answers 503 sent again: %d while every node was up, %d while node 2 was down"
                    + " or rejoining; %d resends refused as replays of a batch acknowledged through the other"
                    + " server; %d certification failures on nodes 1 and 3%n",
                    conflicts.get(), unavailable.get(), replayed.get(), certificationFailures);
            assertTrue(unavailable.get() > 0, "the dead node's server answered 503 and its phones sent again");
            assertTrue(certificationFailures > 0 && conflicts.get() > 0,
                    "the nodes' certification refused transactions, and phones heard 503 and sent again");

            first.awaitAnalysis();
            second.awaitAnalysis();
            clustered = TwoInstancesIT.results(first);
            assertEquals(clustered, TwoInstancesIT.results(second), "both instances serve the same Results Bank");
        }

        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer alone = PearlServer.start(database.url())) {
            HttpClient http = HttpClient.newHttpClient();
            for (int device = 0; device < DEVICES; device++) {
                SimulatedDevice phone = SimulatedDevice.register(http, alone.baseUrl(), TwoInstancesIT.model(device));
                for (int batch = 0; batch < BATCHES; batch++) {
                    var answer = SimulatedDevice.post(http, alone.baseUrl() + "/receiver", body(phone, device, batch));
                    assertEquals(200, answer.statusCode(), answer.body());
                }
            }
            alone.awaitAnalysis();
            assertEquals(TwoInstancesIT.results(alone), clustered, "the cluster's results = one server's on one database");
        }
    }

    /**
     * Sends one batch until the server acknowledges it, signed afresh for each try as the MIDlet
     * does: a 503 (the database unavailable, or its certification refused the transaction) is sent
     * again. A send that lost the race to its own resend through the other server is refused as
     * a replay: its samples are the ones the other acknowledged.
     */
    private void send(HttpClient http, PearlServer server, SimulatedDevice phone, int device, int batch)
            throws Exception {
        while (true) {
            HttpResponse<String> answer;
            try {
                answer = SimulatedDevice.post(http, server.baseUrl() + "/receiver", body(phone, device, batch));
            } catch (IOException unreachable) {
                throw new AssertionError("the server itself stayed up: " + unreachable, unreachable);
            }
            if (answer.statusCode() == 200) {
                return;
            }
            if (answer.statusCode() == 401 && answer.body().contains("was already used")) {
                replayed.incrementAndGet();
                return;
            }
            if (answer.statusCode() != 503) {
                throw new AssertionError(answer.statusCode() + ": " + answer.body());
            }
            (nodeDown ? unavailable : conflicts).incrementAndGet();
            Thread.sleep(100);
        }
    }

    /** The batch's body, signed with the phone's next counter (one phone, two threads). */
    private static byte[] body(SimulatedDevice phone, int device, int batch) {
        synchronized (phone) {
            return phone.batch(SimulatedDevice.conditions(TwoInstancesIT.platform(device)), TwoInstancesIT.runKey(device),
                    TwoInstancesIT.samples(device, batch));
        }
    }

    /** Transactions the nodes that stayed up refused or aborted to keep the cluster consistent. */
    private static long certificationFailures(TestDatabase database) throws Exception {
        long failures = 0;
        for (int node : new int[] {1, 3}) {
            try (Connection connection = DriverManager.getConnection(database.urlThroughPort(GaleraCluster.sqlPort(node)));
                 ResultSet rows = connection.createStatement().executeQuery("SELECT VARIABLE_VALUE FROM"
                         + " information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME IN"
                         + " ('WSREP_LOCAL_CERT_FAILURES', 'WSREP_LOCAL_BF_ABORTS')")) {
                while (rows.next()) {
                    failures += rows.getLong(1);
                }
            }
        }
        return failures;
    }
}
