package pearl.server.model;

import java.util.Map;

/**
 * The input size at which figures of several series are set side by side: the size most of them
 * measured, the largest among ties (PEARL's tables: every algorithm at 256 KB). A ranking and the
 * results page compare at it, so that the same algorithm is shown at the same size on both.
 */
public final class SharedSize {

    private SharedSize() {
    }

    /** @param seriesPerSize how many series measured each size; @return the size, -1 when there is none */
    public static int of(Map<Integer, Integer> seriesPerSize) {
        int size = -1;
        int most = 0;
        for (Map.Entry<Integer, Integer> entry : seriesPerSize.entrySet()) {
            int series = entry.getValue();
            if (series > most || series == most && entry.getKey() > size) {
                most = series;
                size = entry.getKey();
            }
        }
        return size;
    }
}
