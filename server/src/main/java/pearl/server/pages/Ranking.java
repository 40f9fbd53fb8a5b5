package pearl.server.pages;

import java.util.List;

/**
 * PEARL's published summary for one category: at the largest input size that every ranked
 * algorithm was measured on, the entries in increasing order of throughput (or, per operation, in
 * decreasing time), so the first is the lowest and the last the highest.
 */
public record Ranking(Category category, int sizeBytes, boolean perOperation, List<Entry> increasing) {

    /** @param value bytes/s, or ms per operation */
    public record Entry(String name, long deviceId, double value, String flags) {
    }

    public Entry lowest() {
        return increasing.get(0);
    }

    public Entry highest() {
        return increasing.get(increasing.size() - 1);
    }
}
