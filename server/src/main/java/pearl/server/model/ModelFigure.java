package pearl.server.model;

import java.util.List;

/**
 * What the devices of one phone model measured together of one {@link Measurement}
 * (docs/analysis.md, Models; computed by pearl.server.analysis.ModelFigures).
 *
 * @param medianMs   the median of the devices' modal times per call
 * @param throughput bytes per second at that median; null for a time per operation
 * @param spread     (slowest - fastest) / median of the devices' times; null with one device
 * @param far        the devices at least {@link #FAR} from the median, with {@link #FAR_NEEDS} devices or more
 */
public record ModelFigure(Measurement measurement, Unit unit, int devices, double medianMs, Double throughput, Double spread, List<Far> far) {

    /** A device this much slower or faster than its model's median, or more, is marked (0.25: 25 %). */
    public static final double FAR = 0.25;
    /** {@link #FAR} as the pages say it. */
    public static final long FAR_PERCENT = Math.round(FAR * 100);
    /** Devices a model needs before one can be far from the others: with two, neither is the odd one. */
    public static final int FAR_NEEDS = 3;

    /** A device's figure against its model's median: its modal time over the median's. */
    public record Far(long deviceId, String device, double ratio) {
    }

    /** The same figure with its far devices named as the pages name them. */
    public ModelFigure relabelled(DeviceLabels labels) {
        return new ModelFigure(measurement, unit, devices, medianMs, throughput, spread,
                far.stream().map(f -> new Far(f.deviceId(), labels.of(f.deviceId(), f.device()), f.ratio())).toList());
    }

    // the model's page and the API read a figure's measurement field by field
    public String algorithm() {
        return measurement.algorithm();
    }

    public Operation operation() {
        return measurement.operation();
    }

    public int keyBits() {
        return measurement.keyBits();
    }

    public int sizeBytes() {
        return measurement.sizeBytes();
    }
}
