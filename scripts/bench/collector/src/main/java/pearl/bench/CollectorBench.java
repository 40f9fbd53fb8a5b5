package pearl.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.bouncycastle.crypto.BlockCipher;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.engines.RC4Engine;
import org.bouncycastle.crypto.modes.CBCBlockCipher;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;

import pearl.collector.Clock;
import pearl.collector.Collector;
import pearl.collector.Inputs;
import pearl.collector.Plan;
import pearl.collector.Progress;
import pearl.collector.Sample;
import pearl.collector.Suite;
import pearl.collector.TestCase;

/**
 * The collector's throughput for AES/CBC, SHA-256 and RC4 at 256 KB against JMH's measurement of
 * the same Bouncy Castle classes, in one JVM and one run; writes the ratios as markdown.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(0)
public class CollectorBench {

    static final int SIZE = 256 * 1024;
    static final String[] KEYS = {"AES/CBC encrypt", "SHA-256 digest", "RC4 encrypt"};
    static final String[] METHODS = {"aesCbc", "sha256", "rc4"};

    byte[] input;
    byte[] output;
    BlockCipher aesCbc;
    SHA256Digest sha256;
    RC4Engine rc4;

    @Setup
    public void setUp() {
        input = new byte[SIZE];
        output = new byte[SIZE];
        Inputs.fill(input, Inputs.RANDOM);
        aesCbc = new CBCBlockCipher(new AESEngine());
        aesCbc.init(true, new ParametersWithIV(new KeyParameter(Inputs.key(128)), Inputs.key(128)));
        sha256 = new SHA256Digest();
        rc4 = new RC4Engine();
        rc4.init(true, new KeyParameter(Inputs.key(128)));
    }

    @Benchmark
    public int aesCbc() {
        for (int offset = 0; offset < SIZE; offset += 16) {
            aesCbc.processBlock(input, offset, output, offset);
        }
        return output[SIZE - 1];
    }

    @Benchmark
    public int sha256() {
        sha256.update(input, 0, SIZE);
        sha256.doFinal(output, 0);
        return output[0];
    }

    @Benchmark
    public int rc4() {
        rc4.processBytes(input, 0, SIZE, output, 0);
        return output[SIZE - 1];
    }

    public static void main(String[] args) throws Exception {
        Path report = Path.of(args.length > 0 ? args[0] : "docs/benchmarks/collector.md");
        Map<String, Long> collector = collector();
        Map<String, Double> jmh = jmh();
        write(report, collector, jmh);
    }

    /** The collector's own samples at 256 KB (50 warm each), median bytes per second. */
    static Map<String, Long> collector() throws Exception {
        List<TestCase> chosen = new ArrayList<>();
        for (TestCase testCase : Suite.all()) {
            if (List.of(KEYS).contains(testCase.algorithm() + " " + testCase.operation())) {
                chosen.add(testCase);
            }
        }
        Plan.Part part = new Plan.Part(SIZE, SIZE, Plan.FULL_SAMPLES, null);
        Plan plan = new Plan(new Plan.Part[] {part, part, null}, Inputs.RANDOM);
        Map<String, List<Long>> rates = new LinkedHashMap<>();
        Progress quiet = new Progress() {
            public void advanced(int done, int total, Sample last) {
            }

            public void rejected(TestCase testCase, String reason) {
                throw new IllegalStateException(reason);
            }
        };
        new Collector(plan, chosen.toArray(new TestCase[0]), Clock.resolution(), sample -> {
            if (!sample.cold) {
                rates.computeIfAbsent(sample.algorithm + " " + sample.operation, k -> new ArrayList<>())
                        .add((long) sample.size * sample.calls * 1000 / sample.timeExec);
            }
        }, quiet).run(1, 0, 0);
        Map<String, Long> medians = new LinkedHashMap<>();
        for (String key : KEYS) {
            long[] values = rates.get(key).stream().mapToLong(Long::longValue).sorted().toArray();
            medians.put(key, values[values.length / 2]);
        }
        return medians;
    }

    /** JMH's throughput of the same classes, bytes per second. */
    static final Map<String, Double> JMH_ERROR = new LinkedHashMap<>();

    static Map<String, Double> jmh() throws Exception {
        Map<String, Double> rates = new LinkedHashMap<>();
        for (RunResult result : new Runner(new OptionsBuilder().include(CollectorBench.class.getName()).build()).run()) {
            String method = result.getParams().getBenchmark();
            method = method.substring(method.lastIndexOf('.') + 1);
            int i = Arrays.asList(METHODS).indexOf(method);
            rates.put(KEYS[i], result.getPrimaryResult().getScore() * SIZE);
            JMH_ERROR.put(KEYS[i], result.getPrimaryResult().getScoreError() * SIZE);
        }
        return rates;
    }

    static void write(Path report, Map<String, Long> collector, Map<String, Double> jmh) throws IOException {
        StringBuilder text = new StringBuilder();
        text.append("# Benchmark: the collector against JMH\n\n")
            .append("`scripts/pearl bench collector`, run ").append(java.time.Instant.now().toString(), 0, 16)
            .append(" UTC on ").append(System.getProperty("java.vm.name")).append(' ')
            .append(System.getProperty("java.version")).append(", ")
            .append(Runtime.getRuntime().availableProcessors()).append(" CPUs.\n\n")
            .append("The collector's own test cases (50 warm samples at 256 KB, each at least 50 clock ticks; ")
            .append("median throughput) against JMH (5 x 1 s warm-up, 10 x 1 s measurement, same JVM) ")
            .append("timing the same Bouncy Castle 1.53 classes on the same 256 KB input. Target: within 5 %.\n\n")
            .append("The JMH column carries its 99.9 % confidence interval: where it is wider than 5 %, ")
            .append("the machine was too noisy (other processes on its CPUs) for the target to be judged.\n\n")
            .append("| test case | collector (MB/s) | JMH (MB/s) | collector / JMH | within 5 % |\n")
            .append("| --- | ---: | ---: | ---: | --- |\n");
        for (String key : KEYS) {
            double ours = collector.get(key) / 1e6;
            double theirs = jmh.get(key) / 1e6;
            double ratio = ours / theirs;
            text.append(String.format(Locale.ROOT, "| %s | %.1f | %.1f ± %.1f | %.3f | %s |%n", key, ours, theirs,
                    JMH_ERROR.get(key) / 1e6, ratio,
                    Math.abs(ratio - 1) <= 0.05 ? "yes" : "**no**"));
        }
        Files.createDirectories(report.getParent());
        Files.writeString(report, text.toString());
        System.out.print(text);
    }
}
