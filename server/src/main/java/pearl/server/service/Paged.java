package pearl.server.service;

import java.util.List;
import java.util.function.Consumer;

import pearl.server.bank.KeysetPage;

/**
 * One page of an API answer, streamed: whether another page follows is known before the first
 * record is read (so the answer can name it in its headers), then the records come one at a time
 * as the database sends them. Close it to give its connection back.
 *
 * @param <T> a record of the answer
 */
public final class Paged<T> implements AutoCloseable {

    private final KeysetPage<T> page;

    Paged(KeysetPage<T> page) {
        this.page = page;
    }

    /** The key after which the next page starts; null when this is the last page. */
    public List<String> next() {
        return page.next();
    }

    /** Gives the page's records to {@code each} as the database sends them. */
    public void forEach(Consumer<T> each) {
        Unavailable.unless(() -> page.forEach(each::accept));
    }

    @Override
    public void close() {
        Unavailable.unless(page::close);
    }
}
