package pearl.server.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Consumer;

import javax.sql.DataSource;

import pearl.server.analysis.ModelFigures;
import pearl.server.analysis.RankCorrelation;
import pearl.server.bank.Devices;
import pearl.server.bank.ReferenceFigures;
import pearl.server.bank.ResultVersions;
import pearl.server.bank.ResultsBank;
import pearl.server.choice.HandshakeEstimator;
import pearl.server.model.AnswerPages;
import pearl.server.model.Catalogue;
import pearl.server.model.HeapFit;
import pearl.server.model.Kind;
import pearl.server.model.ListedDevice;
import pearl.server.model.ModelFigure;
import pearl.server.model.ReferenceFigure;
import pearl.server.model.Result;
import pearl.server.model.ResultFilter;
import pearl.server.pages.HandshakePage;
import pearl.server.pages.ModelMarks;
import pearl.server.security.SecurityFacts;

/**
 * What the public pages and {@code /api/results} read of the Results Bank: the devices shown, their
 * results, a phone model's figures (computed once per analysis that changes them, not per
 * request), the published figures and what is composed from them.
 */
public final class ResultService {

    private final ResultsBank results;
    private final Devices devices;
    private final DataSource dataSource;
    private final SecurityFacts security;
    private final ModelFigureCache figures;

    public ResultService(Parts parts) {
        this.results = parts.results();
        this.devices = parts.devices();
        this.dataSource = parts.database().dataSource();
        this.security = parts.security();
        this.figures = new ModelFigureCache(parts.versions(), model -> Unavailable.unless(
                () -> ModelFigures.of(results.find(ResultFilter.model(model)))));
    }

    /** The devices the public pages show (not hidden), by id. */
    public List<ListedDevice> devices() {
        return Unavailable.unless(devices::list);
    }

    /** Whether a device is there and shown: the public answers treat a hidden device as one that is not. */
    public boolean shown(long device) {
        return Unavailable.unless(() -> devices.shown(device));
    }

    public List<Result> find(ResultFilter filter) {
        return Unavailable.unless(() -> results.find(filter));
    }

    /** Each algorithm's warm results at the size most of its devices measured (the results page). */
    public List<Result> atSharedSizes() {
        return Unavailable.unless(results::atSharedSizes);
    }

    /** What is known of each algorithm's security, which the pages show beside its figures. */
    public SecurityFacts security() {
        return security;
    }

    /** What kind of algorithm the catalogue says it is, as the pages group them. */
    public Kind kind(String algorithm) {
        return Catalogue.shipped().kind(algorithm);
    }

    /** Which input sizes fitted the device's heap, per VM. */
    public List<HeapFit> heapFits(long device) {
        return Unavailable.unless(() -> devices.heapFits(device));
    }

    /** The device's figures far from its phone model's median, as the model's page marks them. */
    public ModelMarks marks(long device) {
        Optional<String> model = Unavailable.unless(() -> devices.model(device));
        if (model.isEmpty()) {
            return ModelMarks.NONE;
        }
        ModelMarks.Builder marks = new ModelMarks.Builder(model.get());
        for (ModelFigure figure : figures.of(model.get())) {
            for (ModelFigure.Far far : figure.far()) {
                if (far.deviceId() == device) {
                    marks.far(figure.measurement(), far.ratio());
                }
            }
        }
        return marks.build();
    }

    /** A phone model's figures; the same list until an analysis changes the results. */
    public List<ModelFigure> modelFigures(String model) {
        return figures.of(model);
    }

    /** One page of {@code /api/results}. */
    public Paged<Result> page(ResultFilter filter, List<String> after, int limit) {
        return new Paged<>(Unavailable.unless(() -> results.page(filter, after, limit)));
    }

    /** One page of a model's figures ({@code /api/results?model=}): its devices' results, figure by figure. */
    public Paged<Result> modelPage(ResultFilter filter, List<String> after, int limit) {
        return new Paged<>(Unavailable.unless(() -> results.modelPage(filter, after, limit)));
    }

    /** The pages of {@code /api/results} for a filter, at {@code limit} records a page. */
    public AnswerPages pages(ResultFilter filter, int limit) {
        return Unavailable.unless(() -> results.pages(filter, limit));
    }

    /** The same for a model's figures. */
    public AnswerPages modelPages(ResultFilter filter, int limit) {
        return Unavailable.unless(() -> results.modelPages(filter, limit));
    }

    /** Every published figure, with its source. */
    public List<ReferenceFigure> references() {
        return Unavailable.unless(() -> ReferenceFigures.all(dataSource));
    }

    /** The published figures of one algorithm. */
    public List<ReferenceFigure> references(String algorithm) {
        return Unavailable.unless(() -> ReferenceFigures.forAlgorithm(dataSource, algorithm));
    }

    /** Spearman's ρ of two rankings, as the reference page compares a device's with a published one. */
    public BiFunction<Map<String, Integer>, Map<String, Double>, Double> rankCorrelation() {
        return (ranks, throughputs) -> RankCorrelation.of(ranks, throughputs).rho();
    }

    /** The device's WTLS handshake estimates from its results (already labelled), beside the published ones. */
    public HandshakePage handshakes(long device, String label, List<Result> results) {
        HandshakeEstimator.OfDevice estimates = HandshakeEstimator.ofDevice(results);
        return HandshakePage.of(device, label, estimates.estimates(), estimates.flags(), references());
    }

    /**
     * Turns a model page's results, which come figure by figure, into the model's figures, one
     * figure's devices in memory at a time: give it every result, then {@link FigureGroups#finish}.
     */
    public static FigureGroups figures(Consumer<ModelFigure> each) {
        return new FigureGroups(each);
    }

    /** Collects one figure's results, and hands its figure on when the next figure's first result comes. */
    public static final class FigureGroups implements Consumer<Result> {

        private final Consumer<ModelFigure> each;
        private final List<Result> figure = new ArrayList<>();

        private FigureGroups(Consumer<ModelFigure> each) {
            this.each = each;
        }

        @Override
        public void accept(Result result) {
            if (!figure.isEmpty() && !figure.get(0).measurement().equals(result.measurement())) {
                finish();
            }
            figure.add(result);
        }

        /** Hands on the last figure. */
        public void finish() {
            ModelFigures.of(figure).forEach(each);
            figure.clear();
        }
    }
}
