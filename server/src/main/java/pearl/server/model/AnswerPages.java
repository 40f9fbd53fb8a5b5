package pearl.server.model;

import java.util.List;

/**
 * How an API answer falls into pages of {@code limit} records (docs/api.md, Paging), known before
 * any page is read, so that a page can offer its export as files that hold every record once: how
 * many records there are, and the key after which each page but the first starts (the cursor that
 * the page before it names in its {@code Link} header).
 *
 * @param records how many records the answer holds
 * @param limit   the records of a page
 * @param starts  for pages 2, 3, …, the key of the last record of the page before; empty for one page
 */
public record AnswerPages(long records, int limit, List<List<String>> starts) {

    public AnswerPages {
        starts = List.copyOf(starts);
    }

    /** How many pages the answer takes; one, however empty. */
    public int count() {
        return starts.size() + 1;
    }
}
