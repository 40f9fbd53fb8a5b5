package pearl.server.pages;

import java.util.HashMap;
import java.util.Map;

import pearl.server.model.Operation;
import pearl.server.model.Result;

/**
 * Where one device's figures lie far from its phone model's median (docs/analysis.md, Models): its
 * time over the median, by algorithm, operation, key size and input size. A device's page marks
 * those figures.
 */
public final class ModelMarks {

    /** For a device without a model. */
    public static final ModelMarks NONE = new ModelMarks(null, Map.of());

    private final String model;
    private final Map<Key, Double> ratios;

    private ModelMarks(String model, Map<Key, Double> ratios) {
        this.model = model;
        this.ratios = ratios;
    }

    /** What a figure of a model is of. */
    private record Key(String algorithm, Operation operation, int keyBits, int sizeBytes) {
    }

    /** Collects a device's far figures. */
    public static final class Builder {
        private final String model;
        private final Map<Key, Double> ratios = new HashMap<>();

        public Builder(String model) {
            this.model = model;
        }

        public Builder far(String algorithm, Operation operation, int keyBits, int sizeBytes, double ratio) {
            ratios.put(new Key(algorithm, operation, keyBits, sizeBytes), ratio);
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
                : ratios.get(new Key(result.algorithm(), result.operation(), result.keyBits(), result.sizeBytes()));
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
