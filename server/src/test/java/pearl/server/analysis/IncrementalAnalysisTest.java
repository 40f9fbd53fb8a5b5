package pearl.server.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;
import org.apache.commons.math3.stat.descriptive.rank.Median;
import org.junit.jupiter.api.Test;

import pearl.server.bank.ResultsBank;
import pearl.server.bank.SyncTransaction;
import pearl.server.model.Batch;
import pearl.server.model.Operation;
import pearl.server.model.Result;
import pearl.server.model.RunRecord;
import pearl.server.model.SampleRecord;
import pearl.server.model.TestCase;
import pearl.server.web.OnEmbeddedDatabase;

/**
 * Statistics kept up to date from counts of new samples alone are those of counting every sample
 * again, and those of the textbook computation over every sample one by one: random times with
 * many ties, many groups, two phones, two timer resolutions, three runs per phone (one slower, so
 * some results' runs disagree), a resent batch, several syncs.
 */
class IncrementalAnalysisTest extends OnEmbeddedDatabase {

    private static final String[] CASES = {"AES/ECB encrypt", "SHA-256 digest", "RSA-1024/e65537 sign"};

    @Test
    void incrementalEqualsFullEqualsTextbook() throws Exception {
        Random random = new Random(42);
        String[] devices = new String[2];
        for (int d = 0; d < devices.length; d++) {
            devices[d] = parts.registrations().register("Phone " + d, null, Map.of()).deviceKey();
        }
        // what each group's samples were, one by one: time per call, ticks and run
        Map<String, List<double[]>> textbook = new HashMap<>();
        int seq = 0;
        for (int sync = 0; sync < 8; sync++) {
            for (int d = 0; d < devices.length; d++) {
                List<SampleRecord> samples = new ArrayList<>();
                int resolution = d == 0 ? 1 : 10;
                // a sync sends one of the phone's runs, each run over several syncs
                int runId = 1 + random.nextInt(3);
                for (int i = 0; i < 1 + random.nextInt(300); i++) {
                    String[] c = CASES[random.nextInt(CASES.length)].split(" ");
                    int size = 64 << random.nextInt(4);
                    boolean cold = random.nextInt(20) == 0;
                    int calls = 1 + random.nextInt(3);
                    // ties: few distinct times, now and then an outlier; about 20 ticks, so some groups are coarse
                    // run 3 a little slower: its mode may lie more than 5 % from the others'
                    int time = 15 + random.nextInt(12) + (random.nextInt(50) == 0 ? 400 : 0) + (runId == 3 ? 2 : 0);
                    samples.add(new SampleRecord(runId, seq++, new TestCase(c[0], Operation.of(c[1]), 0).at(size), 1, 0, calls, time, cold));
                    textbook.computeIfAbsent(d + " " + c[0] + " " + c[1] + " " + size + " " + cold,
                            g -> new ArrayList<>()).add(new double[] {(double) time / calls, (double) time / resolution,
                                runId});
                }
                RunRecord run = new RunRecord(runId, Map.of("format", "1", "timer.resolution", "" + resolution,
                        "midlet.version", "0.1", "bc.version", "1.53", "microedition.platform", "Test/" + d));
                store(new Batch(devices[d], 2L * sync + 1, List.of(run), samples, 0, new byte[0]));
                // the phone heard no answer and sends the same samples again: nothing counted twice
                store(new Batch(devices[d], 2L * sync + 2, List.of(run), samples, 0, new byte[0]));
            }
            parts.analyzer().analyzePending();
        }
        List<Result> incremental = parts.results().all();
        List<ResultsBank.Line> incrementalLines = parts.results().lines();

        parts.analyzer().analyzeAll();
        assertEquals(incremental, parts.results().all(), "a full recount gives exactly the same figures");
        assertEquals(incrementalLines, parts.results().lines());

        assertEquals(textbook.size(), incremental.size());
        assertTrue(incremental.stream().anyMatch(r -> r.flags().contains("runs-disagree")), "some runs disagree");
        assertTrue(incremental.stream().anyMatch(r -> r.runs() > 1 && !r.flags().contains("runs-disagree")),
                "some agree");
        long firstDevice = parts.registrations().find(devices[0]).orElseThrow().deviceId();
        for (Result result : incremental) {
            String group = (result.deviceId() == firstDevice ? 0 : 1) + " " + result.algorithm() + " "
                    + result.operation() + " " + result.sizeBytes() + " " + result.cold();
            assertTextbook(textbook.get(group), result);
        }
    }

    /** The statistics of docs/analysis.md computed over the samples one by one with Commons Math. */
    private static void assertTextbook(List<double[]> samples, Result result) {
        double[] times = samples.stream().mapToDouble(s -> s[0]).sorted().toArray();
        double[] ticks = samples.stream().mapToDouble(s -> s[1]).toArray();
        double median = new Median().evaluate(times);
        double sd = times.length > 1 ? new DescriptiveStatistics(times).getStandardDeviation() : 0;
        DescriptiveStatistics kept = new DescriptiveStatistics();
        for (double time : times) {
            if (Math.abs(time - median) <= 3 * sd) {
                kept.addValue(time);
            }
        }
        String what = result.toString();
        assertEquals(times.length, result.samples(), what);
        assertEquals(StatUtils.mode(times)[0], result.modalMs(), what);
        assertEquals(median, result.medianMs(), what);
        assertEquals(kept.getMean(), result.meanMs(), 1e-9 * kept.getMean(), what);
        if (kept.getN() > 1) {
            double half = new TDistribution(kept.getN() - 1).inverseCumulativeProbability(0.975)
                    * kept.getStandardDeviation() / Math.sqrt(kept.getN());
            assertEquals(kept.getMean() - half, result.ciLowMs(), 1e-9 * kept.getMean(), what);
            assertEquals(kept.getMean() + half, result.ciHighMs(), 1e-9 * kept.getMean(), what);
        }
        // each run's mode, and how far apart the runs' modes lie
        Map<Double, List<Double>> byRun = new TreeMap<>();
        samples.forEach(s -> byRun.computeIfAbsent(s[2], run -> new ArrayList<>()).add(s[0]));
        double[] modes = byRun.values().stream()
                .mapToDouble(run -> StatUtils.mode(run.stream().mapToDouble(Double::doubleValue).toArray())[0])
                .toArray();
        Double spread = modes.length > 1 ? (StatUtils.max(modes) - StatUtils.min(modes)) / StatUtils.max(modes) : null;
        assertEquals(byRun.size(), result.runs(), what);
        assertEquals(spread, result.runsSpread(), what);
        List<String> flags = new ArrayList<>();
        if (times.length < Statistics.TOO_FEW) {
            flags.add("too-few");
        }
        if (new Median().evaluate(ticks) < Statistics.COARSE_TICKS) {
            flags.add("coarse");
        }
        if (spread != null && spread > Statistics.RUNS_DISAGREE) {
            flags.add("runs-disagree");
        }
        assertEquals(String.join(",", flags), result.flags(), what);
    }

    /** Stores a batch as the receiver does once it has checked the signature, which these batches lack. */
    private void store(Batch batch) throws Exception {
        try (SyncTransaction sync = parts.samples().begin(batch)) {
            sync.store(batch);
        }
    }
}
