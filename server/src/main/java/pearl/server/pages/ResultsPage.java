package pearl.server.pages;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Stream;

import pearl.server.model.Kind;
import pearl.server.model.Operation;
import pearl.server.model.Primitive;
import pearl.server.model.Result;

/**
 * What the results page answers: how fast each algorithm runs on each device. Per kind of
 * algorithm a table of throughputs and one of times per operation, a row per algorithm and
 * operation at its shared size (the size its algorithm page ranks at), fastest first. With at most
 * {@value #DEVICE_COLUMNS} devices a row gives each device's figure; with more, the spread: the
 * fastest and the slowest device, and how many measured it at that size.
 *
 * @param devices the devices with a figure, by name: the columns when {@link #byDevice()}
 * @param tables  by kind, in the order of {@link Kind}; within one, throughputs before times per operation
 */
public record ResultsPage(List<Device> devices, Map<Kind, List<Table>> tables) {

    /**
     * Up to this many devices get a column each: with the algorithm, operation and size beside
     * them, a table a desktop shows whole and a phone scrolls through; more would be a wall of
     * figures, where the spread says more.
     */
    public static final int DEVICE_COLUMNS = 4;

    public record Device(long id, String name) {
    }

    /** @param rows fastest first; a row whose every figure is flagged, or too fast to time, last */
    public record Table(Kind kind, boolean perOperation, List<Row> rows) {

        /** The table's id on the page: algorithms-block-cipher, algorithms-signature-per-operation. */
        public String id() {
            return "algorithms-" + kind.label() + (perOperation ? "-per-operation" : "");
        }
    }

    /**
     * One primitive at one input size, on every device that measured it there.
     *
     * @param ranking the devices as the algorithm's page ranks them: fastest first, flagged figures
     *                apart; null when no device's figure could be timed
     */
    public record Row(Primitive primitive, int sizeBytes, Ranking ranking) {

        // the results page reads a row's primitive field by field
        public String algorithm() {
            return primitive.algorithm();
        }

        public Operation operation() {
            return primitive.operation();
        }

        /** The highest unflagged figure, null when there is none. */
        public Ranking.Place fastest() {
            return ranking == null ? null : ranking.highest();
        }

        /** The lowest unflagged figure, null when there is none. */
        public Ranking.Place slowest() {
            return ranking == null ? null : ranking.lowest();
        }

        /**
         * The device's figure, null where it has none at this size: its fastest where it ran under
         * several VMs or versions, a flagged one only when it has no other.
         */
        public Ranking.Place on(long deviceId) {
            return places().filter(place -> place.deviceId() == deviceId).findFirst().orElse(null);
        }

        /** How many devices have a figure at this size, flagged or not. */
        public long devices() {
            return places().mapToLong(Ranking.Place::deviceId).distinct().count();
        }

        private Stream<Ranking.Place> places() {
            return ranking == null ? Stream.empty() : Stream.concat(ranking.ranked().stream(), ranking.flagged().stream());
        }
    }

    /** Shows the page's figures by device, else their spread. */
    public boolean byDevice() {
        return devices.size() <= DEVICE_COLUMNS;
    }

    /**
     * @param results every algorithm and operation's warm results at its shared size, the devices
     *                named by their labels (ResultsBank.atSharedSizes)
     * @param kinds   what each algorithm is
     */
    public static ResultsPage of(List<Result> results, Function<String, Kind> kinds) {
        Map<Primitive, List<Series>> byPrimitive = new LinkedHashMap<>();
        for (Series s : Rankings.series(results, true)) {
            byPrimitive.computeIfAbsent(s.testCase().primitive(), p -> new ArrayList<>()).add(s);
        }
        Map<Kind, Map<Boolean, List<Row>>> byKind = new EnumMap<>(Kind.class);
        byPrimitive.forEach((primitive, series) -> {
            Row row = new Row(primitive, series.get(0).points().get(0).sizeBytes(),
                    Rankings.rank(Kind.Category.of(primitive.algorithm()), series, Series::device));
            byKind.computeIfAbsent(kinds.apply(primitive.algorithm()), k -> new TreeMap<>())
                    .computeIfAbsent(series.get(0).perOperation(), p -> new ArrayList<>()).add(row);
        });
        Map<Kind, List<Table>> tables = new EnumMap<>(Kind.class);
        byKind.forEach((kind, byUnit) -> byUnit.forEach((perOperation, rows) -> {
            rows.sort(fastestFirst(perOperation));
            tables.computeIfAbsent(kind, k -> new ArrayList<>()).add(new Table(kind, perOperation, List.copyOf(rows)));
        }));
        Map<Long, String> devices = new LinkedHashMap<>();
        results.forEach(r -> devices.putIfAbsent(r.deviceId(), r.device()));
        return new ResultsPage(devices.entrySet().stream().map(d -> new Device(d.getKey(), d.getValue()))
                .sorted(Comparator.comparing(Device::name).thenComparingLong(Device::id)).toList(), tables);
    }

    /** The most bytes per second, or the shortest time per operation, first; rows without either by name, last. */
    private static Comparator<Row> fastestFirst(boolean perOperation) {
        return Comparator.comparing(Row::fastest, Comparator.nullsLast(Ranking.fastestFirst(perOperation)))
                .thenComparing(Row::algorithm).thenComparing(Row::operation);
    }
}
