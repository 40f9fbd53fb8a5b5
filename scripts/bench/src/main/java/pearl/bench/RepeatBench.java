package pearl.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;

import pearl.collector.PlanAttributes;
import pearl.server.analysis.RankCorrelation;
import pearl.testing.ApiPages;
import pearl.testing.HeadlessEmulator;
import pearl.testing.PearlServer;
import pearl.testing.TestDatabase;

/**
 * scripts/bench/repeat.sh: one plan run twice in MicroEmulator, on two phones (each its own record
 * stores, so its own device on the server), one after the other; both sync to one server, whose
 * analysis gives each phone's results. For every test case and size measured by both: how far
 * the two throughputs lie apart, |a - b| / max(a, b) (the analysis's runs spread for two runs), and
 * at each size Spearman's rank correlation of the test cases' throughputs between the two runs
 * (the analysis's RankCorrelation, as /reference computes it).
 */
public final class RepeatBench {

    /** Block ciphers in modes, RC4, hashes: the kinds of PEARL's table, 1 to 64 KB. */
    private static final String ALGORITHMS = "AES/ECB,AES/CBC,AES/CFB,DESede/CBC,Blowfish/CBC,Serpent/CBC,RC4,"
            + "HC-128,SHA-1,SHA-256,MD5";
    private static final String QUICK_ALGORITHMS = "AES/CBC,RC4,SHA-256";
    private static final double MEDIAN_TARGET = 0.01;
    private static final double P90_TARGET = 0.03;
    private static final double RANK_TARGET = 0.99;
    private static final Path SAMPLES = Path.of(System.getProperty("pearl.samples", "repeat-samples.csv"));

    /** One test case at one size, as both phones measured it. */
    private record Pair(String testCase, int size, double first, double second, double firstMean, double secondMean,
                        String flags) {
        double difference() {
            return apart(first, second);
        }

        double meanDifference() {
            return apart(firstMean, secondMean);
        }
    }

    public static void main(String[] args) throws Exception {
        boolean quick = BenchOptions.of("repeat", args, BenchOptions.QUICK).quick();
        Map<String, String> plan = new LinkedHashMap<>();
        plan.put(PlanAttributes.AUTORUN, "custom");
        plan.put(PlanAttributes.SUBMODULES, "symmetric,hash");
        plan.put(PlanAttributes.ALGORITHMS, quick ? QUICK_ALGORITHMS : ALGORITHMS);
        plan.put(PlanAttributes.MIN_SIZE, "1K");
        plan.put(PlanAttributes.MAX_SIZE, quick ? "4K" : "64K");
        // 20 samples in 5 rounds of 4: each measurement's samples from 5 instances spread over the run
        plan.put(PlanAttributes.SAMPLES, quick ? "10" : "20");
        plan.put(PlanAttributes.ROUNDS, "5");
        List<String> runs = new ArrayList<>();
        List<Pair> pairs;
        try (TestDatabase database = TestDatabase.h2(); PearlServer server = PearlServer.start(database.url(),
                Integer.getInteger("pearl.port", 0))) {
            for (String phone : List.of("Repeat A", "Repeat B")) {
                Map<String, String> attributes = new LinkedHashMap<>(plan);
                attributes.put("PEARL-Device-Name", phone);
                long start = System.nanoTime();
                HeadlessEmulator.Run run = HeadlessEmulator.run(HeadlessEmulator.Phone.create(), server.baseUrl(),
                        attributes, 3600);
                if (run.exitCode() != 0 || run.lines("PEARL DONE").isEmpty()) {
                    throw new IllegalStateException("the MIDlet did not finish its run:\n" + run.output());
                }
                runs.add(String.format("%s: %.0f s, load average %s at its end; %s", phone,
                        (System.nanoTime() - start) / 1e9, Report.loadNow(), run.lines("PEARL DONE").get(0)));
                System.out.println(runs.get(runs.size() - 1));
            }
            server.awaitAnalysis();
            pairs = pairs(ApiPages.json(server.baseUrl(), "/api/results?cold=false"));
            // every sample of both runs, in the order taken, for a closer look at a difference
            Files.write(SAMPLES, ApiPages.csv(server.baseUrl(), "/api/samples"));
        }
        Report.write("repeat", report(plan, runs, pairs), "an embedded H2 database");
    }

    /** The results of the two devices, paired by test case and size. */
    private static List<Pair> pairs(JsonNode results) {
        Map<String, JsonNode[]> byCase = new TreeMap<>();
        for (JsonNode r : results) {
            if (!r.get("unit").asText().equals("bytes") || r.get("throughput").isNull()) {
                continue;
            }
            int phone = r.get("device").asText().equals("Repeat A") ? 0 : 1;
            String key = r.get("algorithm").asText() + " " + r.get("operation").asText() + "\t"
                    + r.get("sizeBytes").asInt();
            byCase.computeIfAbsent(key, k -> new JsonNode[2])[phone] = r;
        }
        List<Pair> pairs = new ArrayList<>();
        byCase.forEach((key, both) -> {
            if (both[0] == null || both[1] == null) {
                return;
            }
            String[] parts = key.split("\t");
            int size = Integer.parseInt(parts[1]);
            String flags = (both[0].get("flags").asText() + " " + both[1].get("flags").asText()).trim();
            pairs.add(new Pair(parts[0], size, both[0].get("throughput").asDouble(), both[1].get("throughput").asDouble(),
                    size * 1000.0 / both[0].get("meanMs").asDouble(), size * 1000.0 / both[1].get("meanMs").asDouble(),
                    flags));
        });
        return pairs;
    }

    private static String report(Map<String, String> plan, List<String> runs, List<Pair> pairs) {
        double[] differences = pairs.stream().mapToDouble(Pair::difference).toArray();
        double[] meanDifferences = pairs.stream().mapToDouble(Pair::meanDifference).toArray();
        Map<Integer, List<Pair>> bySize = new TreeMap<>();
        pairs.forEach(p -> bySize.computeIfAbsent(p.size(), s -> new ArrayList<>()).add(p));
        StringBuilder sizes = new StringBuilder();
        double lowestRank = 1;
        for (Map.Entry<Integer, List<Pair>> size : bySize.entrySet()) {
            List<Pair> at = size.getValue();
            Double rank = spearman(at, false);
            lowestRank = rank == null ? lowestRank : Math.min(lowestRank, rank);
            double[] d = at.stream().mapToDouble(Pair::difference).toArray();
            sizes.append(String.format("| %,d | %d | %s | %s | %s | %s | %s |%n", size.getKey(), at.size(),
                    percent(Report.percentile(d, 50)), percent(Report.percentile(d, 90)), percent(max(d)), rho(rank),
                    rho(spearman(at, true))));
        }
        Map<String, List<Double>> byCase = new TreeMap<>();
        pairs.forEach(p -> byCase.computeIfAbsent(p.testCase(), c -> new ArrayList<>()).add(p.difference()));
        StringBuilder cases = new StringBuilder();
        byCase.forEach((testCase, d) -> {
            double[] values = d.stream().mapToDouble(Double::doubleValue).toArray();
            cases.append(String.format("| %s | %s | %s |%n", testCase, percent(Report.percentile(values, 50)),
                    percent(max(values))));
        });
        StringBuilder worst = new StringBuilder();
        pairs.stream().sorted((a, b) -> Double.compare(b.difference(), a.difference())).limit(10).forEach(p ->
                worst.append(String.format("| %s | %,d | %,.0f | %,.0f | %s | %s | %s |%n", p.testCase(), p.size(),
                        p.first(), p.second(), percent(p.difference()), percent(p.meanDifference()),
                        p.flags().isEmpty() ? "" : p.flags())));
        double median = Report.percentile(differences, 50);
        double p90 = Report.percentile(differences, 90);
        return String.format("""
                # Repeat: two runs of one plan in MicroEmulator

                `scripts/pearl bench repeat` (pearl.bench.RepeatBench). The same plan runs twice in headless
                MicroEmulator, on two phones one after the other (each its own record stores, so its own
                device on the server), and both sync to one server (embedded H2) whose analysis gives each
                phone's warm results. For every test case and size: the difference of the two modal
                throughputs, |a − b| / max(a, b) (as the analysis's `runs_spread` of two runs); at each size,
                Spearman's rank correlation of the test cases' throughputs between the runs (the analysis's
                `RankCorrelation`, Commons Math's statistic; — where fewer than 3 test cases have a size).
                Percentiles are Commons Math's `Percentile` (its default estimate).
                Every sample of both runs, in the order taken: `scripts/bench/target/repeat-samples.csv`
                (`GET /api/samples`).

                The clock is the wall's (`System.currentTimeMillis`, as on a phone): whatever else runs on
                the machine takes its share of the cores from the emulated phone while a sample is timed,
                so a figure falls with the load of its moment, and the two runs, minutes apart, meet
                different loads. Read the load averages beside each run: only a quiet machine's run says
                how repeatable the collector is.

                Plan (JAD attributes): %s. Each phone takes a measurement's (test case at one size) warm samples
                in the plan's rounds, the test case built anew in each round and the calls per sample of the
                first kept for the later ones, so that one instance's level is outvoted in the modal time
                (docs/collector.md, "Repeatable").

                %s

                | | run-to-run difference | target |
                | --- | ---: | --- |
                | median | %s | at most 1 %% — %s |
                | 90th percentile | %s | at most 3 %% — %s |
                | largest | %s | |
                | lowest rank correlation (any size) | %.4f | at least 0.99 — %s |

                %d pairs. The same pairs compared by their trimmed means instead of their modes (bytes over
                `meanMs`): median %s, 90th percentile %s, largest %s.

                ## By size

                | size (bytes) | test cases | median | 90th pct | largest | Spearman (modal) | Spearman (mean) |
                | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
                %s
                ## By test case (over its sizes)

                | test case | median | largest |
                | --- | ---: | ---: |
                %s
                ## The ten largest differences

                | test case | size | run A (bytes/s) | run B (bytes/s) | modal | mean | flags (A B) |
                | --- | ---: | ---: | ---: | ---: | ---: | --- |
                %s""",
                String.join(", ", plan.entrySet().stream().map(e -> "`" + e.getKey() + ": " + e.getValue() + "`")
                        .toList()),
                String.join("\n", runs.stream().map(r -> "- " + r).toList()),
                percent(median), median <= MEDIAN_TARGET ? "met" : "missed",
                percent(p90), p90 <= P90_TARGET ? "met" : "missed",
                percent(max(differences)), lowestRank, lowestRank >= RANK_TARGET ? "met" : "missed",
                pairs.size(), percent(Report.percentile(meanDifferences, 50)), percent(Report.percentile(meanDifferences, 90)),
                percent(max(meanDifferences)), sizes, cases, worst);
    }

    /** ρ of the two runs' throughputs (modal, or {@code byMean} from the mean) at one size; null with too few test cases. */
    private static Double spearman(List<Pair> at, boolean byMean) {
        Map<String, Double> first = new LinkedHashMap<>();
        Map<String, Double> second = new LinkedHashMap<>();
        for (Pair p : at) {
            first.put(p.testCase(), byMean ? p.firstMean() : p.first());
            second.put(p.testCase(), byMean ? p.secondMean() : p.second());
        }
        return RankCorrelation.of(first, second).rho();
    }

    private static String rho(Double rho) {
        return rho == null ? "—" : String.format("%.4f", rho);
    }

    private static double apart(double a, double b) {
        return Math.abs(a - b) / Math.max(a, b);
    }


    private static double max(double[] values) {
        double max = 0;
        for (double value : values) {
            max = Math.max(max, value);
        }
        return max;
    }

    private static String percent(double fraction) {
        return String.format("%.2f %%", 100 * fraction);
    }
}
