package pearl.server.pages;

import java.util.HashMap;
import java.util.Map;

import pearl.server.model.Measurement;
import pearl.server.model.Result;

/**
 * Where one device's figures lie far from its phone model's median (docs/analysis.md, Models): its
 * time over the median, by measurement. A device's page marks
 * those figures.
 */
public final class ModelMarks {

    /** For a device without a model. */
    public static final ModelMarks NONE = new ModelMarks(null, Map.of());

    private final String model;
    private final Map<Measurement, Double> ratios;

    private ModelMarks(String model, Map<Measurement, Double> ratios) {
        this.model = model;
        this.ratios = ratios;
    }

    /** Collects a device's far figures. */
    public static final class Builder {
        private final String model;
        private final Map<Measurement, Double> ratios = new HashMap<>();

        public Builder(String model) {
            this.model = model;
        }

        public Builder far(Measurement figure, double ratio) {
            ratios.put(figure, ratio);
            return this;
        }

        public ModelMarks build() {
            return new ModelMarks(model, Map.copyOf(ratios));
        }
    }

    /** The device's model, null when it has none. */
    public String model() {
        return model;
    }

    /** The result's time over its model's median where it is far from it, else null. */
    public Double ratio(Result result) {
        return result.cold() ? null
                : ratios.get(result.measurement());
    }

    /** Whether any point of the series is far from its model's median. */
    public boolean anyIn(Series series) {
        return series.points().stream().anyMatch(point -> ratio(point) != null);
    }

    /** How many of the device's figures are far. */
    public int count() {
        return ratios.size();
    }
}
