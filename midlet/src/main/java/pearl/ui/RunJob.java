package pearl.ui;

import java.io.IOException;

import javax.microedition.rms.RecordStoreException;

import pearl.bank.LocalBank;
import pearl.collector.Collector;
import pearl.collector.Conditions;
import pearl.collector.FailureText;
import pearl.collector.Plan;
import pearl.collector.Progress;
import pearl.collector.Sample;
import pearl.collector.SampleSink;
import pearl.collector.Summary;
import pearl.collector.TestCaseTable;
import pearl.sync.SyncClient;
import pearl.util.Clock;

/**
 * One job in the background, so that neither the measuring nor the network blocks the screen: a
 * run (measure the clock and the heap, record the run's conditions, collect the plan into the
 * local bank), then a sync if asked; or a sync alone; or asking the server to remove what it holds
 * of the phone. Screens and the console only watch it.
 * <p>
 * A paused run (the MIDlet paused, e.g. by a call) stops after the sample in flight and can be
 * resumed: same run, next sequence number, from the first measurement of a round it had not finished.
 * <p>
 * When the store runs short, the run makes room: it syncs (an unattended run, or a phone registered
 * with its server) and deletes the samples its server has, then goes on. Where it cannot, it
 * pauses with every sample kept and says so; a sync then resumes it.
 */
final class RunJob implements Runnable, SampleSink {

    private final Plan plan;
    private final LocalBank bank;
    private final Conditions versions;
    /** The phone's server: where the run makes room, and syncs when it ends if {@link #syncAfter}. */
    private final SyncClient sync;
    private final boolean syncAfter;
    private final Progress listener;
    private final Summary summary;
    private Collector collector;
    private Conditions conditions;
    private long runKey;
    private int nextSequence;
    private int measurementsDone;
    /** Samples the server confirmed in the syncs that made room. */
    private int synced;
    private volatile boolean cancelled;
    private volatile boolean paused;

    /**
     * @param plan      what to collect, or null for a sync alone
     * @param bank      where the samples are; null for a job that, instead of syncing, asks the
     *                  server to remove what it holds of the phone
     * @param versions  the software's conditions to record with the run (MIDlet and BC versions)
     * @param sync      the phone's server
     * @param syncAfter whether to sync when the run completes (a job without a plan always does)
     * @param summary   where the throughputs measured are summed up for the screen
     */
    RunJob(Plan plan, LocalBank bank, Conditions versions, SyncClient sync, boolean syncAfter, Progress listener,
           Summary summary) {
        this.plan = plan;
        this.bank = bank;
        this.versions = versions;
        this.sync = sync;
        this.syncAfter = syncAfter || plan == null;
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

    public void add(Sample[] measurement, int count) throws IOException {
        if (!bank.add(measurement, count)) {
            // stopped here unless room is made; a sync then resumes the run
            paused = true;
            // an unattended run registers if it must; a run on the screen syncs where the user did
            if (syncAfter || sync.registered()) {
                try {
                    synced += sync.syncAll(bank);
                } catch (RecordStoreException failed) {
                    throw new IOException(FailureText.describe(failed));
                }
            }
            bank.deleteThrough(sync.syncedThrough());
            if (!bank.add(measurement, count)) {
                throw new IOException("The phone's storage is full, every sample kept: sync to go on.");
            }
            paused = false;
        }
        nextSequence = measurement[count - 1].sequence + 1;
        for (int i = 0; i < count; i++) {
            summary.add(measurement[i]);
        }
    }

    public void run() {
        StringBuffer text = new StringBuffer();
        try {
            if (plan != null && !collect(text)) {
                return;
            }
        } catch (Throwable e) {
            listener.failed(new StringBuffer("The run stopped: ").append(FailureText.describe(e)).toString());
            return;
        }
        if (syncAfter && !cancelled) {
            try {
                if (bank == null) {
                    text.append(sync.removeAll());
                } else {
                    text.append(synced + sync.syncAll(bank)).append(" samples synced.");
                }
            } catch (Throwable e) {
                // what the user reads when the job stops: what happened, and that trying again later is safe
                text.append(bank == null ? "Nothing removed: " : "Not synced, every sample kept on the phone: ");
                listener.failed(text.append(FailureText.describe(e)).append(". Try again later.").toString());
                return;
            }
        }
        listener.finished(text.toString().trim());
    }

    /**
     * Collects the plan, or what is left of it after a pause, and says so in {@code text}; false
     * when the run cannot start or is paused.
     */
    private boolean collect(StringBuffer text) throws IOException {
        if (collector == null) {
            start();
        }
        if (!paused && !cancelled) {
            try {
                nextSequence = collector.run(runKey, nextSequence, measurementsDone);
            } finally {
                // a run stopped by a full store goes on from here after a sync
                measurementsDone = collector.measurementsDone();
            }
        }
        collector.describe(conditions);
        bank.replaceRun(runKey, conditions);
        if (paused && !cancelled) {
            return false;
        }
        text.append(cancelled ? "Run cancelled: " : "Run complete: ").append(nextSequence)
                .append(" samples stored (checksum ").append(collector.checksum()).append("). ");
        return true;
    }

    /** Measures the device and records the run. */
    private void start() throws IOException {
        int resolution = Clock.resolution();
        conditions = Conditions.ofThisDevice(resolution);
        for (int i = 0; i < versions.size(); i++) {
            conditions.put(versions.key(i), versions.value(i));
        }
        plan.describe(conditions);
        collector = new Collector(plan, TestCaseTable.full(), resolution, this, listener);
        collector.describe(conditions);
        runKey = Clock.now();
        bank.addRun(runKey, conditions);
    }
}
