package pearl.server.service;

import pearl.server.bank.PendingGroups;

/** How far the analysis is behind the stored samples ({@code /api/analysis}). */
public final class AnalysisService {

    private final PendingGroups pending;

    AnalysisService(Parts parts) {
        this.pending = parts.pending();
    }

    /** The result groups whose new samples the analyzer has not covered yet; 0: the Results Bank is up to date. */
    public int pending() {
        return Unavailable.unless(pending::count);
    }
}
