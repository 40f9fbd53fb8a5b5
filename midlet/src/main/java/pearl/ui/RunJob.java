package pearl.ui;

import pearl.bank.LocalBank;
import pearl.collector.Clock;
import pearl.collector.Collector;
import pearl.collector.Conditions;
import pearl.collector.Heap;
import pearl.collector.Plan;
import pearl.collector.Problem;
import pearl.collector.Progress;
import pearl.collector.Sample;
import pearl.collector.SampleSink;
import pearl.collector.SinkFullException;
import pearl.collector.Suite;
import pearl.collector.Summary;
import pearl.sync.SyncClient;

/**
 * One run in the background: measure the clock and the heap, record the run's conditions, collect
 * the plan into the local bank, then sync if asked. Screens and the console only watch it.
 * <p>
 * A paused run (the MIDlet paused, e.g. by a call) stops after the sample in flight and can be
 * resumed: same run, next sequence number, from the first unit it had not finished.
 */
final class RunJob implements Runnable, SampleSink {

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
    private final Summary summary;
    private Collector collector;
    private Conditions conditions;
    private long runId;
    private int nextSequence;
    private int unitsDone;
    private volatile boolean cancelled;
    private volatile boolean paused;

    /**
     * @param versions  the software's conditions to record with the run (MIDlet and BC versions)
     * @param syncAfter where to sync when the run completes, or null to keep the samples local
     * @param summary   where the throughputs measured are summed up for the screen
     */
    RunJob(Plan plan, LocalBank bank, Conditions versions, SyncClient syncAfter, Listener listener, Summary summary) {
        this.plan = plan;
        this.bank = bank;
        this.versions = versions;
        this.syncAfter = syncAfter;
        this.listener = listener;
        this.summary = summary;
    }

    /** Ends the run after the sample in flight. */
    void cancel() {
        cancelled = true;
        stopCollector();
    }

    /** Stops the run after the sample in flight, to be resumed. */
    void pause() {
        paused = true;
        stopCollector();
    }

    boolean isPaused() {
        return paused;
    }

    /** Goes on with a paused run, in a new thread. */
    void resume() {
        paused = false;
        Collector stopped = collector;
        if (stopped != null) {
            stopped.resume();
        }
        new Thread(this).start();
    }

    private void stopCollector() {
        Collector running = collector;
        if (running != null) {
            running.cancel();
        }
    }

    public void add(Sample sample) throws SinkFullException {
        bank.add(sample);
        summary.add(sample);
    }

    public void run() {
        try {
            if (collector == null && !start()) {
                return;
            }
            if (!paused && !cancelled) {
                nextSequence = collector.run(runId, nextSequence, unitsDone);
                unitsDone = collector.unitsDone();
            }
            collector.describeWarmUp(conditions);
            bank.replaceRun(runId, conditions);
            if (paused && !cancelled) {
                return;
            }
            StringBuffer text = new StringBuffer();
            text.append(cancelled ? "Run cancelled: " : "Run complete: ").append(nextSequence)
                    .append(" samples stored (checksum ").append(collector.checksum()).append(").");
            if (syncAfter != null && !cancelled) {
                try {
                    int synced = syncAfter.syncAll(bank);
                    text.append(' ').append(synced).append(" samples synced.");
                } catch (Throwable notSynced) {
                    listener.failed(text.append(' ').append(SyncJob.notSynced(notSynced)).toString());
                    return;
                }
            }
            listener.finished(text.toString());
        } catch (Throwable e) {
            listener.failed(new StringBuffer("The run stopped: ").append(Problem.describe(e)).toString());
        }
    }

    /** Measures the device and records the run; false when it cannot run at all. */
    private boolean start() throws SinkFullException {
        int resolution = Clock.resolution();
        int largest = Heap.largestBufferPair(plan.maxSize(), plan.minSize());
        if (largest == 0) {
            listener.failed("Not enough memory for the smallest input size.");
            return false;
        }
        Plan fitted = plan.withMaxSize(largest);
        conditions = Conditions.ofThisDevice(resolution);
        for (int i = 0; i < versions.size(); i++) {
            conditions.put(versions.key(i), versions.value(i));
        }
        fitted.describe(conditions);
        conditions.put("memory.largest.buffer", String.valueOf(largest));
        collector = new Collector(fitted, Suite.full(), resolution, this, listener);
        collector.describeWarmUp(conditions);
        runId = Clock.now();
        bank.addRun(runId, conditions);
        return true;
    }
}
