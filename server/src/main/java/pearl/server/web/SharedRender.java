package pearl.server.web;

import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;

import jakarta.servlet.ServletException;

/**
 * One render of a thing for everyone who asks for it while it is under way: the first caller for
 * a key renders, the others wait for its result and get the same. Once it is done the key is free
 * again (keeping results is the caller's business). A caller whose awaited render failed renders
 * for itself, so that the failure it reports is its own.
 *
 * @param <K> what is rendered
 * @param <V> the result
 */
final class SharedRender<K, V> {

    /** A render, which may fail as a servlet does. */
    @FunctionalInterface
    interface Render<V> {
        V render() throws IOException, ServletException;
    }

    private final ConcurrentHashMap<K, CompletableFuture<V>> underWay = new ConcurrentHashMap<>();

    V get(K key, Render<V> render) throws IOException, ServletException, InterruptedException {
        CompletableFuture<V> mine = new CompletableFuture<>();
        CompletableFuture<V> theirs = underWay.putIfAbsent(key, mine);
        if (theirs != null) {
            try {
                return theirs.get();
            } catch (ExecutionException failed) {
                return render.render();
            }
        }
        try {
            V value = render.render();
            mine.complete(value);
            return value;
        } catch (IOException | ServletException | RuntimeException | Error failed) {
            mine.completeExceptionally(failed);
            throw failed;
        } finally {
            underWay.remove(key, mine);
        }
    }
}
