package pearl.server.web;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import pearl.server.model.ResultFilter;

/**
 * A request to {@code /api/results} or {@code /api/samples} as the server understood it: its
 * filter, format and paging (docs/api.md), each checked, and the query that asks for the same
 * answer in one spelling.
 *
 * @param format the format asked for, null for the answer's default
 */
record ApiRequest(ResultFilter filter, String format, PagingParameters paging) {

    /** Results a page of {@code /api/results} holds unless {@code limit} says otherwise. */
    static final int RESULTS_LIMIT = 1_000;
    static final int MOST_RESULTS = 10_000;
    /** Samples a page of {@code /api/samples} holds unless {@code limit} says otherwise. */
    static final int SAMPLES_LIMIT = 10_000;
    static final int MOST_SAMPLES = 100_000;

    /**
     * @param parameters a parameter's values by name, null when absent
     * @throws IllegalArgumentException with a message for the user, when a value is malformed
     */
    static ApiRequest results(Function<String, String[]> parameters) {
        ResultFilter filter = FilterParameters.of(parameters);
        return new ApiRequest(filter, Export.format(parameters), PagingParameters.of(parameters,
                filter.model() == null ? PagingParameters.Answer.RESULTS : PagingParameters.Answer.MODEL, RESULTS_LIMIT,
                MOST_RESULTS));
    }

    /** As {@link #results}, for the samples. */
    static ApiRequest samples(Function<String, String[]> parameters) {
        return new ApiRequest(FilterParameters.of(parameters), Export.format(parameters),
                PagingParameters.of(parameters, PagingParameters.Answer.SAMPLES, SAMPLES_LIMIT, MOST_SAMPLES));
    }

    /** The format to answer in: the one asked for, else {@code otherwise}. */
    String format(String otherwise) {
        return format == null ? otherwise : format;
    }

    /** The filter and the format in one spelling, without the paging: what every page of the answer shares. */
    String query() {
        List<String> query = new ArrayList<>();
        String filterQuery = FilterParameters.query(filter);
        if (!filterQuery.isEmpty()) {
            query.add(filterQuery);
        }
        FilterParameters.add(query, "format", format);
        return String.join("&", query);
    }

    /** The whole request in one spelling: the same answer to every request with this query. */
    String pageQuery() {
        String pages = paging.query();
        String shared = query();
        return shared.isEmpty() ? pages : pages.isEmpty() ? shared : shared + "&" + pages;
    }
}
