package pearl.server.web;

import java.util.ArrayList;
import java.util.List;

import pearl.server.model.AnswerPages;
import pearl.server.model.Query;
import pearl.server.model.ResultFilter;
import pearl.server.service.Services;

/**
 * An export a page offers (docs/web.md, *Data*): what it holds, how many records, and the
 * addresses in the API that give all of them, each once and in order. A browser shows no
 * {@code Link} header, so a page names every page of the answer itself: one file when the records
 * fit one page (the API's largest limit when they are more than its default), else one file per
 * page, each starting where the one before ended, at the cursor the header would give.
 *
 * @param id      the element's id on the page, e.g. {@code export-samples}
 * @param what    what the records are, e.g. "samples"
 * @param records how many there are
 * @param perFile the most records a file holds
 * @param json    the files' addresses under the context path, in order
 * @param csv     the same files as CSV
 */
public record ExportLinks(String id, String what, long records, int perFile, List<String> json, List<String> csv) {

    public ExportLinks {
        json = List.copyOf(json);
        csv = List.copyOf(csv);
    }

    /** The results a filter selects, as {@code /api/results} pages them. */
    static ExportLinks results(Services services, String id, String what, ResultFilter filter) {
        return of(id, what, "/api/results", FilterParameters.query(filter), PagingParameters.Answer.RESULTS, ApiRequest.RESULTS_LIMIT,
                services.results().pages(filter, ApiRequest.MOST_RESULTS));
    }

    /** A model's figures, as {@code /api/results?model=…} pages them. */
    static ExportLinks figures(Services services, String id, String what, ResultFilter filter) {
        return of(id, what, "/api/results", FilterParameters.query(filter), PagingParameters.Answer.MODEL, ApiRequest.RESULTS_LIMIT,
                services.results().modelPages(filter, ApiRequest.MOST_RESULTS));
    }

    /** The samples a filter selects, as {@code /api/samples} pages them. */
    static ExportLinks samples(Services services, String id, String what, ResultFilter filter) {
        return of(id, what, "/api/samples", FilterParameters.query(filter), PagingParameters.Answer.SAMPLES, ApiRequest.SAMPLES_LIMIT,
                services.samples().pages(filter, ApiRequest.MOST_SAMPLES));
    }

    /** The chooser's answer, as {@code /api/choose} pages it ({@code pages} with its largest limit). */
    static ExportLinks choices(String id, String what, Query query, AnswerPages pages) {
        return of(id, what, "/api/choose", ChoiceParameters.query(query), PagingParameters.Answer.CHOOSE, ChoiceParameters.LIMIT, pages);
    }

    /**
     * @param query        the answer's parameters in one spelling, without format and paging
     * @param defaultLimit the API's limit when a request names none
     * @param pages        the answer's pages at the API's largest limit
     */
    private static ExportLinks of(String id, String what, String path, String query, PagingParameters.Answer answer,
                                  int defaultLimit, AnswerPages pages) {
        boolean limited = pages.records() > defaultLimit;
        List<String> json = new ArrayList<>();
        List<String> csv = new ArrayList<>();
        for (int page = 0; page < pages.count(); page++) {
            String paging = new PagingParameters(answer, pages.limit(), limited,
                    page == 0 ? null : pages.starts().get(page - 1)).query();
            String address = path + "?" + (query.isEmpty() ? "" : query + "&") + "format=";
            json.add(address + "json" + (paging.isEmpty() ? "" : "&" + paging));
            csv.add(address + "csv" + (paging.isEmpty() ? "" : "&" + paging));
        }
        return new ExportLinks(id, what, pages.records(), pages.limit(), json, csv);
    }

    /** How many files the records take. */
    public int files() {
        return json.size();
    }
}
