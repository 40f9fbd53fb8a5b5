package pearl.server.pages;

import java.util.List;

import pearl.server.model.Result;

/**
 * PEARL's published summary for one category: at the largest input size that every ranked
 * algorithm was measured on, the entries in increasing order of throughput (or, per operation, in
 * decreasing time), so the first is the lowest and the last the highest. Only unflagged results
 * are ranked: a flagged one (too few samples, too coarse a timer) is no finding, so it is listed
 * apart in {@code flagged}, marked, and never named lowest or highest.
 *
 * @param increasing the unflagged entries, ranked; may be empty when every entry is flagged
 * @param flagged    the flagged entries at the same size, in the same order, not ranked
 */
public record Ranking(Category category, int sizeBytes, boolean perOperation, List<Place> increasing,
                      List<Place> flagged) {

    /** @param value bytes/s, or ms per operation */
    public record Place(String name, long deviceId, double value, String flags) {
        public boolean isFlagged() {
            return Result.flagged(flags);
        }
    }

    /** @return the lowest unflagged entry, or null when every entry is flagged */
    public Place lowest() {
        return increasing.isEmpty() ? null : increasing.get(0);
    }

    /** @return the highest unflagged entry, or null when every entry is flagged */
    public Place highest() {
        return increasing.isEmpty() ? null : increasing.get(increasing.size() - 1);
    }
}
