package pearl.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.util.Version;

/**
 * scripts/bench/bigint.sh: {@link BigIntegerBench} in three forks, one per configuration of
 * HotSpot (as shipped, its BigInteger intrinsics off, -Xint), each running both libraries; writes
 * docs/benchmarks/bigint.md. Arguments: {@code [--quick]} (fewer iterations, about a minute).
 */
public final class BigIntegerReport {

    /** The JDK's BigInteger intrinsics: off, the JIT compiles the JDK's Java as it does pearl.math's. */
    static final List<String> NO_INTRINSICS = List.of("-XX:+UnlockDiagnosticVMOptions",
            "-XX:-UseMontgomeryMultiplyIntrinsic", "-XX:-UseMontgomerySquareIntrinsic", "-XX:-UseMultiplyToLenIntrinsic",
            "-XX:-UseSquareToLenIntrinsic", "-XX:-UseMulAddIntrinsic");
    static final List<String> OPERATIONS = List.of("modPow", "multiply", "modInverse");

    /** One benchmark's figure: JMH's mean, µs/op, and the half-width of its 99.9 % interval. */
    record Score(double mean, double error) {
    }

    private BigIntegerReport() {
    }

    public static void main(String[] args) throws Exception {
        boolean quick = BenchOptions.of("bigint", args, BenchOptions.QUICK).quick();
        // Under -Xint one 1024-bit modPow takes 0.1-0.2 s: 2 s iterations (nothing to warm up in an
        // interpreter but JMH's first calls). Ten measurements each: JMH's 99.9 % interval is Student's
        // t times the standard error, and t is 31.6 for 3 measurements, 8.6 for 5, 4.8 for 10, so 3
        // made a 1 % spread between iterations read as +-25 %.
        int warmups = quick ? 1 : 3;
        int measurements = quick ? 3 : 10;
        int xintWarmups = 1;
        int xintMeasurements = quick ? 1 : 10;
        long start = System.nanoTime();
        Map<String, Score> shipped = run(warmups, measurements, 1, List.of());
        Map<String, Score> noIntrinsics = run(warmups, measurements, 1, NO_INTRINSICS);
        Map<String, Score> xint = run(xintWarmups, xintMeasurements, 2, List.of("-Xint"));
        long seconds = Math.round((System.nanoTime() - start) / 1e9);
        Report.write("bigint", String.format(Locale.ROOT, """
                # Benchmark: pearl.math.BigInteger vs java.math.BigInteger

                Written by `scripts/pearl bench bigint` (pearl.bench.BigIntegerReport) in %d s.
                JMH %s, average time per operation in µs, one fork per configuration running both libraries;
                1024-bit operands: modPow with a full 1024-bit exponent and an odd modulus (pearl.math: Montgomery
                multiplication, sliding window), multiply (1023 × 1023 bits), modInverse modulo the 1024-bit modulus.
                Ratio = pearl.math time / JDK time (lower is better).
                **Targets: modPow at most 2.5× the JDK with its intrinsics, at most 0.6× the JDK under -Xint.**

                ## HotSpot as shipped: the JDK with its BigInteger intrinsics

                %d × 1 s warm-up, %d × 1 s measurement. pearl.math has no intrinsics: the JIT compiles its Java.

                %s
                ## HotSpot with the JDK's BigInteger intrinsics off

                `%s`:
                the JIT compiles the JDK's own Java code, as it does pearl.math's. %d × 1 s warm-up, %d × 1 s measurement.

                %s
                ## -Xint: an interpreter, as a phone's KVM runs either library

                No JIT and no intrinsics: the cost is the bytecodes executed. %d × 2 s warm-up, %d × 2 s measurement.

                %s""", seconds, Version.getPlainVersion(), warmups, measurements, table(shipped, "2.5"),
                String.join(" ", NO_INTRINSICS), warmups, measurements, table(noIntrinsics, null),
                xintWarmups, xintMeasurements, table(xint, "0.6")), "a fork of its own per configuration");
    }

    /**
     * Both libraries' benchmarks in one fork with these JVM options: each benchmark's name to its
     * score. JMH's log goes to a file, shown only when the run fails.
     */
    private static Map<String, Score> run(int warmups, int measurements, int seconds, List<String> jvmOptions)
            throws Exception {
        Path log = Files.createTempFile("pearl-bigint", ".log");
        OptionsBuilder options = new OptionsBuilder();
        options.include(BigIntegerBench.class.getName()).forks(1)
                .warmupIterations(warmups).warmupTime(TimeValue.seconds(seconds))
                .measurementIterations(measurements).measurementTime(TimeValue.seconds(seconds))
                .jvmArgsAppend(jvmOptions.toArray(String[]::new)).output(log.toString());
        Collection<RunResult> results;
        try {
            results = new Runner(options.build()).run();
        } catch (RunnerException e) {
            System.err.print(Files.readString(log));
            throw e;
        } finally {
            Files.delete(log);
        }
        Map<String, Score> scores = new LinkedHashMap<>();
        for (RunResult result : results) {
            String label = result.getParams().getBenchmark();
            Result<?> primary = result.getPrimaryResult();
            scores.put(label.substring(label.lastIndexOf('.') + 1), new Score(primary.getScore(), primary.getScoreError()));
        }
        return scores;
    }

    /**
     * The markdown table of one configuration, from scores named as BigIntegerBench's methods
     * (modPowPearl, modPowJdk, ...); {@code target}: the most pearl.math's modPow may take against
     * the JDK's, as a ratio, or null for none.
     */
    static String table(Map<String, Score> scores, String target) {
        StringBuilder table = new StringBuilder("| operation | pearl.math µs/op | JDK µs/op | ratio |\n|---|---|---|---|\n");
        for (String operation : OPERATIONS) {
            Score pearl = scores.get(operation + "Pearl");
            Score jdk = scores.get(operation + "Jdk");
            if (pearl == null || jdk == null) {
                throw new IllegalStateException("no score of " + operation + " for both libraries: " + scores.keySet());
            }
            double ratio = pearl.mean() / jdk.mean();
            String verdict = operation.equals("modPow") && target != null ? String.format(Locale.ROOT,
                    " (target ≤ %s×: %s)", target, ratio <= Double.parseDouble(target) ? "met" : "NOT met") : "";
            table.append(String.format(Locale.ROOT, "| %s | %.2f ± %.2f | %.2f ± %.2f | %.2f×%s |%n", operation,
                    pearl.mean(), pearl.error(), jdk.mean(), jdk.error(), ratio, verdict));
        }
        return table.toString();
    }
}
