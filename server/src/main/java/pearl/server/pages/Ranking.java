package pearl.server.pages;

import java.util.Comparator;
import java.util.List;

import pearl.server.model.Kind;
import pearl.server.model.Result;

/**
 * PEARL's summary for one category: at the largest input size that every ranked algorithm was
 * measured on, the entries fastest first (highest throughput, or per operation the shortest time),
 * so rank 1 is the first and the lowest the last. Only unflagged results
 * are ranked: a flagged one (too few samples, too coarse a timer) is no finding, so it is listed
 * apart in {@code flagged}, marked, and never named lowest or highest.
 *
 * @param ranked     the unflagged entries, fastest first; may be empty when every entry is flagged
 * @param flagged    the flagged entries at the same size, in the same order, not ranked
 */
public record Ranking(Kind.Category category, int sizeBytes, boolean perOperation, List<Place> ranked,
                      List<Place> flagged) {

    /** @param value bytes/s, or ms per operation */
    public record Place(String name, long deviceId, double value, String flags) {
        public boolean isFlagged() {
            return Result.flagged(flags);
        }
    }

    /** Fastest first: the most bytes per second, or the shortest time per operation. */
    public static Comparator<Place> fastestFirst(boolean perOperation) {
        Comparator<Place> smallestFirst = Comparator.comparingDouble(Place::value);
        return perOperation ? smallestFirst : smallestFirst.reversed();
    }

    /** @return the lowest unflagged entry, or null when every entry is flagged */
    public Place lowest() {
        return ranked.isEmpty() ? null : ranked.get(ranked.size() - 1);
    }

    /** @return the highest unflagged entry, or null when every entry is flagged */
    public Place highest() {
        return ranked.isEmpty() ? null : ranked.get(0);
    }
}
