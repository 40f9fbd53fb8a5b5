package pearl.server.analysis;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.moment.Variance;

import pearl.server.model.Figures;
import pearl.server.model.SampleTiming;

/**
 * The statistics of one group of samples (docs/analysis.md): PEARL's modal time, the median, the
 * mean after the Palm study's 3-standard-deviation rule, its 95 % confidence interval (Student's t),
 * and the flags that warn a reader. They are computed from how many samples had each timing, not
 * from the samples one by one, so a group's figures cost the same however many samples it holds and
 * depend only on those counts: adding new samples' counts to old ones gives exactly the figures of
 * counting everything again. Means and variances are Commons Math's, with the counts as weights.
 */
public final class Statistics {

    /** Fewer samples than this and the confidence interval says little: flagged too-few. */
    public static final int TOO_FEW = 10;
    /** A sample spanning fewer timer ticks than this is rounded by more than 5 %: flagged coarse. */
    public static final int COARSE_TICKS = 20;
    /** Runs whose modal times per call differ by more than this fraction: flagged runs-disagree. */
    public static final double RUNS_DISAGREE = 0.05;

    private Statistics() {
    }

    /** @param counts how many samples had each timing; at least one sample */
    public static Figures of(Map<SampleTiming, Long> counts) {
        TreeMap<Double, Long> times = new TreeMap<>();
        TreeMap<Double, Long> ticks = new TreeMap<>();
        TreeMap<Long, TreeMap<Double, Long>> runs = new TreeMap<>();
        counts.forEach((timing, count) -> {
            times.merge(timing.msPerCall(), count, Long::sum);
            ticks.merge(timing.ticks(), count, Long::sum);
            runs.computeIfAbsent(timing.runId(), run -> new TreeMap<>()).merge(timing.msPerCall(), count, Long::sum);
        });
        long n = times.values().stream().mapToLong(Long::longValue).sum();
        if (n == 0) {
            throw new IllegalArgumentException("no samples");
        }
        double median = median(times, n);
        double sd = n > 1 ? Math.sqrt(new Variance().evaluate(values(times), weights(times))) : 0;
        TreeMap<Double, Long> kept = new TreeMap<>(times);
        kept.keySet().removeIf(time -> Math.abs(time - median) > 3 * sd);
        double[] keptTimes = values(kept);
        double[] keptCounts = weights(kept);
        long keptN = kept.values().stream().mapToLong(Long::longValue).sum();
        double mean = new Mean().evaluate(keptTimes, keptCounts);
        Double low = null;
        Double high = null;
        if (keptN > 1) {
            double t = new TDistribution(keptN - 1).inverseCumulativeProbability(0.975);
            double half = t * Math.sqrt(new Variance().evaluate(keptTimes, keptCounts)) / Math.sqrt(keptN);
            low = mean - half;
            high = mean + half;
        }
        List<String> flags = new ArrayList<>();
        if (n < TOO_FEW) {
            flags.add("too-few");
        }
        if (median(ticks, n) < COARSE_TICKS) {
            flags.add("coarse");
        }
        Double spread = runs.size() > 1 ? spread(runs.values()) : null;
        if (spread != null && spread > RUNS_DISAGREE) {
            flags.add("runs-disagree");
        }
        return new Figures(Math.toIntExact(n), mode(times), median, mean, low, high, runs.size(), spread,
                String.join(",", flags));
    }

    /**
     * How far apart the runs' own figures (each run's modal time) lie, as a fraction of the largest:
     * the slowest run's throughput is that fraction below the fastest's. A repeat of the same plan
     * on the same device should give the same figure; when it does not, the result depends on the
     * run (load, a runtime that compiles differently) more than its samples' spread shows.
     */
    private static double spread(Collection<TreeMap<Double, Long>> runs) {
        double smallest = Double.POSITIVE_INFINITY;
        double largest = 0;
        for (TreeMap<Double, Long> run : runs) {
            double mode = mode(run);
            smallest = Math.min(smallest, mode);
            largest = Math.max(largest, mode);
        }
        return largest > 0 ? (largest - smallest) / largest : 0;
    }

    /**
     * PEARL's measure of the typical time: the most frequent time per call. Phones time in whole
     * ticks, so equal times recur and the mode is well defined; among equally frequent times the
     * smallest is taken, the one least disturbed by the rest of the phone.
     */
    private static double mode(TreeMap<Double, Long> counts) {
        double mode = counts.firstKey();
        long most = 0;
        for (Map.Entry<Double, Long> entry : counts.entrySet()) {
            if (entry.getValue() > most) {
                most = entry.getValue();
                mode = entry.getKey();
            }
        }
        return mode;
    }

    /** The middle value, or the one halfway between the two middle values, as Commons Math's Median. */
    private static double median(TreeMap<Double, Long> counts, long n) {
        double lower = nth(counts, (n - 1) / 2);
        if (n % 2 == 1) {
            return lower;
        }
        return lower + 0.5 * (nth(counts, n / 2) - lower);
    }

    /** The value at 0-based rank {@code rank} of the sorted samples. */
    private static double nth(TreeMap<Double, Long> counts, long rank) {
        long seen = 0;
        for (Map.Entry<Double, Long> entry : counts.entrySet()) {
            seen += entry.getValue();
            if (rank < seen) {
                return entry.getKey();
            }
        }
        throw new IllegalArgumentException("rank " + rank + " of " + seen);
    }

    private static double[] values(TreeMap<Double, Long> counts) {
        return counts.keySet().stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static double[] weights(TreeMap<Double, Long> counts) {
        return counts.values().stream().mapToDouble(Long::doubleValue).toArray();
    }
}
