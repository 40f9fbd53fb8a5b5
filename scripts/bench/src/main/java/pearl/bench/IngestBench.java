package pearl.bench;

import java.net.http.HttpClient;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import pearl.collector.Sample;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * scripts/bench/ingest.sh: samples per second stored through the whole HTTP path (register, signed
 * batches, receiver, INSERT IGNORE, the background analysis worker running beside it) against a
 * raw JDBC batch insert of the same rows into the same table, in the same run on the same MariaDB.
 */
public final class IngestBench {

    static final int BATCH = 500;
    private static final int BATCHES = 60;
    private static final int ROUNDS = 3;
    /** Rounds run first and not counted, as JMH warms up: the JIT compiles the server's path and JDBC's alike. */
    private static final int WARMUP = 1;

    public static void main(String[] args) throws Exception {
        double[] http = new double[ROUNDS];
        double[] raw = new double[ROUNDS];
        double[] caughtUp = new double[ROUNDS];
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            HttpClient client = HttpClient.newHttpClient();
            for (int round = 0; round < WARMUP + ROUNDS; round++) {
                SimulatedDevice phone = SimulatedDevice.register(client, server.baseUrl(), "Bench phone " + round);
                long run = 1_700_000_000_000L + round;
                List<byte[]> bodies = new ArrayList<>();
                for (int b = 0; b < BATCHES; b++) {
                    bodies.add(phone.batch(SimulatedDevice.conditions("Bench/1.0"), run, samples(run, b)));
                }
                long start = System.nanoTime();
                for (byte[] body : bodies) {
                    var answer = SimulatedDevice.post(client, server.baseUrl() + "/receiver", body);
                    if (answer.statusCode() != 200) {
                        throw new AssertionError(answer.body());
                    }
                }
                long answered = System.nanoTime();
                double httpRate = BATCH * BATCHES / ((answered - start) / 1e9);
                server.awaitAnalysis();
                double caughtUpMs = (System.nanoTime() - answered) / 1e6;
                double rawRate = rawJdbc(database, round);
                if (round >= WARMUP) {
                    http[round - WARMUP] = httpRate;
                    caughtUp[round - WARMUP] = caughtUpMs;
                    raw[round - WARMUP] = rawRate;
                }
            }
        }
        double ratio = Report.median(http) / Report.median(raw);
        // scripts/bench/ingest.sh --cluster: the same run on a Galera cluster's first node, reported apart
        String database = System.getProperty("pearl.bench.database", "MariaDB at 127.0.0.1:3306");
        String command = System.getProperty("pearl.bench.command", "scripts/pearl bench ingest");
        Report.write(System.getProperty("pearl.bench.name", "ingest"), String.format("""
                # Ingest: samples/s through the HTTP path vs raw JDBC (%s)

                `%s` (pearl.bench.IngestBench). Each round: one phone sends %d signed
                batches of %d samples one after another through the whole path (HTTP POST to the embedded
                Tomcat, HMAC check, counter, one multi-row `INSERT IGNORE` per batch and the groups it touched
                in `pending_groups`, in one transaction committed to disk; the answer; the background analysis
                worker, woken by each sync, analyzes the burst once it ends, on the same 2 cores and database,
                and its catch-up time is given below); then the
                same number of rows go into the same `samples` table with a plain JDBC batch insert
                (`rewriteBatchedStatements=true`, %d rows per batch and transaction). Median of %d rounds, after
                %d warm-up round not counted.

                | path | samples/s (median) | rounds |
                | --- | ---: | --- |
                | full HTTP path (until the last answer) | %.0f | %s |
                | raw JDBC batch insert | %.0f | %s |

                **Ratio: %.2f** (target: at least 0.8) — %s.

                After the last answer the worker had caught up (`GET /api/analysis` says `pending 0`, polled
                every 100 ms) within %.0f ms (median; rounds: %s).
                """, database, command, BATCHES, BATCH, BATCH, ROUNDS, WARMUP, Report.median(http), rounds(http), Report.median(raw),
                rounds(raw), ratio, ratio >= 0.8 ? "met" : "missed", Report.median(caughtUp), rounds(caughtUp)), database);
    }

    /** A phone's batch {@code batch} of {@link #BATCH} samples over 9 sizes, the first of each size cold. */
    static List<Sample> samples(long run, int batch) {
        List<Sample> samples = new ArrayList<>();
        for (int i = 0; i < BATCH; i++) {
            int seq = batch * BATCH + i;
            samples.add(new Sample(run, seq, "AES/ECB", "encrypt", 128, 1024 << (seq % 9), 1, 0, 32,
                    400 + seq % 13, seq < 9));
        }
        return samples;
    }

    /** The reference: the same rows straight into the same table, as fast as JDBC allows. */
    private static double rawJdbc(TestDatabase database, int round) throws Exception {
        String url = database.url() + (database.url().contains("?") ? "&" : "?") + "rewriteBatchedStatements=true";
        try (Connection connection = DriverManager.getConnection(url)) {
            long runId;
            try (Statement statement = connection.createStatement()) {
                statement.executeUpdate("INSERT INTO runs (device_id, run_key, vm_id, format_version, midlet_version,"
                        + " bc_version, timer_resolution, conditions) SELECT MIN(id), " + (900 + round)
                        + ", (SELECT MIN(id) FROM vms), 1, '0.1.0', '1.53', 10, '' FROM devices",
                        Statement.RETURN_GENERATED_KEYS);
                var keys = statement.getGeneratedKeys();
                keys.next();
                runId = keys.getLong(1);
            }
            connection.setAutoCommit(false);
            long start = System.nanoTime();
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO samples (run_id, seq, algorithm,"
                    + " operation, key_bits, size_bytes, init_calls, time_init, calls, time_exec, cold)"
                    + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                for (int b = 0; b < BATCHES; b++) {
                    for (Sample s : samples(runId, b)) {
                        insert.setLong(1, runId);
                        insert.setInt(2, s.sequence);
                        insert.setString(3, s.algorithm);
                        insert.setString(4, s.operation);
                        insert.setInt(5, s.keyBits);
                        insert.setInt(6, s.size);
                        insert.setInt(7, s.initCalls);
                        insert.setInt(8, s.timeInit);
                        insert.setInt(9, s.calls);
                        insert.setInt(10, s.timeExec);
                        insert.setBoolean(11, s.cold);
                        insert.addBatch();
                    }
                    insert.executeBatch();
                    connection.commit();
                }
            }
            return BATCH * BATCHES / ((System.nanoTime() - start) / 1e9);
        }
    }

    private static String rounds(double[] values) {
        StringBuilder text = new StringBuilder();
        for (double value : values) {
            text.append(text.length() == 0 ? "" : ", ").append(String.format("%.0f", value));
        }
        return text.toString();
    }
}
