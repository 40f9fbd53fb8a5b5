package pearl.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.ToDoubleFunction;

import org.bouncycastle.crypto.BlockCipher;
import org.bouncycastle.crypto.Digest;
import org.bouncycastle.crypto.StreamCipher;
import org.bouncycastle.crypto.digests.MD5Digest;
import org.bouncycastle.crypto.digests.SHA1Digest;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.engines.BlowfishEngine;
import org.bouncycastle.crypto.engines.DESEngine;
import org.bouncycastle.crypto.engines.RC4Engine;
import org.bouncycastle.crypto.engines.SerpentEngine;
import org.bouncycastle.crypto.engines.TwofishEngine;
import org.bouncycastle.crypto.modes.CBCBlockCipher;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
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
import pearl.collector.SampleSink;
import pearl.collector.TestCaseTable;
import pearl.testcase.Catalogue;
import pearl.testcase.Inputs;
import pearl.testcase.TestCase;
import pearl.util.Clock;

/**
 * The collector's throughput at 256 KB against JMH's measurement of the same code, for nine test
 * cases of the table's kinds (block ciphers in CBC, a stream cipher, hashes), in one run; writes
 * the ratios as markdown. Both sides measure in the same JVM, a JMH fork, taking turns: before
 * each of JMH's iterations the collector takes a window of its own samples, each side on a fresh
 * instance of the test case. So both time the same compiled code (each JVM first runs the plan's
 * smaller sizes through PEARL's adapter, as a phone's run does), at the JIT level that JVM settled
 * at, and a slow spell of the host falls on both sides' neighbouring windows rather than on one
 * side's JVM (docs/collector.md, Benchmark). A JVM's ratio is the median of its pairs' (a window
 * over the iteration after it), and a test case's the median of its {@link #JVMS} JVMs'.
 * Arguments: {@code [--quick]} (one JVM and few iterations: checks that it runs, writes no report).
 */
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
    /** Windows per JVM, each side: JMH's measurement iterations, each after one of the collector's windows. */
    static final int MEASUREMENTS = 20;
    /**
     * The collector's samples at each smaller size of the plan, 1 KB to 128 KB, which are there
     * for what they do to the JIT, as on a phone's run: they call the adapter's per-call method
     * often enough that it is compiled before the 256 KB samples (docs/collector.md, Benchmark).
     */
    static final int SMALLER_SAMPLES = 5;
    static final int QUICK_WARMUPS = 1;
    static final int QUICK_MEASUREMENTS = 3;
    /**
     * JVMs (JMH forks) per test case. A JVM's JIT settles at one of a few levels for the whole JVM
     * (DES/CBC: 69 or 73 MB/s), the same for both sides as they share it, so each JVM gives a ratio
     * of its own, and their median is the test case's.
     */
    static final int JVMS = 5;
    /**
     * The flags of every JVM this benchmark starts. The adapter's {@code execute} is never inlined
     * into its caller, as JMH's {@code @CompilerControl(DONT_INLINE)} would keep it (a class of the
     * MIDlet carries no annotations): otherwise C2 compiles a copy of it, Bouncy Castle's loop
     * inlined, into JMH's measurement loop, which the collector never runs (RC4: 1 % faster).
     * Both sides then call the same compiled {@code execute}.
     */
    static final String[] JVM_FLAGS = {"-Xmx1g", "-XX:CompileCommand=quiet",
        "-XX:CompileCommand=dontinline,*TestCase::execute"};
    /** The system property naming the file where a fork writes the collector's windows, bytes per second. */
    static final String WINDOWS_FILE = "pearl.bench.windows";
    /** How far the collector may be from JMH (docs/collector.md, Benchmark). */
    static final double TARGET = 0.01;
    /** Runs the report keeps: two runs hours apart show whether a ratio holds from run to run. */
    static final int KEPT_RUNS = 2;

    static final int SIZE = 256 * 1024;
    /** The test cases compared, by their names in the table (algorithm, a space, operation). */
    static final String[] KEYS = {"AES/CBC encrypt", "DES/CBC encrypt", "Blowfish/CBC encrypt",
        "Twofish/CBC encrypt", "Serpent/CBC encrypt", "RC4 encrypt", "SHA-256 digest", "SHA-1 digest",
        "MD5 digest"};

    /**
     * One test case as both sides time it, in a JVM with the collector's history: the plan's
     * smaller sizes first, through the same adapter, as on a phone. Then, before each of JMH's
     * iterations, a window of the collector's samples on an instance of its own, and a fresh
     * instance, known-answer checked and set up, for JMH to time: each side builds its instance
     * as the collector builds one per round (docs/collector.md, Benchmark).
     */
    @State(Scope.Thread)
    public static class Measured {
        /** One of {@link #KEYS}; the runner sets it per fork. */
        @Param({"AES/CBC encrypt"})
        public String testCase;
        Catalogue chosen;
        TestCase timed;
        byte[] input;
        byte[] output;
        int length;
        /** The collector's windows, bytes per second, one before each iteration, warm-up's included. */
        final List<Double> windows = new ArrayList<>();

        @Setup(Level.Trial)
        public void history() throws IOException {
            chosen = chosen(testCase);
            smallerSizes(chosen);
            input = new byte[SIZE];
            Inputs.fill(input, Inputs.RANDOM);
            output = new byte[chosen.create(0).outputSize(SIZE)];
            length = SIZE;
        }

        @Setup(Level.Iteration)
        public void collectorWindowThenFreshInstance() throws IOException {
            windows.add(collectorWindow(chosen));
            timed = chosen.create(0);
            String failure = timed.knownAnswerCheck();
            if (failure != null) {
                throw new IllegalStateException(failure);
            }
            timed.init();
        }

        /** Hands the windows to {@link #bothSides}; a fork started from JMH's command line keeps them. */
        @TearDown(Level.Trial)
        public void writeWindows() throws IOException {
            String file = System.getProperty(WINDOWS_FILE);
            if (file == null) {
                return;
            }
            StringBuilder lines = new StringBuilder();
            for (double window : windows) {
                lines.append(window).append('\n');
            }
            Files.writeString(Path.of(file), lines);
        }
    }

    /**
     * Bouncy Castle's classes called directly, in a JVM that has run nothing else: not the
     * reference (their code is compiled by another history), but what the docs show of how far a
     * JIT's inlining moves one cipher (docs/collector.md, Benchmark); run through JMH's command line.
     */
    @State(Scope.Thread)
    public static class Direct {
        @Param({"AES/CBC encrypt"})
        public String testCase;
        byte[] input;
        byte[] output;
        /** The input's length, read from a field as the collector's is: not a constant a JIT could fold. */
        int length;
        BlockCipher blockCipher;
        StreamCipher streamCipher;
        Digest digest;

        @Setup
        public void setUp() {
            input = new byte[SIZE];
            output = new byte[SIZE];
            length = SIZE;
            Inputs.fill(input, Inputs.RANDOM);
            TestCaseTable table = TestCaseTable.full();
            int entry = entry(table, testCase);
            KeyParameter key = new KeyParameter(Inputs.key(table.keyBits(entry)));
            switch (table.algorithm(entry)) {
                case "AES/CBC" -> blockCipher = cbc(new AESEngine(), key);
                case "DES/CBC" -> blockCipher = cbc(new DESEngine(), key);
                case "Blowfish/CBC" -> blockCipher = cbc(new BlowfishEngine(), key);
                case "Twofish/CBC" -> blockCipher = cbc(new TwofishEngine(), key);
                case "Serpent/CBC" -> blockCipher = cbc(new SerpentEngine(), key);
                case "RC4" -> {
                    streamCipher = new RC4Engine();
                    streamCipher.init(true, key);
                }
                case "SHA-256" -> digest = new SHA256Digest();
                case "SHA-1" -> digest = new SHA1Digest();
                case "MD5" -> digest = new MD5Digest();
                default -> throw new IllegalArgumentException("no direct counterpart for " + testCase);
            }
        }

        private static BlockCipher cbc(BlockCipher engine, KeyParameter key) {
            BlockCipher cbc = new CBCBlockCipher(engine);
            cbc.init(true, new ParametersWithIV(key, Inputs.key(engine.getBlockSize() * 8)));
            return cbc;
        }
    }

    /** One call of the test case, as the collector's samples make them: the reference. */
    @Benchmark
    public int testCase(Measured state) {
        return state.timed.execute(state.input, state.length, state.output, 1);
    }

    @Benchmark
    public int blockCipher(Direct state) {
        BlockCipher cipher = state.blockCipher;
        int blockSize = cipher.getBlockSize();
        for (int offset = 0; offset < state.length; offset += blockSize) {
            cipher.processBlock(state.input, offset, state.output, offset);
        }
        return state.output[state.length - 1];
    }

    @Benchmark
    public int streamCipher(Direct state) {
        state.streamCipher.processBytes(state.input, 0, state.length, state.output, 0);
        return state.output[state.length - 1];
    }

    @Benchmark
    public int digest(Direct state) {
        state.digest.update(state.input, 0, state.length);
        state.digest.doFinal(state.output, 0);
        return state.output[0];
    }

    /** The table's entry {@code key} alone, so that the collector runs that test case only. */
    static Catalogue chosen(String key) {
        TestCaseTable table = TestCaseTable.full();
        return new OneTestCase(table, entry(table, key));
    }

    /**
     * The plan's sizes below 256 KB, 1 KB to 128 KB ({@link #SMALLER_SAMPLES} samples each), as a
     * phone's run takes them before its largest: what they leave behind is the JIT's history.
     */
    static void smallerSizes(Catalogue chosen) throws IOException {
        new Collector(plan(Plan.KB, SIZE / 2, SMALLER_SAMPLES), chosen, Clock.resolution(), (Samples) (measurement, count, done, digest) -> {
        }, QUIET).run(1, 0, 0);
    }

    /** The table's entry named {@code key} (algorithm, a space, operation). */
    static int entry(Catalogue table, String key) {
        for (int i = 0; i < table.size(); i++) {
            if (key.equals(table.algorithm(i) + " " + table.operation(i))) {
                return i;
            }
        }
        throw new IllegalStateException(key + " is not in the table");
    }

    public static void main(String[] args) throws Exception {
        boolean quick = BenchOptions.of("collector", args, BenchOptions.QUICK).quick();
        int warmups = quick ? QUICK_WARMUPS : WARMUPS;
        int measurements = quick ? QUICK_MEASUREMENTS : MEASUREMENTS;
        int jvms = quick ? 1 : JVMS;
        String started = Instant.now().toString().substring(0, 16);
        String loadBefore = Report.loadNow();
        double clockReadNanos = clockReadNanos();
        Map<String, List<Jvm>> results = new LinkedHashMap<>();
        for (String key : KEYS) {
            for (int turn = 0; turn < jvms; turn++) {
                Jvm jvm = bothSides(key, warmups, measurements);
                results.computeIfAbsent(key, k -> new ArrayList<>()).add(jvm);
                System.err.printf(Locale.ROOT, "%s, JVM %d of %d: collector %.1f MB/s, JMH %.1f MB/s, ratio %.4f%n",
                        key, turn + 1, jvms, jvm.collector / 1e6, jvm.jmh / 1e6, jvm.ratio);
            }
        }
        String run = run(started, loadBefore, results, clockReadNanos, warmups, measurements, jvms);
        if (quick) {
            System.out.print(run);
            System.out.println("\n--quick: one JVM and " + QUICK_MEASUREMENTS + " iterations check that the "
                    + "benchmark runs; its figures are not a comparison, and " + Report.file("collector")
                    + " is left as it was.");
        } else {
            write(Report.file("collector"), run);
        }
    }

    /**
     * One JVM's figures: each side's median window, bytes per second, and the median of the
     * ratios of its pairs, a collector's window over JMH's iteration after it.
     */
    record Jvm(double collector, double jmh, double ratio) {
    }

    /** Both sides of test case {@code key} in one fresh JVM, a JMH fork (docs/collector.md, Benchmark). */
    static Jvm bothSides(String key, int warmups, int measurements) throws Exception {
        Path windowsFile = Files.createTempFile("pearl-collector-windows", ".txt");
        try {
            ChainedOptionsBuilder options = new OptionsBuilder()
                    .include(CollectorBench.class.getName() + ".testCase$").param("testCase", key)
                    .warmupIterations(warmups).measurementIterations(measurements)
                    .jvmArgs(JVM_FLAGS).jvmArgsAppend("-D" + WINDOWS_FILE + "=" + windowsFile);
            RunResult result = new Runner(options.build()).runSingle();
            List<Double> iterations = new ArrayList<>();
            for (BenchmarkResult fork : result.getBenchmarkResults()) {
                for (IterationResult iteration : fork.getIterationResults()) {
                    iterations.add(iteration.getPrimaryResult().getScore() * SIZE);
                }
            }
            List<Double> windows = new ArrayList<>();
            for (String line : Files.readAllLines(windowsFile)) {
                windows.add(Double.parseDouble(line));
            }
            // the windows before warm-up iterations are the collector's warm-up
            windows = windows.subList(warmups, windows.size());
            if (windows.size() != iterations.size()) {
                throw new IllegalStateException(key + ": " + windows.size() + " windows of the collector for "
                        + iterations.size() + " iterations of JMH");
            }
            List<Double> ratios = new ArrayList<>();
            for (int i = 0; i < windows.size(); i++) {
                ratios.add(windows.get(i) / iterations.get(i));
            }
            return new Jvm(median(windows), median(iterations), median(ratios));
        } finally {
            Files.deleteIfExists(windowsFile);
        }
    }

    /**
     * A window of the collector's own samples at 256 KB, bytes per second: a collector run of
     * {@link #WINDOW_SAMPLES} warm samples on a fresh instance (its known-answer check, cold
     * sample, calibration and warm-up included, as in a round of a phone's run), their bytes over
     * their time. Not the samples' own rates: each reading is a whole number of 1 ms ticks, off by
     * up to one, so a sample of 56 ticks can be 1.8 % off, where the readings' errors largely cancel
     * in a window's sum.
     */
    static double collectorWindow(Catalogue chosen) throws IOException {
        long[] window = new long[2]; // bytes, ms
        new Collector(plan(SIZE, SIZE, WINDOW_SAMPLES), chosen, Clock.resolution(), (Samples) (measurement, count, done, digest) -> {
            for (int i = 0; i < count; i++) {
                if (!measurement[i].cold) {
                    window[0] += (long) measurement[i].size * measurement[i].calls;
                    window[1] += measurement[i].timeExec;
                }
            }
        }, QUIET).run(1, 0, 0);
        return window[0] * 1000.0 / window[1];
    }

    /** Where a benchmark's run puts its samples: a sink that does nothing between parts. */
    private interface Samples extends SampleSink {
        default void partEnded() {
        }
    }

    /** A run's progress, unwatched; a rejected test case or a failed run ends the benchmark. */
    private static final Progress QUIET = new Progress() {
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

    /** Every submodule from {@code smallest} to {@code largest} bytes, in one round, as a plan of the MIDlet. */
    private static Plan plan(int smallest, int largest, int samples) {
        Plan.Part part = new Plan.Part(smallest, largest, samples, null);
        return new Plan(new Plan.Part[] {part, part, null}, Inputs.RANDOM);
    }

    /**
     * What one read of the collector's clock costs, ns: a sample spends two between its calls. The
     * rest of its bookkeeping (windows, sample records) happens outside the clock reads.
     */
    static double clockReadNanos() {
        int reads = 10_000_000;
        long fold = 0;
        long start = System.nanoTime();
        for (int i = 0; i < reads; i++) {
            fold += Clock.now();
        }
        double nanos = (System.nanoTime() - start) / (double) reads;
        clockReadsFolded = fold;
        return nanos;
    }

    /** The clock reads of {@link #clockReadNanos} folded together: a result kept, so a JIT keeps the reads. */
    static long clockReadsFolded;

    /** One run's section of the report: how it was measured, and its table. */
    static String run(String started, String loadBefore, Map<String, List<Jvm>> results, double clockReadNanos,
                      int warmups, int measurements, int jvms) {
        StringBuilder text = new StringBuilder();
        text.append(RUN_HEADING).append(started).append(" UTC\n\n")
            .append(System.getProperty("java.vm.name")).append(' ').append(System.getProperty("java.version"))
            .append("; load average ").append(loadBefore).append(" (1 min) at the start, ")
            .append(Report.machine()).append(".\n\n")
            .append("Both sides in each JVM, a JMH 1.37 fork with the flags ").append(String.join(" ", JVM_FLAGS))
            .append(", after the plan's sizes 1 KB to 128 KB (").append(SMALLER_SAMPLES)
            .append(" collector samples each, as on a phone). Then, taking turns, ").append(warmups)
            .append(" + ").append(measurements).append(" times: a window of the collector's own samples (a fresh ")
            .append("test case's known-answer check, cold sample, calibration and warm-up, then ")
            .append(WINDOW_SAMPLES).append(" warm samples of at least 50 clock ticks, their bytes over their time), ")
            .append("and a JMH iteration (").append(warmups).append(" x 1 s warm-up, then ").append(WINDOW_MS)
            .append(" ms each) timing one call of a fresh instance of the same test case on the same 256 KB input. ")
            .append("A JVM's ratio is the median of its ").append(measurements)
            .append(" pairs' (a window over the iteration after it); a test case's is the median of its ")
            .append(jvms).append(" JVMs'. A read of the collector's clock costs ")
            .append(String.format(Locale.ROOT, "%.0f ns", clockReadNanos))
            .append(", two per sample of at least 50 ms. Target: within ").append(percent(TARGET)).append(".\n\n")
            .append("| test case | collector, its JVMs (MB/s) | JMH, its JVMs (MB/s) | its JVMs' ratios | collector / JMH | within ")
            .append(percent(TARGET)).append(" |\n")
            .append("| --- | --- | --- | --- | ---: | --- |\n");
        for (String key : KEYS) {
            List<Jvm> jvmsOfKey = results.get(key);
            double ratio = median(jvmsOfKey.stream().map(Jvm::ratio).toList());
            text.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %.3f | %s |%n", key,
                    figures(jvmsOfKey, jvm -> jvm.collector / 1e6, "%.1f"),
                    figures(jvmsOfKey, jvm -> jvm.jmh / 1e6, "%.1f"),
                    figures(jvmsOfKey, Jvm::ratio, "%.4f"), ratio,
                    Math.abs(ratio - 1) <= TARGET ? "yes" : "**no**"));
        }
        return text.toString();
    }

    static final String TITLE = "# Benchmark: the collector against JMH\n\n"
            + "`scripts/pearl bench collector`. Each run adds its section on top and the report keeps the latest "
            + KEPT_RUNS + "; a test case meets the target when it does so in each.\n";
    static final String RUN_HEADING = "## Run of ";

    /** Puts {@code run} on top of the report's earlier runs, keeping the latest {@link #KEPT_RUNS}. */
    static void write(Path report, String run) throws IOException {
        List<String> runs = new ArrayList<>();
        runs.add(run);
        if (Files.exists(report)) {
            String earlier = Files.readString(report);
            for (int at = earlier.indexOf(RUN_HEADING); at >= 0 && runs.size() < KEPT_RUNS; ) {
                int next = earlier.indexOf(RUN_HEADING, at + 1);
                runs.add(earlier.substring(at, next < 0 ? earlier.length() : next).strip() + "\n");
                at = next;
            }
        }
        Files.createDirectories(report.getParent());
        Files.writeString(report, TITLE + "\n" + String.join("\n", runs));
        System.out.print(run);
    }

    private static double median(List<Double> values) {
        return Report.median(values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    private static String figures(List<Jvm> jvms, ToDoubleFunction<Jvm> figure, String format) {
        StringBuilder list = new StringBuilder();
        for (Jvm jvm : jvms) {
            list.append(list.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, format,
                    figure.applyAsDouble(jvm)));
        }
        return list.toString();
    }

    private static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.0f %%", fraction * 100);
    }

    /** One test case of a catalogue, as a catalogue of its own, so that the collector runs it alone. */
    private record OneTestCase(Catalogue catalogue, int index) implements Catalogue {
        public int size() {
            return 1;
        }

        public String kind(int i) {
            return catalogue.kind(index);
        }

        public String algorithm(int i) {
            return catalogue.algorithm(index);
        }

        public boolean pearlTable(int i) {
            return catalogue.pearlTable(index);
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

        public int cost(int i, boolean init) {
            return catalogue.cost(index, init);
        }

        public TestCase create(int i) {
            return catalogue.create(index);
        }
    }
}
