package pearl.server.analysis;

import java.sql.SQLException;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

import pearl.server.DaemonThreads;

/**
 * Runs the incremental analysis in the background, so that a phone's sync never waits for it
 * (docs/analysis.md). A sync wakes it; the run starts once no sync has woken it for
 * {@link #GATHER_MS} ms, or {@link #LATEST_MS} ms after the first wake of a steady stream, and
 * takes every group pending by then: a burst of syncs (a phone sends its batches one after
 * another) is analyzed together after it, rather than beside it on the same cores. Wakes that come
 * while a run is under way make one more run at most. It also looks every {@link #POLL_SECONDS} s
 * for groups left pending by another instance or by a failed run.
 */
public final class AnalysisWorker implements AutoCloseable {

    static final int POLL_SECONDS = 1;
    static final int GATHER_MS = 200;
    static final int LATEST_MS = 2000;

    private static final System.Logger LOG = System.getLogger(AnalysisWorker.class.getName());

    /** The work: analyze what is pending ({@link Analyzer#analyzePending}). */
    @FunctionalInterface
    public interface PendingAnalysis {
        void analyze() throws SQLException;
    }

    private final PendingAnalysis analysis;
    private final ScheduledExecutorService thread;
    private final LongSupplier nanoTime;
    private final AtomicBoolean queued = new AtomicBoolean();
    private final AtomicLong lastWake = new AtomicLong();
    private volatile long firstWake;

    public AnalysisWorker(PendingAnalysis analysis) {
        this(analysis, Executors.newSingleThreadScheduledExecutor(DaemonThreads.named("pearl-analysis")), System::nanoTime);
    }

    /** On a given single thread and clock: a test's, which runs the delays without waiting for them. */
    AnalysisWorker(PendingAnalysis analysis, ScheduledExecutorService thread, LongSupplier nanoTime) {
        this.analysis = analysis;
        this.thread = thread;
        this.nanoTime = nanoTime;
    }

    /** Starts looking for pending groups now and every {@link #POLL_SECONDS} s. */
    public void start() {
        thread.scheduleWithFixedDelay(this::poll, 0, POLL_SECONDS, TimeUnit.SECONDS);
    }

    /** Asks for a run; returns at once. */
    public void wake() {
        long now = nanoTime.getAsLong();
        lastWake.set(now);
        if (queued.compareAndSet(false, true)) {
            firstWake = now;
            schedule(GATHER_MS);
        }
    }

    private void schedule(long delayMs) {
        try {
            thread.schedule(this::woken, delayMs, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException closed) {
            queued.set(false);
        }
    }

    private void woken() {
        long now = nanoTime.getAsLong();
        long quietMs = TimeUnit.NANOSECONDS.toMillis(now - lastWake.get());
        long waitedMs = TimeUnit.NANOSECONDS.toMillis(now - firstWake);
        if (quietMs < GATHER_MS && waitedMs < LATEST_MS) {
            schedule(Math.min(GATHER_MS - quietMs, LATEST_MS - waitedMs));  // the burst goes on
            return;
        }
        queued.set(false);
        analyze();
    }

    /** The poll leaves a burst to the run it will get when the burst ends. */
    private void poll() {
        if (!queued.get()) {
            analyze();
        }
    }

    private void analyze() {
        try {
            analysis.analyze();
        } catch (SQLException | RuntimeException failed) {
            LOG.log(System.Logger.Level.WARNING, "incremental analysis failed; its groups stay pending", failed);
        }
    }

    /** Stops, letting a run under way finish (its transaction commits or rolls back whole). */
    @Override
    public void close() throws InterruptedException {
        thread.shutdown();
        thread.awaitTermination(30, TimeUnit.SECONDS);
    }
}
