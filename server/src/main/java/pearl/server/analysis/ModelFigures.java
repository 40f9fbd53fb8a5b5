package pearl.server.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.apache.commons.math3.stat.descriptive.rank.Median;

import pearl.server.model.Measurement;
import pearl.server.model.ModelFigure;
import pearl.server.model.Result;

/**
 * What the devices of one phone model measured together (docs/analysis.md, Models): per
 * measurement, the median of the devices' figures, how many devices, how
 * far apart they are, and which devices are far from the median. A device's figure is its modal
 * time per call (the median of its warm results' where it has several, from several VMs or
 * versions), so that each device counts once however often it ran.
 */
public final class ModelFigures {

    private ModelFigures() {
    }

    /** The figures of the model whose devices' results these are; cold results are left out. */
    public static List<ModelFigure> of(List<Result> results) {
        // operations by name, as the Results Bank orders them
        Map<Measurement, Map<Long, List<Result>>> groups = new TreeMap<>(Comparator.comparing(Measurement::algorithm)
                .thenComparing(key -> key.operation().label()).thenComparingInt(Measurement::keyBits)
                .thenComparingInt(Measurement::sizeBytes));
        for (Result result : results) {
            if (!result.cold()) {
                groups.computeIfAbsent(result.measurement(), k -> new TreeMap<>())
                        .computeIfAbsent(result.deviceId(), d -> new ArrayList<>()).add(result);
            }
        }
        List<ModelFigure> figures = new ArrayList<>();
        for (Map<Long, List<Result>> devices : groups.values()) {
            figures.add(figure(devices));
        }
        return figures;
    }

    private static ModelFigure figure(Map<Long, List<Result>> devices) {
        Result first = devices.values().iterator().next().get(0);
        double[] times = new double[devices.size()];
        int i = 0;
        for (List<Result> ofDevice : devices.values()) {
            times[i++] = median(ofDevice.stream().mapToDouble(Result::modalMs).toArray());
        }
        double median = median(times);
        List<ModelFigure.Far> far = new ArrayList<>();
        if (devices.size() >= ModelFigure.FAR_NEEDS && median > 0) {
            i = 0;
            for (List<Result> ofDevice : devices.values()) {
                double ratio = times[i++] / median;
                if (Math.abs(ratio - 1) >= ModelFigure.FAR) {
                    far.add(new ModelFigure.Far(ofDevice.get(0).deviceId(), ofDevice.get(0).device(), ratio));
                }
            }
            far.sort(Comparator.comparingDouble(f -> -Math.abs(f.ratio() - 1)));
        }
        double slowest = Arrays.stream(times).max().orElse(0);
        double fastest = Arrays.stream(times).min().orElse(0);
        Double spread = devices.size() < 2 || median == 0 ? null : (slowest - fastest) / median;
        Double throughput = first.unit().perOperation() || median == 0 ? null : first.sizeBytes() * 1000.0 / median;
        return new ModelFigure(first.measurement(), first.unit(), devices.size(), median, throughput, spread, List.copyOf(far));
    }

    private static double median(double[] values) {
        return new Median().evaluate(values);
    }
}
