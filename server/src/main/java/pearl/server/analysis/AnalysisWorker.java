package pearl.server.analysis;

import java.sql.SQLException;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs the incremental analysis in the background, so that a phone's sync never waits for it
 * (docs/analysis.md). A sync wakes it; wakes that come while it runs make one more run, which
 * takes every group pending by then, so the analysis of many syncs is done at once. It also looks
 * every {@link #POLL_SECONDS} s for groups left pending by another instance or by a failed run.
 */
public final class AnalysisWorker implements AutoCloseable {

    static final int POLL_SECONDS = 1;

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
        thread.scheduleWithFixedDelay(this::wake, 0, POLL_SECONDS, TimeUnit.SECONDS);
    }

    /** Asks for a run; returns at once. */
    public void wake() {
        if (queued.compareAndSet(false, true)) {
            try {
                thread.execute(this::run);
            } catch (RejectedExecutionException closed) {
                queued.set(false);
            }
        }
    }

    private void run() {
        queued.set(false);
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
