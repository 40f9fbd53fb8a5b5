package pearl.server.service;

import java.util.List;

import pearl.server.bank.SamplesRemoteBank;
import pearl.server.model.AnswerPages;
import pearl.server.model.ResultFilter;
import pearl.server.model.SampleView;

/** What {@code /api/samples} and the pages' exports read of the Samples Remote Bank. */
public final class SampleService {

    private final SamplesRemoteBank samples;

    public SampleService(Parts parts) {
        this.samples = parts.samples();
    }

    /** One page of {@code /api/samples}. */
    public Paged<SampleView> page(ResultFilter filter, List<String> after, int limit) {
        return new Paged<>(Unavailable.unless(() -> samples.page(filter, after, limit)));
    }

    /** The pages of {@code /api/samples} for a filter, at {@code limit} records a page. */
    public AnswerPages pages(ResultFilter filter, int limit) {
        return Unavailable.unless(() -> samples.pages(filter, limit));
    }
}
