package pearl.server.model;

/**
 * What the samples of one group say (docs/analysis.md): the analysis computes them
 * (pearl.server.analysis.Statistics) and the Results Bank stores them, with the group's key, unit
 * and throughput beside them; the pages read them back as a {@link Result}.
 *
 * @param meanMs     trimmed mean; ciLowMs/ciHighMs null with fewer than 2 kept samples
 * @param runs       how many runs the samples came from
 * @param runsSpread (largest - smallest) / largest of the runs' modal times; null with one run
 * @param flags      comma-separated: too-few, coarse, runs-disagree
 */
public record Figures(int samples, double modalMs, double medianMs, double meanMs, Double ciLowMs,
                      Double ciHighMs, int runs, Double runsSpread, String flags) {
}
