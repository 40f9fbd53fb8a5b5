package pearl.bench;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import pearl.server.bank.Database;
import pearl.server.bank.SyncTransaction;
import pearl.server.model.Batch;
import pearl.server.model.Operation;
import pearl.server.model.RunRecord;
import pearl.server.model.SampleRecord;
import pearl.server.model.TestCase;
import pearl.server.service.Parts;
import pearl.testing.TestDatabase;

/**
 * scripts/bench/analyze.sh: the full analysis of 10,000,000 samples (1,000,000 with --quick) against
 * one SQL GROUP BY over the same samples, and the incremental analysis after a 500-sample sync, on
 * MariaDB.
 */
public final class AnalyzeBench {

    private static final int DEVICES = 10;
    private static final String[][] CASES = {
        {"AES/ECB", "encrypt"}, {"AES/ECB", "decrypt"}, {"AES/CBC", "encrypt"}, {"SHA-256", "digest"}, {"RC4", "encrypt"},
    };
    private static final int SIZES = 9;
    private static final int ROUNDS = 3;
    private static final int SYNCS = 10;

    public static void main(String[] args) throws Exception {
        boolean quick = BenchOptions.of("analyze", args, BenchOptions.QUICK).quick();
        int perDevice = quick ? 100_000 : 1_000_000;
        try (TestDatabase database = TestDatabase.mariaDb()) {
            Parts parts = Parts.over(Database.open(database.url()));
            long fillStart = System.nanoTime();
            long[] devices = SampleLoad.fill(parts, database, DEVICES, perDevice, CASES, SIZES);
            double fillSeconds = (System.nanoTime() - fillStart) / 1e9;

            double[] full = new double[ROUNDS];
            double[] groupBy = new double[ROUNDS];
            int results = 0;
            for (int round = 0; round < ROUNDS; round++) {
                long start = System.nanoTime();
                results = parts.analyzer().analyzeAll();
                full[round] = (System.nanoTime() - start) / 1e6;
                groupBy[round] = groupBy(database);
            }

            double[] incremental = new double[SYNCS];
            int touched = 0;
            String deviceKey = parts.devices().listAll().stream().filter(d -> d.deviceId() == devices[0])
                    .findFirst().orElseThrow().deviceKey();
            for (int sync = 0; sync < SYNCS; sync++) {
                Batch batch = batch(deviceKey, sync, perDevice);
                try (SyncTransaction transaction = parts.samples().begin(batch)) {
                    touched = transaction.store(batch).touched().size();
                }
                long start = System.nanoTime();
                parts.analyzer().analyzePending();
                incremental[sync] = (System.nanoTime() - start) / 1e6;
            }
            parts.database().close();

            double ratio = Report.median(full) / Report.median(groupBy);
            double inc = Report.median(incremental);
            Report.write("analyze", String.format("""
                    # Analysis: full and incremental

                    `scripts/pearl bench analyze%s` (pearl.bench.AnalyzeBench). %,d samples on MariaDB: %d devices,
                    %d algorithm/operation pairs, %d input sizes, cold and warm, i.e. %d result groups of about
                    %,d samples each, generated inside MariaDB from its SEQUENCE engine in %.0f s. Median of %d
                    rounds (incremental: of %d syncs).

                    | measurement | ms (median) | rounds |
                    | --- | ---: | --- |
                    | full analysis (`Analyzer.analyzeAll`: every sample counted by group and timing in one GROUP BY, the counts stored, every statistic of docs/analysis.md, %d results and their lines, in one transaction) | %.0f | %s |
                    | one SQL `GROUP BY` over the same samples (COUNT, AVG, MIN, MAX per group, rows fetched) | %.0f | %s |
                    | incremental analysis after a 500-sample sync (`Analyzer.analyzePending`: %d touched groups; reads the 500 new samples and the touched groups' counts, no old sample) | %.1f | %s |

                    **Full / GROUP BY: %.2f×** (target: at most 2×) — %s.
                    **Incremental: %.1f ms** (target: at most 50 ms) — %s.
                    """, quick ? " --quick" : "", DEVICES * perDevice, DEVICES, CASES.length, SIZES,
                    DEVICES * CASES.length * SIZES * 2, perDevice / (CASES.length * SIZES), fillSeconds, ROUNDS, SYNCS,
                    results, Report.median(full), rounds(full), Report.median(groupBy), rounds(groupBy), touched,
                    inc, rounds(incremental), ratio, ratio <= 2 ? "met" : "missed", inc, inc <= 50 ? "met" : "missed"));
        }
    }

    /**
     * A 500-sample sync of the device {@code deviceKey}, spread over its groups like a phone's plan;
     * unsigned: the receiver checks signatures, and it is not what is timed here.
     */
    private static Batch batch(String deviceKey, int sync, int perDevice) {
        List<SampleRecord> samples = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            int seq = perDevice + sync * 500 + i;
            String[] c = CASES[seq % CASES.length];
            int size = 1024 << ((seq / CASES.length) % SIZES);
            samples.add(new SampleRecord(1, seq, new TestCase(c[0], Operation.of(c[1]), 128).at(size), 1, 0, 32, size / 16 + i % 40, false));
        }
        RunRecord run = new RunRecord(1, Map.of("format", "1", "timer.resolution", "10", "midlet.version", "0.1.0",
                "bc.version", "1.53", "microedition.platform", "Bench/0"));
        return new Batch(deviceKey, 1_000 + sync, List.of(run), samples, 0, new byte[0]);
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
