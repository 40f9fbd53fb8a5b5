package pearl.server.service;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

import pearl.server.bank.ResultVersions;
import pearl.server.model.ModelFigure;

/**
 * The phone models' figures, each computed once and kept until an analysis changes any result:
 * every request for a model's page or a device's marks asks only whether the result versions moved
 * (one aggregate query), where computing the figures reads every result of the model's devices.
 */
final class ModelFigureCache {

    private final ResultVersions versions;
    private final Function<String, List<ModelFigure>> compute;
    /** The figures computed at one version of the results. */
    private record Kept(ResultVersions.Snapshot versions, Map<String, List<ModelFigure>> byModel) {
    }

    private Kept kept;

    ModelFigureCache(ResultVersions versions, Function<String, List<ModelFigure>> compute) {
        this.versions = versions;
        this.compute = compute;
    }

    List<ModelFigure> of(String model) {
        // the versions are read before the figures: a change after this read shows at the next request,
        // and figures still being computed for older versions go to a map no longer read
        return current().byModel().computeIfAbsent(model, compute);
    }

    private synchronized Kept current() {
        ResultVersions.Snapshot now = Unavailable.unless(() -> versions.read(kept == null ? null : kept.versions()));
        if (kept == null || now != kept.versions()) {
            kept = new Kept(now, new ConcurrentHashMap<>());
        }
        return kept;
    }
}
