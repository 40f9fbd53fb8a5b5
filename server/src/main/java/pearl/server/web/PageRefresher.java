package pearl.server.web;

import java.time.Duration;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;

import pearl.server.DaemonThreads;
import pearl.server.service.ResultChanges;

/**
 * Renders cached pages again, in the background, when the results they show change: it polls the
 * devices' result versions (every {@link #POLL}, and every {@link #EAGER_POLL} for a while after a
 * bump in this process, which shows once its transaction commits), and has each affected page
 * (those showing a device whose results changed, and the pages of the other devices of its model,
 * which compare them with the model: {@link PageKey#comparesWithModel}) rendered again by the
 * {@link RenderedPageCache} as a reader's request would render it, and kept.
 * Meanwhile readers get the page as it was. One page renders at a time, so a burst of analyses
 * costs one render of each affected page, not one per analysis.
 */
final class PageRefresher implements AutoCloseable {

    static final Duration POLL = Duration.ofSeconds(1);
    static final Duration EAGER_POLL = Duration.ofMillis(50);
    /** How long after a bump this process polls eagerly: longer than an analysis's commit takes. */
    static final Duration EAGER_FOR = Duration.ofSeconds(3);

    /** Which devices' results changed, and who shares a model with them ({@link PageKey#comparesWithModel}). */
    private final ResultChanges results;
    private final Supplier<Collection<PageKey>> cached;
    private final Consumer<PageKey> render;
    private final BiConsumer<String, Exception> log;
    private final ScheduledExecutorService poller = Executors.newSingleThreadScheduledExecutor(
            DaemonThreads.named("pearl-page-poll"));
    private final ExecutorService renderer = Executors.newSingleThreadExecutor(DaemonThreads.named("pearl-page-render"));
    private final Set<PageKey> dirty = new LinkedHashSet<>();
    private final AtomicLong changes = new AtomicLong();
    private final Runnable bumped = () -> eagerUntil = System.nanoTime() + EAGER_FOR.toNanos();
    private volatile long eagerUntil;
    private volatile long nextPoll;
    private boolean draining;

    /**
     * Reads the versions now, so that every page rendered from here on is measured against them.
     *
     * @param cached the keys of the pages cached now
     * @param render renders a page again and keeps it
     */
    PageRefresher(ResultChanges results, Supplier<Collection<PageKey>> cached, Consumer<PageKey> render,
                  BiConsumer<String, Exception> log) {
        this.results = results;
        this.cached = cached;
        this.render = render;
        this.log = log;
        ResultChanges.listen(bumped);
        poller.scheduleWithFixedDelay(this::tick, EAGER_POLL.toMillis(), EAGER_POLL.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** How many changes were seen so far: a render that saw the count move while it ran may be stale. */
    long changes() {
        return changes.get();
    }

    /** Schedules the page to be rendered again (once, however often it is asked). */
    void renderAgain(PageKey key) {
        synchronized (dirty) {
            dirty.add(key);
            if (!draining) {
                draining = true;
                renderer.execute(this::drain);
            }
        }
    }

    private void tick() {
        long now = System.nanoTime();
        if (now < eagerUntil || now - nextPoll >= 0) {
            nextPoll = now + POLL.toNanos();
            try {
                poll();
            } catch (RuntimeException failed) {
                log.accept("PEARL: polling the result versions failed; pages stay as they are until it works", failed);
            }
        }
    }

    private void poll() {
        Collection<Long> changed = results.changed();
        if (changed.isEmpty()) {
            return;
        }
        changes.incrementAndGet();
        List<Long> peers = null;  // read once, and only if a cached page compares a device with its model
        for (PageKey key : cached.get()) {
            if (key.shows(changed)) {
                renderAgain(key);
            } else if (key.comparesWithModel()) {
                peers = peers == null ? results.sameModel(changed) : peers;
                if (key.shows(peers)) {
                    renderAgain(key);
                }
            }
        }
    }

    private void drain() {
        while (true) {
            PageKey key;
            synchronized (dirty) {
                Iterator<PageKey> first = dirty.iterator();
                if (!first.hasNext()) {
                    draining = false;
                    return;
                }
                key = first.next();
                first.remove();
            }
            render(key);
        }
    }

    private void render(PageKey key) {
        try {
            render.accept(key);
        } catch (RuntimeException failed) {
            log.accept("PEARL: rendering " + key.url() + " again failed; readers keep the page as it was", failed);
        }
    }

    @Override
    public void close() {
        ResultChanges.stopListening(bumped);
        poller.shutdownNow();
        renderer.shutdownNow();
    }
}
