package pearl.server.pages;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import pearl.server.model.Measurement;
import pearl.server.model.Operation;
import pearl.server.model.Result;
import pearl.server.model.TestCase;

/**
 * Devices side by side: for each test case that every device measured,
 * the warm value at the largest input size they all share, and each device's ratio to the first.
 *
 * @param devices the devices' names, in the order asked for
 * @param clocks  each device's CPU clock in MHz, null where unknown (its cycles per byte are blank)
 */
public record Comparison(List<String> devices, List<Integer> clocks, List<Row> rows) {

    /**
     * @param values bytes/s (or ms per operation), one per device
     * @param ratios value / the first device's value; above 1 means faster for throughput, slower per operation
     * @param flags  each value's flags, empty when it is a finding
     * @param cyclesPerByte each device's cycles per byte, null where its clock is unknown
     */
    public record Row(Measurement measurement, boolean perOperation, List<Double> values, List<Double> ratios,
                      List<String> flags, List<Double> cyclesPerByte) {

        // the compare page reads a row's measurement field by field
        public String algorithm() {
            return measurement.algorithm();
        }

        public Operation operation() {
            return measurement.operation();
        }

        public int sizeBytes() {
            return measurement.sizeBytes();
        }

        /** A ratio is no finding when either of its two values is flagged. */
        public boolean ratioFlagged(int device) {
            return Result.flagged(flags.get(0)) || Result.flagged(flags.get(device));
        }
    }

    /** @param resultsByDevice each device's warm and cold results, in the order to compare them */
    public static Comparison of(List<String> names, List<List<Result>> resultsByDevice) {
        Map<TestCase, List<Map<Integer, Result>>> byKey = new LinkedHashMap<>();
        for (int d = 0; d < resultsByDevice.size(); d++) {
            for (Result r : resultsByDevice.get(d)) {
                if (r.cold()) {
                    continue;
                }
                List<Map<Integer, Result>> perDevice = byKey.computeIfAbsent(r.testCase(), k -> newList(resultsByDevice.size()));
                perDevice.get(d).put(r.sizeBytes(), r);
            }
        }
        List<Row> rows = new ArrayList<>();
        for (List<Map<Integer, Result>> perDevice : byKey.values()) {
            Integer size = perDevice.get(0).keySet().stream()
                    .filter(s -> perDevice.stream().allMatch(m -> m.containsKey(s)))
                    .max(Integer::compare).orElse(null);
            if (size != null) {
                rows.add(row(perDevice, size));
            }
        }
        List<Integer> clocks = new ArrayList<>();
        for (List<Result> results : resultsByDevice) {
            clocks.add(results.isEmpty() ? null : results.get(0).clockMhz());
        }
        return new Comparison(names, clocks, rows);
    }

    private static Row row(List<Map<Integer, Result>> perDevice, int size) {
        Result first = perDevice.get(0).get(size);
        List<Double> values = new ArrayList<>();
        List<Double> ratios = new ArrayList<>();
        List<String> flags = new ArrayList<>();
        List<Double> cycles = new ArrayList<>();
        for (Map<Integer, Result> device : perDevice) {
            values.add(Series.value(device.get(size)));
            cycles.add(device.get(size).cyclesPerByte());
            flags.add(device.get(size).flags() == null ? "" : device.get(size).flags());
        }
        for (Double value : values) {
            ratios.add(value == null || values.get(0) == null || values.get(0) == 0 ? null : value / values.get(0));
        }
        return new Row(first.measurement(), first.unit().perOperation(), values, ratios, flags, cycles);
    }

    private static List<Map<Integer, Result>> newList(int devices) {
        List<Map<Integer, Result>> list = new ArrayList<>();
        for (int i = 0; i < devices; i++) {
            list.add(new LinkedHashMap<>());
        }
        return list;
    }
}
