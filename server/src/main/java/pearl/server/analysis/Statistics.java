package pearl.server.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * The statistics of one group of samples (docs/analysis.md), all from Commons Math: PEARL's modal
 * time, the median, the mean after the Palm study's 3-standard-deviation rule, its 95 % confidence
 * interval (Student's t), and the flags that warn a reader.
 */
public final class Statistics {

    /** Fewer samples than this and the confidence interval says little: flagged too-few. */
    public static final int TOO_FEW = 10;
    /** A sample spanning fewer timer ticks than this is rounded by more than 5 %: flagged coarse. */
    public static final int COARSE_TICKS = 20;

    /**
     * @param meanMs trimmed mean; ciLowMs/ciHighMs null with fewer than 2 kept samples
     */
    public record Figures(int samples, double modalMs, double medianMs, double meanMs, Double ciLowMs,
                          Double ciHighMs, String flags) {
    }

    private Statistics() {
    }

    /**
     * @param timesPerCall ms per call of each sample, not empty
     * @param ticksSpanned how many timer ticks each sample spanned (time / resolution)
     */
    public static Figures of(double[] unordered, double[] ticksSpanned) {
        // sorted, so that sums do not depend on the order the database returned the samples in
        double[] timesPerCall = unordered.clone();
        Arrays.sort(timesPerCall);
        double median = new Median().evaluate(timesPerCall);
        double sd = timesPerCall.length > 1 ? new DescriptiveStatistics(timesPerCall).getStandardDeviation() : 0;
        DescriptiveStatistics kept = new DescriptiveStatistics();
        for (double time : timesPerCall) {
            if (Math.abs(time - median) <= 3 * sd) {
                kept.addValue(time);
            }
        }
        Double low = null;
        Double high = null;
        if (kept.getN() > 1) {
            double t = new TDistribution(kept.getN() - 1).inverseCumulativeProbability(0.975);
            double half = t * kept.getStandardDeviation() / Math.sqrt(kept.getN());
            low = kept.getMean() - half;
            high = kept.getMean() + half;
        }
        List<String> flags = new ArrayList<>();
        if (timesPerCall.length < TOO_FEW) {
            flags.add("too-few");
        }
        if (new Median().evaluate(ticksSpanned) < COARSE_TICKS) {
            flags.add("coarse");
        }
        return new Figures(timesPerCall.length, ModalTime.of(timesPerCall), median, kept.getMean(), low, high,
                String.join(",", flags));
    }
}
