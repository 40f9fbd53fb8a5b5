package pearl.server.analysis;

import java.sql.SQLException;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs the incremental analysis in the background, so that a phone's sync never waits for it
 * (docs/analysis.md). A sync wakes it; the run starts {@link #GATHER_MS} ms later and takes every
 * group pending by then, and wakes that come before it starts or while it runs make one more run
 * at most: a burst of syncs (a phone sends its batches one after another) is analyzed together.
 * It also looks every {@link #POLL_SECONDS} s for groups left pending by another instance or by a
 * failed run.
 */
public final class AnalysisWorker implements AutoCloseable {

    static final int POLL_SECONDS = 1;
    static final int GATHER_MS = 200;

    private static final System.Logger LOG = System.getLogger(AnalysisWorker.class.getName());

    private final Analyzer analyzer;
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(run -> {
        Thread worker = new Thread(run, "pearl-analysis");
        worker.setDaemon(true);
        return worker;
    });
    private final AtomicBoolean queued = new AtomicBoolean();

    public AnalysisWorker(Analyzer analyzer) {
        this.analyzer = analyzer;
    }

    /** Starts looking for pending groups now and every {@link #POLL_SECONDS} s. */
    public void start() {
        thread.scheduleWithFixedDelay(this::analyze, 0, POLL_SECONDS, TimeUnit.SECONDS);
    }

    /** Asks for a run; returns at once. */
    public void wake() {
        if (queued.compareAndSet(false, true)) {
            try {
                thread.schedule(this::woken, GATHER_MS, TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException closed) {
                queued.set(false);
            }
        }
    }

    private void woken() {
        queued.set(false);
        analyze();
    }

    private void analyze() {
        try {
            analyzer.analyzePending();
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
