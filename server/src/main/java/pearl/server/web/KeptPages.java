package pearl.server.web;

import java.io.IOException;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Predicate;
import java.util.function.ToIntBiFunction;

import com.github.benmanes.caffeine.cache.AsyncCache;
import com.github.benmanes.caffeine.cache.Caffeine;

import jakarta.servlet.ServletException;

/**
 * Rendered things kept in memory, bounded by weight, least recently used leaving first, with one
 * render for everyone who asks for one not yet kept: Caffeine's asynchronous cache holds the render
 * under way as its value, so that the others wait for it and get the same. A render the caller does
 * not want kept (an error page) or that failed leaves nothing behind, and a caller who waited for
 * it renders for itself, so that what it reports is its own.
 *
 * @param <K> what is rendered
 * @param <V> the result
 */
final class KeptPages<K, V> {

    /** A render, which may fail as a servlet does. */
    @FunctionalInterface
    interface Render<V> {
        V render() throws IOException, ServletException;
    }

    private final AsyncCache<K, V> cache;
    private final Predicate<V> keep;

    /** @param keep whether a rendered value is kept (the others are rendered again when asked for) */
    KeptPages(long maxWeight, ToIntBiFunction<K, V> weigher, Predicate<V> keep) {
        this.cache = Caffeine.newBuilder().maximumWeight(maxWeight).<K, V>weigher(weigher::applyAsInt).buildAsync();
        this.keep = keep;
    }

    /** The kept value, or the one render under way for it, or a render of the caller's own. */
    V get(K key, Render<V> render) throws IOException, ServletException, InterruptedException {
        CompletableFuture<V> mine = new CompletableFuture<>();
        CompletableFuture<V> theirs = cache.asMap().putIfAbsent(key, mine);
        if (theirs != null) {
            try {
                V value = theirs.get();
                if (value != null) {
                    return value;
                }
            } catch (ExecutionException failed) {
                // not shared: this caller's own render says what went wrong for it
            }
            return render.render();
        }
        try {
            V value = render.render();
            mine.complete(keep.test(value) ? value : null);  // null: Caffeine keeps nothing
            return value;
        } catch (IOException | ServletException | RuntimeException | Error failed) {
            mine.completeExceptionally(failed);
            throw failed;
        }
    }

    /** Keeps {@code value} in place of what was kept, when it is one to keep. */
    void put(K key, V value) {
        if (keep.test(value)) {
            cache.put(key, CompletableFuture.completedFuture(value));
        }
    }

    void forget(K key) {
        cache.synchronous().invalidate(key);
    }

    /** The keys kept or under way now. */
    Collection<K> keys() {
        return List.copyOf(cache.asMap().keySet());
    }
}
