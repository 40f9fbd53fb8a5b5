package pearl.server.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.apache.commons.math3.stat.descriptive.rank.Median;

import pearl.server.model.Operation;
import pearl.server.model.Result;
import pearl.server.model.Unit;

/**
 * What the devices of one phone model measured together (docs/analysis.md, Models): per algorithm,
 * operation, key size and input size, the median of the devices' figures, how many devices, how
 * far apart they are, and which devices are far from the median. A device's figure is its modal
 * time per call (the median of its warm results' where it has several, from several VMs or
 * versions), so that each device counts once however often it ran.
 */
public final class ModelFigures {

    /** A device this much slower or faster than its model's median, or more, is marked (0.25: 25 %). */
    public static final double FAR = 0.25;
    /** {@link #FAR} as the pages say it. */
    public static final long FAR_PERCENT = Math.round(FAR * 100);
    /** Devices a model needs before one can be far from the others: with two, neither is the odd one. */
    public static final int FAR_NEEDS = 3;

    /** A device's figure against its model's median: its modal time over the median's. */
    public record Far(long deviceId, String device, double ratio) {
    }

    /**
     * @param medianMs   the median of the devices' modal times per call
     * @param throughput bytes per second at that median; null for a time per operation
     * @param spread     (slowest - fastest) / median of the devices' times; null with one device
     * @param far        the devices at least {@link #FAR} from the median, with {@link #FAR_NEEDS} devices or more
     */
    public record Figure(String algorithm, Operation operation, int keyBits, int sizeBytes, Unit unit, int devices,
                         double medianMs, Double throughput, Double spread, List<Far> far) {
    }

    private record Key(String algorithm, Operation operation, int keyBits, int sizeBytes) {
    }

    private ModelFigures() {
    }

    /** The figures of the model whose devices' results these are; cold results are left out. */
    public static List<Figure> of(List<Result> results) {
        // operations by name, as the Results Bank orders them
        Map<Key, Map<Long, List<Result>>> groups = new TreeMap<>(Comparator.comparing(Key::algorithm)
                .thenComparing(key -> key.operation().label()).thenComparingInt(Key::keyBits)
                .thenComparingInt(Key::sizeBytes));
        for (Result result : results) {
            if (!result.cold()) {
                Key key = new Key(result.algorithm(), result.operation(), result.keyBits(), result.sizeBytes());
                groups.computeIfAbsent(key, k -> new TreeMap<>())
                        .computeIfAbsent(result.deviceId(), d -> new ArrayList<>()).add(result);
            }
        }
        List<Figure> figures = new ArrayList<>();
        for (Map<Long, List<Result>> devices : groups.values()) {
            figures.add(figure(devices));
        }
        return figures;
    }

    private static Figure figure(Map<Long, List<Result>> devices) {
        Result first = devices.values().iterator().next().get(0);
        double[] times = new double[devices.size()];
        int i = 0;
        for (List<Result> ofDevice : devices.values()) {
            times[i++] = median(ofDevice.stream().mapToDouble(Result::modalMs).toArray());
        }
        double median = median(times);
        List<Far> far = new ArrayList<>();
        if (devices.size() >= FAR_NEEDS && median > 0) {
            i = 0;
            for (List<Result> ofDevice : devices.values()) {
                double ratio = times[i++] / median;
                if (Math.abs(ratio - 1) >= FAR) {
                    far.add(new Far(ofDevice.get(0).deviceId(), ofDevice.get(0).device(), ratio));
                }
            }
            far.sort(Comparator.comparingDouble(f -> -Math.abs(f.ratio() - 1)));
        }
        double slowest = Arrays.stream(times).max().orElse(0);
        double fastest = Arrays.stream(times).min().orElse(0);
        Double spread = devices.size() < 2 || median == 0 ? null : (slowest - fastest) / median;
        Double throughput = first.unit().perOperation() || median == 0 ? null : first.sizeBytes() * 1000.0 / median;
        return new Figure(first.algorithm(), first.operation(), first.keyBits(), first.sizeBytes(), first.unit(),
                devices.size(), median, throughput, spread, List.copyOf(far));
    }

    private static double median(double[] values) {
        return new Median().evaluate(values);
    }
}
