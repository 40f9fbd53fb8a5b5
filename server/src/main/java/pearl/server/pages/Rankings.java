package pearl.server.pages;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import pearl.server.model.Kind;
import pearl.server.model.Result;
import pearl.server.model.SharedSize;
import pearl.server.model.TestCase;

/** Turns rows of the Results Bank into what the pages show: series by input size, and rankings. */
public final class Rankings {

    private Rankings() {
    }

    /** What one series holds the results of; deviceId null where series of different devices are one. */
    private record SeriesKey(Long deviceId, String vm, TestCase testCase, String midletVersion, String bcVersion) {
    }

    /**
     * The results grouped into series of warm results, each with the cold results of the same
     * sizes beside it, in the order they come.
     *
     * @param byDevice whether series of different devices stay apart and name their device
     */
    public static List<Series> series(List<Result> results, boolean byDevice) {
        boolean severalVersions = results.stream().map(r -> r.midletVersion() + "/" + r.bcVersion()).distinct().count() > 1;
        // one install run on phoneME in JIT and in interpreter mode: two VMs, never one series
        boolean severalVms = results.stream().map(Result::vm).distinct().count() > 1;
        Map<SeriesKey, List<Result>> warm = new LinkedHashMap<>();
        Map<SeriesKey, Map<Integer, Result>> cold = new HashMap<>();
        for (Result r : results) {
            SeriesKey key = new SeriesKey(byDevice ? r.deviceId() : null, r.vm(), r.testCase(), r.midletVersion(),
                    r.bcVersion());
            if (r.cold()) {
                cold.computeIfAbsent(key, k -> new HashMap<>()).put(r.sizeBytes(), r);
            } else {
                warm.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
            }
        }
        List<Series> series = new ArrayList<>();
        warm.forEach((key, points) -> {
            points.sort(Comparator.comparingInt(Result::sizeBytes));
            Map<Integer, Result> coldBySize = cold.getOrDefault(key, Map.of());
            List<Result> coldPoints = new ArrayList<>();
            for (Result point : points) {
                coldPoints.add(coldBySize.get(point.sizeBytes()));
            }
            Result first = points.get(0);
            series.add(new Series(label(first, byDevice, severalVersions, severalVms), first.testCase(), first.unit(),
                    points, coldPoints));
        });
        return series;
    }

    private static String label(Result r, boolean byDevice, boolean severalVersions, boolean severalVms) {
        StringBuilder label = new StringBuilder();
        if (byDevice) {
            label.append(r.device()).append(" · ");
        }
        label.append(r.algorithm()).append(' ').append(r.operation().label());
        if (r.keyBits() > 0 && !r.algorithm().contains(Integer.toString(r.keyBits()))) {
            label.append(", ").append(r.keyBits()).append("-bit key");
        }
        if (severalVms) {
            label.append(" on ").append(r.vm());
        }
        if (severalVersions) {
            label.append(" [MIDlet ").append(r.midletVersion()).append(", BC ").append(r.bcVersion()).append(']');
        }
        return label.toString();
    }

    /**
     * Ranks series at their {@link SharedSize} (the largest input size most of them measured),
     * leaving out what was too fast to time; flagged results are kept
     * apart from the ranked ones (see {@link Ranking}).
     *
     * @param name what an entry is called: the algorithm on a device page, the device on an algorithm page
     * @return null when nothing can be ranked
     */
    public static Ranking rank(Kind.Category category, List<Series> series, Function<Series, String> name) {
        Map<Integer, Integer> seriesPerSize = new HashMap<>();
        for (Series s : series) {
            for (Result point : s.points()) {
                seriesPerSize.merge(point.sizeBytes(), 1, Integer::sum);
            }
        }
        int size = SharedSize.of(seriesPerSize);
        boolean perOperation = !series.isEmpty() && series.get(0).perOperation();
        List<Ranking.Place> entries = new ArrayList<>();
        for (Series s : series) {
            for (Result point : s.points()) {
                Double value = Series.value(point);
                if (point.sizeBytes() == size && value != null) {
                    entries.add(new Ranking.Place(name.apply(s), point.deviceId(), value, point.flags()));
                }
            }
        }
        if (entries.isEmpty()) {
            return null;
        }
        entries.sort(Ranking.fastestFirst(perOperation));
        return new Ranking(category, size, perOperation,
                entries.stream().filter(e -> !e.isFlagged()).toList(), entries.stream().filter(Ranking.Place::isFlagged).toList());
    }
}
