package pearl.bench;

import java.io.IOException;
import java.net.URI;
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
 * The two take turns batch by batch, so that each meets the machine as the other does: on a
 * shared 2-core host its speed drifts by a quarter within a minute, which rounds measured one side
 * after the other compared as much as the paths.
 */
public final class IngestBench {

    static final int BATCH = 500;
    private static final int BATCHES = 60;
    private static final int ROUNDS = 7;
    /** Rounds run first and not counted, as JMH warms up: until the JIT has compiled the server's path (about 5). */
    private static final int WARMUP = 6;
    private static final String INSERT = "INSERT INTO samples (run_id, seq, algorithm, operation, key_bits, size_bytes,"
            + " init_calls, time_init, calls, time_exec, cold) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    /** One round's times, summed over its batches, and how long the analysis took to catch up after it. */
    private record Round(long httpNanos, long rawNanos, double caughtUpMs) {
        double httpRate() {
            return BATCH * BATCHES / (httpNanos / 1e9);
        }

        double rawRate() {
            return BATCH * BATCHES / (rawNanos / 1e9);
        }

        double ratio() {
            return (double) rawNanos / httpNanos;
        }
    }

    public static void main(String[] args) throws Exception {
        List<Round> rounds = new ArrayList<>();
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url());
             PhoneConnection phoneConnection = new PhoneConnection(URI.create(server.baseUrl()));
             Connection raw = DriverManager.getConnection(database.url()
                     + (database.url().contains("?") ? "&" : "?") + "rewriteBatchedStatements=true")) {
            HttpClient registrations = HttpClient.newHttpClient();
            String receiver = URI.create(server.baseUrl()).getPath() + "/receiver";
            for (int round = 0; round < WARMUP + ROUNDS; round++) {
                SimulatedDevice phone = SimulatedDevice.register(registrations, server.baseUrl(), "Bench phone " + round);
                long run = 1_700_000_000_000L + round;
                List<byte[]> bodies = new ArrayList<>();
                for (int b = 0; b < BATCHES; b++) {
                    bodies.add(phone.batch(SimulatedDevice.conditions("Bench/1.0"), run, samples(run, b)));
                }
                long rawRun = rawRun(raw, round);
                raw.setAutoCommit(false);
                long http = 0;
                long rawTime = 0;
                long answered = 0;
                try (PreparedStatement insert = raw.prepareStatement(INSERT)) {
                    for (int b = 0; b < BATCHES; b++) {
                        long start = System.nanoTime();
                        post(phoneConnection, receiver, bodies.get(b));
                        answered = System.nanoTime();
                        rawInsert(raw, insert, rawRun, b);
                        http += answered - start;
                        rawTime += System.nanoTime() - answered;
                    }
                }
                raw.setAutoCommit(true);
                server.awaitAnalysis();
                if (round >= WARMUP) {
                    rounds.add(new Round(http, rawTime, (System.nanoTime() - answered) / 1e6));
                }
            }
        }
        double ratio = Report.median(rounds.stream().mapToDouble(Round::ratio).toArray());
        // scripts/bench/ingest.sh --cluster: the same run on a Galera cluster's first node, reported apart
        String database = System.getProperty("pearl.bench.database", "MariaDB at 127.0.0.1:3306");
        String command = System.getProperty("pearl.bench.command", "scripts/pearl bench ingest");
        Report.write(System.getProperty("pearl.bench.name", "ingest"), String.format("""
                # Ingest: samples/s through the HTTP path vs raw JDBC (%s)

                `%s` (pearl.bench.IngestBench). Each round: one phone sends %d signed
                batches of %d samples one after another through the whole path (HTTP POST to the embedded
                Tomcat, HMAC check, counter, one multi-row `INSERT IGNORE` per batch and the groups it touched
                in `pending_groups`, in one transaction committed to disk; the answer, which must say all %d
                were new); after each answer, the same %d rows go into the same `samples` table with a plain
                JDBC batch insert (`rewriteBatchedStatements=true`, one batch and transaction) on a connection
                of its own. The two take turns batch by batch, so both meet the machine in the same state. The
                phone is a thin blocking HTTP/1.1 client on one kept-alive connection (`PhoneConnection`). The background
                analysis worker, woken by each sync, analyzes the round's samples once it ends, on the same 2
                cores and database; its catch-up time is given below. A round's ratio is the raw insert's
                time over the HTTP path's; the figure is the median of %d rounds, after %d warm-up rounds not
                counted.

                | round | full HTTP path (until each answer), samples/s | raw JDBC batch insert, samples/s | ratio |
                | ---: | ---: | ---: | ---: |
                %s
                **Ratio: %.2f** (median; target: at least 0.8) — %s.

                After a round's last answer the worker had caught up (`GET /api/analysis` says `pending 0`,
                polled every 100 ms) within %.0f ms (median; rounds: %s).
                """, database, command, BATCHES, BATCH, BATCH, BATCH, ROUNDS, WARMUP, table(rounds), ratio,
                ratio >= 0.8 ? "met" : "missed", Report.median(rounds.stream().mapToDouble(Round::caughtUpMs).toArray()),
                caughtUp(rounds)), database);
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

    /** Sends one batch as a phone does, and checks the answer stored every sample as new. */
    private static void post(PhoneConnection phone, String receiver, byte[] body) throws IOException {
        PhoneConnection.Answer answer = phone.post(receiver, "text/plain; charset=utf-8", body);
        if (answer.status() != 200 || !answer.body().startsWith("OK\t" + BATCH + "\t0")) {
            throw new AssertionError("the receiver answered " + answer.status() + " " + answer.body());
        }
    }

    /** The reference's own run, to hold its rows apart from the phone's. */
    private static long rawRun(Connection raw, int round) throws Exception {
        try (Statement statement = raw.createStatement()) {
            statement.executeUpdate("INSERT INTO runs (device_id, run_key, vm_id, format_version, midlet_version,"
                    + " bc_version, timer_resolution, conditions) SELECT MIN(id), " + (900 + round)
                    + ", (SELECT MIN(id) FROM vms), 1, '0.1.0', '1.53', 10, '' FROM devices",
                    Statement.RETURN_GENERATED_KEYS);
            var keys = statement.getGeneratedKeys();
            keys.next();
            return keys.getLong(1);
        }
    }

    /** The reference: batch {@code batch}'s rows straight into the same table, as fast as JDBC allows. */
    private static void rawInsert(Connection raw, PreparedStatement insert, long runKey, int batch) throws Exception {
        for (Sample s : samples(runKey, batch)) {
            insert.setLong(1, runKey);
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
        raw.commit();
    }

    private static String table(List<Round> rounds) {
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < rounds.size(); i++) {
            Round round = rounds.get(i);
            rows.append(String.format("| %d | %.0f | %.0f | %.3f |%n", i + 1, round.httpRate(), round.rawRate(),
                    round.ratio()));
        }
        return rows.toString();
    }

    private static String caughtUp(List<Round> rounds) {
        StringBuilder text = new StringBuilder();
        for (Round round : rounds) {
            text.append(text.length() == 0 ? "" : ", ").append(String.format("%.0f", round.caughtUpMs()));
        }
        return text.toString();
    }
}
