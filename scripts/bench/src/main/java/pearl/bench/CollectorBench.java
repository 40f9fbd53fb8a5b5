package pearl.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

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
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
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
 * The collector's throughput at 256 KB against JMH's measurement of the same code, for nine test
 * cases of the table's kinds (block ciphers in CBC, a stream cipher, hashes), in one run; writes
 * the ratios as markdown. Both sides time the same compiled code: each JVM, a collector's or a JMH
 * fork, first runs the plan's smaller sizes through PEARL's adapter and its known-answer check,
 * then JMH times the adapter's call where the collector takes its samples, so that what is
 * compared is the measurement, not two JIT histories (docs/collector.md, Benchmark). Each JVM is
 * fresh, started from the same class path with the same flags. Within a JVM both sides time
 * windows of the same span (a JMH iteration; five consecutive collector samples) and take the
 * median window, as SUPERCOP takes the median of its timings: the shared host's slow spells, which
 * only ever slow a window, are outvoted rather than averaged in. Each side runs {@link #JVMS}
 * times, alternating, and counts its fastest JVM's figure. Arguments: {@code [--quick]}
 * (one JVM a side and few JMH iterations: checks that it runs, writes no report).
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
    /** The collector's samples at 256 KB: 20 windows, as many as JMH's iterations. */
    static final int SAMPLES = 100;
    /**
     * The collector's samples at each smaller size of the plan, 1 KB to 128 KB, which are there
     * for what they do to the JIT, as on a phone's run: they call the adapter's per-call method
     * often enough that it is compiled before the 256 KB samples (docs/collector.md, Benchmark).
     */
    static final int SMALLER_SAMPLES = 5;
    static final int MEASUREMENTS = SAMPLES / WINDOW_SAMPLES;
    static final int QUICK_WARMUPS = 1;
    static final int QUICK_MEASUREMENTS = 3;
    /**
     * Fresh JVMs per side and test case. A JVM's JIT settles at one of a few levels for the whole
     * JVM (DES/CBC: 69 or 73 MB/s, about one JVM in three low, on both sides alike), and the host's
     * slow spells can hold a whole JVM back; neither is the measurement's doing. So a side counts
     * its fastest JVM, as {@code timeit} takes the fastest of its repeats: the one least held back.
     * All five settle low about once in a hundred.
     */
    static final int JVMS = 5;
    /** The flags of every JVM this benchmark starts, JMH's forks and the collector's alike. */
    static final String[] JVM_FLAGS = {"-Xmx1g"};
    /** The argument that makes main() the collector's side for one test case. */
    static final String COLLECTOR_SIDE = "--collector-side";
    static final String RATE = "RATE ";
    static final String CLOCK_READ = "CLOCK_READ_NS ";
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
     * The test case as the collector times it, in a JVM with the collector's history: the plan's
     * smaller sizes run first through the same adapter, then the known-answer check, then the
     * set-up, so that the methods JMH times are the ones the collector's JVM has compiled, in the
     * same order (docs/collector.md, Benchmark).
     */
    @State(Scope.Thread)
    public static class Measured {
        /** One of {@link #KEYS}; the runner sets it per fork. */
        @Param({"AES/CBC encrypt"})
        public String testCase;
        TestCase timed;
        byte[] input;
        byte[] output;
        int length;

        @Setup
        public void setUp() throws IOException {
            Catalogue chosen = chosen(testCase);
            smallerSizes(chosen);
            timed = chosen.create(0);
            String failure = timed.knownAnswerCheck();
            if (failure != null) {
                throw new IllegalStateException(failure);
            }
            input = new byte[SIZE];
            Inputs.fill(input, Inputs.RANDOM);
            output = new byte[timed.outputSize(SIZE)];
            length = SIZE;
            timed.init();
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
        return new Entry(table, entry(table, key));
    }

    /**
     * The plan's sizes below 256 KB, 1 KB to 128 KB ({@link #SMALLER_SAMPLES} samples each), as a
     * phone's run takes them before its largest: what they leave behind is the JIT's history.
     */
    static void smallerSizes(Catalogue chosen) throws IOException {
        new Collector(plan(Plan.KB, SIZE / 2, SMALLER_SAMPLES), chosen, Clock.resolution(), sample -> {
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
        if (args.length == 2 && args[0].equals(COLLECTOR_SIDE)) {
            System.out.println(RATE + collector(args[1]));
            System.out.println(CLOCK_READ + clockReadNanos());
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
        String started = Instant.now().toString().substring(0, 16);
        String loadBefore = Report.loadNow();
        // Each turn runs a test case's two sides one right after the other, so that a shared
        // machine's slow spells weigh on both alike rather than on one side's whole series
        Map<String, List<Double>> collector = new LinkedHashMap<>();
        Map<String, List<Double>> jmh = new LinkedHashMap<>();
        List<Double> clockReads = new ArrayList<>();
        for (String key : KEYS) {
            for (int turn = 0; turn < jvms; turn++) {
                double[] side = collectorInFreshJvm(key);
                collector.computeIfAbsent(key, k -> new ArrayList<>()).add(side[0]);
                clockReads.add(side[1]);
                jmh.computeIfAbsent(key, k -> new ArrayList<>()).add(jmh(new OptionsBuilder()
                        .warmupIterations(warmups).measurementIterations(measurements), key));
                System.err.printf(Locale.ROOT, "%s, JVM %d of %d: collector %.1f MB/s, JMH %.1f MB/s%n", key,
                        turn + 1, jvms, side[0] / 1e6, jmh.get(key).get(turn) / 1e6);
            }
        }
        String run = run(started, loadBefore, collector, jmh, median(clockReads), warmups, measurements, jvms);
        if (quick) {
            System.out.print(run);
            System.out.println("\n--quick: one JVM a side and " + QUICK_MEASUREMENTS + " JMH iterations check that the "
                    + "benchmark runs; its figures are not a comparison, and " + Report.file("collector")
                    + " is left as it was.");
        } else {
            write(Report.file("collector"), run);
        }
    }

    /**
     * Runs {@link #collector(String)} in a new JVM (the same class path and {@link #JVM_FLAGS});
     * returns its rate, bytes per second, and its clock read, ns.
     */
    static double[] collectorInFreshJvm(String key) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of(JVM_FLAGS));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), CollectorBench.class.getName(),
                COLLECTOR_SIDE, key));
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String rate = null;
        String clockRead = null;
        try (BufferedReader output = new BufferedReader(new InputStreamReader(process.getInputStream()))) {
            for (String line = output.readLine(); line != null; line = output.readLine()) {
                if (line.startsWith(RATE)) {
                    rate = line.substring(RATE.length());
                } else if (line.startsWith(CLOCK_READ)) {
                    clockRead = line.substring(CLOCK_READ.length());
                }
            }
        }
        if (process.waitFor() != 0 || rate == null || clockRead == null) {
            throw new IllegalStateException("the collector's run of " + key + " failed (exit " + process.exitValue() + ")");
        }
        return new double[] {Double.parseDouble(rate), Double.parseDouble(clockRead)};
    }

    /**
     * The collector's own samples of one test case at 256 KB ({@link #SAMPLES} warm), bytes per
     * second: the median of its windows, each {@link #WINDOW_SAMPLES} consecutive samples' bytes
     * over their time. Not the median of the samples' own rates: each reading is a whole number of
     * 1 ms ticks, off by up to one, so the median of 56-tick samples can sit up to 1.8 % from the
     * true time, where the readings' errors largely cancel in a window's sum. Before them the
     * collector runs the plan's smaller sizes, 1 KB to 128 KB ({@link #SMALLER_SAMPLES} each), as
     * a phone's run does before its largest size.
     */
    static long collector(String key) throws Exception {
        Catalogue chosen = chosen(key);
        smallerSizes(chosen);
        List<Double> windows = new ArrayList<>();
        long[] window = new long[3]; // bytes, ms, samples
        new Collector(plan(SIZE, SIZE, SAMPLES), chosen, Clock.resolution(), sample -> {
            if (!sample.cold) {
                window[0] += (long) sample.size * sample.calls;
                window[1] += sample.timeExec;
                if (++window[2] == WINDOW_SAMPLES) {
                    windows.add(window[0] * 1000.0 / window[1]);
                    Arrays.fill(window, 0);
                }
            }
        }, QUIET).run(1, 0, 0);
        return Math.round(median(windows));
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

    /**
     * JMH's throughput of the same classes in one fresh JVM (one fork), bytes per second: the
     * median of its measurement iterations.
     */
    static double jmh(ChainedOptionsBuilder options, String key) throws Exception {
        options.include(CollectorBench.class.getName() + ".testCase$").param("testCase", key)
                .jvmArgs(JVM_FLAGS);
        RunResult result = new Runner(options.build()).runSingle();
        List<Double> iterations = new ArrayList<>();
        for (BenchmarkResult fork : result.getBenchmarkResults()) {
            for (IterationResult iteration : fork.getIterationResults()) {
                iterations.add(iteration.getPrimaryResult().getScore() * SIZE);
            }
        }
        return median(iterations);
    }

    /** One run's section of the report: how it was measured, and its table. */
    static String run(String started, String loadBefore, Map<String, List<Double>> collector,
                      Map<String, List<Double>> jmh, double clockReadNanos, int warmups, int measurements,
                      int jvms) {
        StringBuilder text = new StringBuilder();
        text.append(RUN_HEADING).append(started).append(" UTC\n\n")
            .append(System.getProperty("java.vm.name")).append(' ').append(System.getProperty("java.version"))
            .append("; load average ").append(loadBefore).append(" (1 min) at the start, ")
            .append(Report.machine()).append(".\n\n")
            .append("The collector's own test cases (the plan's sizes 1 KB to 128 KB, ").append(SMALLER_SAMPLES)
            .append(" samples each, as on a phone; then at 256 KB warmed up, then ").append(SAMPLES)
            .append(" warm samples, each at least 50 clock ticks, in windows of ").append(WINDOW_SAMPLES)
            .append(" consecutive samples, each window's bytes over its time) against JMH 1.37 (").append(warmups)
            .append(" x 1 s warm-up, ").append(measurements).append(" x ").append(WINDOW_MS)
            .append(" ms measurement iterations) timing one call of the same test case on the same 256 KB input, in ")
            .append("a fork that ran the same smaller sizes and known-answer check first, so that both sides time ")
            .append("the same compiled code. A JVM's figure is the median of its windows (JMH: its iterations); each ")
            .append("side runs ").append(jvms).append(" times per test case, each time in a fresh JVM (JMH: one fork) ")
            .append("with the same flags (").append(String.join(" ", JVM_FLAGS)).append("), the two sides alternating, ")
            .append("and its figure is its fastest JVM's. A read of the collector's clock costs ")
            .append(String.format(Locale.ROOT, "%.0f ns", clockReadNanos))
            .append(" (median of its JVMs), two per sample of at least 50 ms. Target: within ")
            .append(percent(TARGET)).append(".\n\n")
            .append("| test case | collector, fastest JVM (MB/s) | its JVMs (MB/s) | JMH, fastest JVM (MB/s) | its JVMs (MB/s) | collector / JMH | within ")
            .append(percent(TARGET)).append(" |\n")
            .append("| --- | ---: | --- | ---: | --- | ---: | --- |\n");
        for (String key : KEYS) {
            double ours = Collections.max(collector.get(key)) / 1e6;
            double theirs = Collections.max(jmh.get(key)) / 1e6;
            double ratio = ours / theirs;
            text.append(String.format(Locale.ROOT, "| %s | %.1f | %s | %.1f | %s | %.3f | %s |%n", key, ours,
                    megabytes(collector.get(key)), theirs, megabytes(jmh.get(key)), ratio,
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
