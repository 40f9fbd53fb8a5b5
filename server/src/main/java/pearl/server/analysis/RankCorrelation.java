package pearl.server.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.apache.commons.math3.stat.correlation.SpearmansCorrelation;

/**
 * Spearman's rank correlation of two orders of the same algorithms (a measured device's throughputs
 * and a published ranking, or two devices'), over the algorithms both have. Commons Math's
 * statistic: ties share their average rank, so a published "SHA-512 <= SHA-384" costs nothing.
 */
public final class RankCorrelation {

    /** Fewer common algorithms than this and ρ says nothing: ±1 for any two or one. */
    public static final int FEWEST = 3;

    /**
     * @param rho    null with fewer than {@link #FEWEST} algorithms in common
     * @param common the algorithms both orders have, in the first order's iteration order
     */
    public record Result(Double rho, List<String> common) {
    }

    private RankCorrelation() {
    }

    /** @param first, second an algorithm's value in each order: any increasing score (throughput, rank) */
    public static Result of(Map<String, ? extends Number> first, Map<String, ? extends Number> second) {
        List<String> common = new ArrayList<>();
        for (String name : first.keySet()) {
            if (second.containsKey(name)) {
                common.add(name);
            }
        }
        if (common.size() < FEWEST) {
            return new Result(null, common);
        }
        double[] a = new double[common.size()];
        double[] b = new double[common.size()];
        for (int i = 0; i < common.size(); i++) {
            a[i] = first.get(common.get(i)).doubleValue();
            b[i] = second.get(common.get(i)).doubleValue();
        }
        return new Result(new SpearmansCorrelation().correlation(a, b), common);
    }
}
