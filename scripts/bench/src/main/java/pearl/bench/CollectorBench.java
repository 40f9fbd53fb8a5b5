package pearl.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
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
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
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
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;

import pearl.collector.Collector;
import pearl.collector.Plan;
import pearl.collector.Progress;
import pearl.collector.Sample;
import pearl.collector.TestCaseTable;
import pearl.testcase.Catalogue;
import pearl.testcase.Inputs;
import pearl.testcase.TestCase;
import pearl.util.Clock;

/**
 * The collector's throughput for AES/CBC, SHA-256 and RC4 at 256 KB against JMH's measurement of
 * the same Bouncy Castle classes, in one run; writes the ratios as markdown. Both sides are
 * measured alike: JMH forks a fresh JVM for each benchmark, and each collector test case runs in
 * a fresh JVM of its own, started from the same class path with the same flags, so neither side
 * inherits another's JIT state. Within a JVM both sides time windows of the same span (a JMH
 * iteration; five consecutive collector samples) and take the median window, as SUPERCOP takes
 * the median of its timings: the shared host's slow spells, which only ever slow a window, are
 * outvoted rather than averaged in. Each side runs {@link #JVMS} times, alternating, and counts
 * the median of its JVMs' figures. Arguments: {@code [--quick]} (fewer JMH iterations, to check
 * that it runs).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = CollectorBench.WARMUPS, time = 1)
@Measurement(iterations = CollectorBench.MEASUREMENTS, time = CollectorBench.WINDOW_MS, timeUnit = TimeUnit.MILLISECONDS)
@Fork(1)
public class CollectorBench {

    static final int WARMUPS = 5;
    /** The span of a window, ms: a JMH iteration, and five of the collector's samples of 56 ticks. */
    static final int WINDOW_MS = 280;
    /** The collector's consecutive 256 KB samples that make one window. */
    static final int WINDOW_SAMPLES = 5;
    /** The collector's samples per size: 20 windows at 256 KB, as many as JMH's. */
    static final int SAMPLES = 100;
    static final int MEASUREMENTS = SAMPLES / WINDOW_SAMPLES;
    static final int QUICK_WARMUPS = 1;
    static final int QUICK_MEASUREMENTS = 3;
    /**
     * Fresh JVMs per side and test case. Seven, not three: besides the host's slow spells, a JVM's
     * JIT can settle at another level for the whole JVM (RC4: one in three, 25 % slower, on both
     * sides), and quiet JVMs of one side spread by 3 % (SHA-256: 243 to 251 MB/s on the
     * collector's side, 247 to 253 on JMH's), more than a 2 % target leaves to the median of five.
     * The median of seven is moved only when four of them are.
     */
    static final int JVMS = 7;
    /** The flags of every JVM this benchmark starts, JMH's forks and the collector's alike. */
    static final String[] JVM_FLAGS = {"-Xmx1g"};
    /** The argument that makes main() the collector's side for one test case. */
    static final String COLLECTOR_SIDE = "--collector-side";
    static final String RATE = "RATE ";
    /** How far the collector may be from JMH (docs/collector.md, Benchmark). */
    static final double TARGET = 0.02;

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
        if (args.length == 2 && args[0].equals(COLLECTOR_SIDE)) {
            System.out.println(RATE + collector(args[1]));
            return;
        }
        if (args.length > 1 || args.length == 1 && !args[0].equals("--quick")) {
            System.err.println("usage: scripts/pearl bench collector [--quick]");
            System.exit(2);
        }
        boolean quick = args.length == 1;
        int warmups = quick ? QUICK_WARMUPS : WARMUPS;
        int measurements = quick ? QUICK_MEASUREMENTS : MEASUREMENTS;
        int jvms = quick ? 1 : JVMS;
        // Each turn runs a test case's two sides one right after the other, so that a shared
        // machine's slow spells weigh on both alike rather than on one side's whole series
        Map<String, List<Double>> collector = new LinkedHashMap<>();
        Map<String, List<Double>> jmh = new LinkedHashMap<>();
        for (int i = 0; i < KEYS.length; i++) {
            for (int turn = 0; turn < jvms; turn++) {
                collector.computeIfAbsent(KEYS[i], k -> new ArrayList<>()).add((double) collectorInFreshJvm(KEYS[i]));
                jmh.computeIfAbsent(KEYS[i], k -> new ArrayList<>()).add(jmh(new OptionsBuilder()
                        .warmupIterations(warmups).measurementIterations(measurements), METHODS[i]));
            }
        }
        write(Report.file("collector"), collector, jmh, warmups, measurements, jvms);
    }

    /** Runs {@link #collector(String)} in a new JVM: the same class path and {@link #JVM_FLAGS}. */
    static long collectorInFreshJvm(String key) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of(JVM_FLAGS));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), CollectorBench.class.getName(),
                COLLECTOR_SIDE, key));
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String rate = null;
        try (BufferedReader output = new BufferedReader(new InputStreamReader(process.getInputStream()))) {
            for (String line = output.readLine(); line != null; line = output.readLine()) {
                if (line.startsWith(RATE)) {
                    rate = line.substring(RATE.length());
                }
            }
        }
        if (process.waitFor() != 0 || rate == null) {
            throw new IllegalStateException("the collector's run of " + key + " failed (exit " + process.exitValue() + ")");
        }
        return Long.parseLong(rate);
    }

    /**
     * The collector's own samples of one test case at 256 KB ({@link #SAMPLES} warm), bytes per
     * second: the median of its windows, each {@link #WINDOW_SAMPLES} consecutive samples' bytes
     * over their time. Not the median of the samples' own rates: each reading is a whole number of
     * 1 ms ticks, off by up to one, so the median of 56-tick samples can sit up to 1.8 % from the
     * true time, where the readings' errors largely cancel in a window's sum. The collector runs
     * its full plan's sizes, 1 KB up to
     * 256 KB, as a phone's run does, and only the 256 KB samples count: a JVM that has seen only
     * 256 KB calls (a few dozen per sample) has not yet compiled the adapter's per-call method, so
     * Bouncy Castle's method would run compiled on its own rather than inlined into it as it is
     * into JMH's benchmark method (docs/collector.md).
     */
    static long collector(String key) throws Exception {
        TestCaseTable table = TestCaseTable.full();
        int chosen = -1;
        for (int i = 0; i < table.size(); i++) {
            if (key.equals(table.algorithm(i) + " " + table.operation(i))) {
                chosen = i;
            }
        }
        if (chosen < 0) {
            throw new IllegalStateException(key + " is not in the table");
        }
        Plan.Part part = new Plan.Part(Plan.KB, SIZE, SAMPLES, null);
        Plan plan = new Plan(new Plan.Part[] {part, part, null}, Inputs.RANDOM);
        List<Double> windows = new ArrayList<>();
        long[] window = new long[3]; // bytes, ms, samples
        Progress quiet = new Progress() {
            public void advanced(int done, int total, Sample last) {
            }

            public void rejected(TestCase testCase, String reason) {
                throw new IllegalStateException(reason);
            }

            public void finished(String summary) {
            }

            public void failed(String message) {
                throw new IllegalStateException(message);
            }
        };
        new Collector(plan, new Entry(table, chosen), Clock.resolution(), sample -> {
            if (!sample.cold && sample.size == SIZE) {
                window[0] += (long) sample.size * sample.calls;
                window[1] += sample.timeExec;
                if (++window[2] == WINDOW_SAMPLES) {
                    windows.add(window[0] * 1000.0 / window[1]);
                    Arrays.fill(window, 0);
                }
            }
        }, quiet).run(1, 0, 0);
        if (windows.isEmpty()) {
            throw new IllegalStateException("no warm window of " + key + ": is it still in the table?");
        }
        return Math.round(median(windows));
    }

    /**
     * JMH's throughput of the same classes in one fresh JVM (one fork), bytes per second: the
     * median of its measurement iterations.
     */
    static double jmh(ChainedOptionsBuilder options, String benchmark) throws Exception {
        options.include(CollectorBench.class.getName() + "." + benchmark + "$").jvmArgs(JVM_FLAGS);
        RunResult result = new Runner(options.build()).runSingle();
        List<Double> iterations = new ArrayList<>();
        for (BenchmarkResult fork : result.getBenchmarkResults()) {
            for (IterationResult iteration : fork.getIterationResults()) {
                iterations.add(iteration.getPrimaryResult().getScore() * SIZE);
            }
        }
        return median(iterations);
    }

    static void write(Path report, Map<String, List<Double>> collector, Map<String, List<Double>> jmh, int warmups,
                      int measurements, int jvms) throws IOException {
        StringBuilder text = new StringBuilder();
        text.append("# Benchmark: the collector against JMH\n\n")
            .append("`scripts/pearl bench collector`, run ").append(java.time.Instant.now().toString(), 0, 16)
            .append(" UTC on ").append(System.getProperty("java.vm.name")).append(' ')
            .append(System.getProperty("java.version")).append(", ")
            .append(Report.machine()).append(".\n\n")
            .append("The collector's own test cases (its full plan's sizes from 1 KB up, as on a phone; at 256 KB ")
            .append("warmed up, then ").append(SAMPLES).append(" warm samples, each at least 50 clock ticks, in windows of ")
            .append(WINDOW_SAMPLES).append(" consecutive samples, each window's bytes over its time) against JMH (")
            .append(warmups).append(" x 1 s warm-up, ").append(measurements).append(" x ").append(WINDOW_MS)
            .append(" ms measurement iterations) timing the same Bouncy Castle 1.53 classes on the same 256 KB input. ")
            .append("A JVM's figure on either side is the median of its windows (JMH: its iterations), as SUPERCOP ")
            .append("takes the median of its timings: the host's slow spells only ever slow a window. Each side runs ")
            .append(jvms).append(" times per test case, each time in a fresh JVM (JMH: one fork) with the same flags (")
            .append(String.join(" ", JVM_FLAGS)).append("), the two sides alternating. Each side's figure is the median ")
            .append("of its ").append(jvms).append(" JVMs' figures: a slow spell of the shared host that falls on ")
            .append("one JVM does not move it (docs/collector.md). Target: within ").append(percent(TARGET)).append(".\n\n")
            .append("| test case | collector (MB/s) | its JVMs (MB/s) | JMH (MB/s) | its JVMs (MB/s) | collector / JMH | within ")
            .append(percent(TARGET)).append(" |\n")
            .append("| --- | ---: | --- | ---: | --- | ---: | --- |\n");
        for (String key : KEYS) {
            double ours = median(collector.get(key)) / 1e6;
            double theirs = median(jmh.get(key)) / 1e6;
            double ratio = ours / theirs;
            text.append(String.format(Locale.ROOT, "| %s | %.1f | %s | %.1f | %s | %.3f | %s |%n", key, ours,
                    megabytes(collector.get(key)), theirs, megabytes(jmh.get(key)), ratio,
                    Math.abs(ratio - 1) <= TARGET ? "yes" : "**no**"));
        }
        Files.createDirectories(report.getParent());
        Files.writeString(report, text.toString());
        System.out.print(text);
    }

    private static double median(List<Double> values) {
        return new Percentile().evaluate(values.stream().mapToDouble(Double::doubleValue).toArray(), 50);
    }

    private static String megabytes(List<Double> rates) {
        StringBuilder list = new StringBuilder();
        for (double rate : rates) {
            list.append(list.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%.1f", rate / 1e6));
        }
        return list.toString();
    }

    private static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.0f %%", fraction * 100);
    }

    /** One entry of a catalogue, so that the collector runs that test case alone. */
    private record Entry(Catalogue catalogue, int index) implements Catalogue {
        public int size() {
            return 1;
        }

        public String algorithm(int i) {
            return catalogue.algorithm(index);
        }

        public String operation(int i) {
            return catalogue.operation(index);
        }

        public int keyBits(int i) {
            return catalogue.keyBits(index);
        }

        public boolean hasInit(int i) {
            return catalogue.hasInit(index);
        }

        public int fixedSize(int i) {
            return catalogue.fixedSize(index);
        }

        public TestCase create(int i) {
            return catalogue.create(index);
        }
    }
}
