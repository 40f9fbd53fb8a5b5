package pearl.ui;

import pearl.bank.LocalBank;
import pearl.collector.Collector;
import pearl.collector.Conditions;
import pearl.collector.Heap;
import pearl.collector.Plan;
import pearl.collector.Progress;
import pearl.collector.SinkFullException;
import pearl.collector.Suite;
import pearl.collector.Clock;
import pearl.sync.SyncClient;

/**
 * One run in the background: measure the clock and the heap, record the run's conditions, collect
 * the plan into the local bank, then sync if asked. Screens and the console only watch it.
 */
final class RunJob implements Runnable {

    /** Told how the job ended, on the job's thread. */
    interface Listener extends Progress {
        void finished(String summary);

        void failed(String message);
    }

    private final Plan plan;
    private final LocalBank bank;
    private final Conditions versions;
    private final SyncClient syncAfter;
    private final Listener listener;
    private Collector collector;
    private volatile boolean cancelled;

    /**
     * @param versions  the software's conditions to record with the run (MIDlet and BC versions)
     * @param syncAfter where to sync when the run completes, or null to keep the samples local
     */
    RunJob(Plan plan, LocalBank bank, Conditions versions, SyncClient syncAfter, Listener listener) {
        this.plan = plan;
        this.bank = bank;
        this.versions = versions;
        this.syncAfter = syncAfter;
        this.listener = listener;
    }

    void cancel() {
        cancelled = true;
        Collector running = collector;
        if (running != null) {
            running.cancel();
        }
    }

    public void run() {
        try {
            int resolution = Clock.resolution();
            int largest = Heap.largestBufferPair(plan.maxSize, plan.minSize);
            if (largest == 0) {
                listener.failed("Not enough memory for the smallest input size.");
                return;
            }
            Plan fitted = plan.withMaxSize(largest);
            Conditions conditions = Conditions.ofThisDevice(resolution);
            for (int i = 0; i < versions.size(); i++) {
                conditions.put(versions.key(i), versions.value(i));
            }
            conditions.put("plan.input", fitted.inputKind);
            conditions.put("plan.samples", String.valueOf(fitted.samplesPerSize));
            conditions.put("plan.min", String.valueOf(fitted.minSize));
            conditions.put("plan.max", String.valueOf(fitted.maxSize));
            conditions.put("memory.largest.buffer", String.valueOf(largest));
            long runId = Clock.now();
            bank.addRun(runId, conditions);
            collector = new Collector(fitted, Suite.all(), resolution, bank, listener);
            if (cancelled) {
                collector.cancel();
            }
            int samples = collector.run(runId, 0);
            StringBuffer summary = new StringBuffer();
            summary.append(collector.isCancelled() ? "Run cancelled: " : "Run complete: ")
                    .append(samples).append(" samples stored.");
            if (syncAfter != null && !collector.isCancelled()) {
                summary.append(' ').append(syncAfter.syncAll(bank)).append(" samples synced.");
            }
            listener.finished(summary.toString());
        } catch (SinkFullException full) {
            listener.failed(full.getMessage());
        } catch (Exception e) {
            listener.failed(e.toString());
        }
    }
}
