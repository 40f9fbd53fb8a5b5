package pearl.bench;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import pearl.server.bank.Database;
import pearl.server.bank.SamplesRemoteBank;
import pearl.server.model.Batch;
import pearl.server.model.RunRecord;
import pearl.server.model.SampleRecord;
import pearl.server.web.Services;
import pearl.testing.TestDatabase;

/**
 * scripts/bench/analyze.sh: the full analysis of 1,000,000 samples against one SQL GROUP BY over
 * the same samples, and the incremental analysis after a 500-sample sync, on MariaDB.
 */
public final class AnalyzeBench {

    private static final int DEVICES = 10;
    private static final int PER_DEVICE = 100_000;
    private static final String[][] CASES = {
        {"AES/ECB", "encrypt"}, {"AES/ECB", "decrypt"}, {"AES/CBC", "encrypt"}, {"SHA-256", "digest"}, {"RC4", "encrypt"},
    };
    private static final int SIZES = 9;
    private static final int ROUNDS = 3;
    private static final int SYNCS = 10;

    public static void main(String[] args) throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb()) {
            Services services = Services.over(Database.open(database.url()));
            long[] runs = SampleLoad.fill(services, database, DEVICES, PER_DEVICE, CASES, SIZES);

            double[] full = new double[ROUNDS];
            double[] groupBy = new double[ROUNDS];
            int results = 0;
            for (int round = 0; round < ROUNDS; round++) {
                long start = System.nanoTime();
                results = services.analyzer().analyzeAll();
                full[round] = (System.nanoTime() - start) / 1e6;
                groupBy[round] = groupBy(database);
            }

            double[] incremental = new double[SYNCS];
            int touched = 0;
            for (int sync = 0; sync < SYNCS; sync++) {
                Batch batch = batch(sync);
                SamplesRemoteBank.Stored stored = services.samples().store(batch, runs[0]);
                touched = stored.touched().size();
                long start = System.nanoTime();
                services.analyzer().analyzePending();
                incremental[sync] = (System.nanoTime() - start) / 1e6;
            }
            services.database().close();

            double ratio = Report.median(full) / Report.median(groupBy);
            double inc = Report.median(incremental);
            Report.write("analyze", String.format("""
                    # Analysis: full and incremental

                    `scripts/pearl bench analyze` (pearl.bench.AnalyzeBench). %,d samples on MariaDB: %d devices,
                    %d algorithm/operation pairs, %d input sizes, cold and warm, i.e. %d result groups of about
                    %,d samples each. Median of %d rounds.

                    | measurement | ms (median) | rounds |
                    | --- | ---: | --- |
                    | full analysis (`Analyzer.analyzeAll`: every statistic of docs/analysis.md, %d results and their lines, in one locked transaction) | %.0f | %s |
                    | one SQL `GROUP BY` over the same samples (COUNT, AVG, MIN, MAX per group, rows fetched) | %.0f | %s |
                    | incremental analysis after a 500-sample sync (%d touched groups, ~%,d samples re-read) | %.1f | %s |

                    **Full / GROUP BY: %.2f×** (target: at most 3×) — %s.
                    **Incremental: %.1f ms** (target: under 200 ms) — %s.
                    """, DEVICES * PER_DEVICE, DEVICES, CASES.length, SIZES, DEVICES * CASES.length * SIZES * 2,
                    PER_DEVICE / (CASES.length * SIZES), ROUNDS, results, Report.median(full), rounds(full),
                    Report.median(groupBy), rounds(groupBy), touched, touched * PER_DEVICE / (CASES.length * SIZES),
                    inc, rounds(incremental), ratio, ratio <= 3 ? "met" : "missed", inc, inc < 200 ? "met" : "missed"));
        }
    }

    /** A 500-sample sync of device 0, spread over its groups like a phone's plan. */
    private static Batch batch(int sync) {
        List<SampleRecord> samples = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            int seq = PER_DEVICE + sync * 500 + i;
            String[] c = CASES[seq % CASES.length];
            int size = 1024 << ((seq / CASES.length) % SIZES);
            samples.add(new SampleRecord(1, seq, c[0], c[1], 128, size, 1, 0, 32, size / 16 + i % 40, false));
        }
        RunRecord run = new RunRecord(1, Map.of("format", "1", "timer.resolution", "10", "midlet.version", "0.1.0",
                "bc.version", "1.53", "microedition.platform", "Bench/0"));
        return new Batch("unused", 1_000 + sync, List.of(run), samples, 0, new byte[0]);
    }

    private static double groupBy(TestDatabase database) throws Exception {
        try (Connection connection = database.connect(); Statement statement = connection.createStatement()) {
            long start = System.nanoTime();
            try (ResultSet rows = statement.executeQuery("SELECT r.device_id, r.vm_id, s.algorithm, s.operation,"
                    + " s.key_bits, s.size_bytes, s.cold, r.midlet_version, r.bc_version, COUNT(*),"
                    + " AVG(s.time_exec / s.calls), MIN(s.time_exec / s.calls), MAX(s.time_exec / s.calls)"
                    + " FROM samples s JOIN runs r ON r.id = s.run_id GROUP BY r.device_id, r.vm_id, s.algorithm,"
                    + " s.operation, s.key_bits, s.size_bytes, s.cold, r.midlet_version, r.bc_version")) {
                while (rows.next()) {
                    rows.getDouble(11);
                }
            }
            return (System.nanoTime() - start) / 1e6;
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
