package pearl.ui;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

import javax.microedition.rms.RecordStoreException;

import pearl.bank.LocalBank;
import pearl.collector.Collector;
import pearl.collector.Conditions;
import pearl.collector.Estimate;
import pearl.collector.FailureText;
import pearl.collector.Pace;
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
 * resumed: same run, next sequence number, from the measurement it stopped in.
 * <p>
 * A run outlives the MIDlet: after each measurement's samples the job keeps the run's state in the local
 * bank (the MIDlet's version, the plan, the run key, the next sequence number, how often it was
 * taken up, the phone's {@link Pace}, and the collector's own: {@link Collector#save}). A later life of the
 * MIDlet finds it ({@link #unfinished}) and goes on at the measurement that was in flight, whose
 * samples were not kept; the run's conditions then count its lives ({@code run.resumed}) and the
 * warm-up's totals over all of them. The state goes when the run is cancelled, or complete and,
 * where it syncs when done, synced: a run measured but not synced goes on with its sync.
 * <p>
 * An unattended run (one that syncs when done) prints its estimate first ({@code PEARL ESTIMATE
 * <seconds> s for <N> measurements}), and syncs after its first measurement in each life and after
 * each part of the plan ({@link #partEnded}), so that its server shows results from the run's first
 * seconds on.
 * <p>
 * When the store runs short, the run makes room: it syncs (an unattended run, or a phone registered
 * with its server) and deletes the samples its server has, then goes on. Where it cannot, it
 * pauses with every sample kept and says so; a sync then resumes it.
 */
final class RunJob implements Runnable, SampleSink {

    /** The run condition of the MIDlet's version, which the state must match to go on. */
    static final String MIDLET_VERSION = "midlet.version";
    /** The run condition of how often the run was taken up again in a new life of the MIDlet. */
    private static final String RESUMED = "run.resumed";
    /** What the user reads when the store is full and no room could be made. */
    private static final String FULL = "The phone's storage is full, every sample kept: sync to go on.";

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
    /**
     * The phone as the run found it when it started: the clock's tick, which its samples' times
     * count in every life, and the speeds its estimate stands on.
     */
    private Pace pace;
    /** The lives of the MIDlet the run has been collected in so far. */
    private int lives;
    /** Samples the server confirmed in the syncs during the run: after a part, or to make room. */
    private int synced;
    /** Whether this life of the run has stored a measurement: the first one syncs at once. */
    private boolean stored;
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

    /**
     * The run the local bank holds unfinished, ready to go on in this life of the MIDlet, or null when
     * there is none. A run this MIDlet cannot go on with (another version planned it) is ended as it
     * stands: its samples stay, and sync as usual.
     *
     * @param versions this MIDlet's versions, as {@link RunJob#RunJob} takes them
     */
    static RunJob unfinished(LocalBank bank, Conditions versions, SyncClient sync, boolean syncAfter,
                             Progress listener, Summary summary) throws IOException {
        byte[] state = bank.state();
        if (state == null) {
            return null;
        }
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(state));
        RunJob job;
        try {
            if (!in.readUTF().equals(versions.get(MIDLET_VERSION))) {
                throw new IOException("planned by another version of PEARL");
            }
            job = new RunJob(Plan.read(in), bank, versions, sync, syncAfter, listener, summary);
            job.runKey = in.readLong();
            job.nextSequence = in.readInt();
            job.lives = Sample.readCount(in);
            job.pace = Pace.read(in);
            job.collector = new Collector(job.plan, TestCaseTable.full(), job.pace.tick, job, listener);
            job.collector.restore(in);
        } catch (IOException cannotGoOn) {
            bank.dropState();
            return null;
        }
        job.nextSequence = bank.caughtUp(job.runKey, job.nextSequence, job.collector);
        return job;
    }

    /**
     * Syncs where the run may (an unattended run registers if it must; a run on the screen syncs
     * where the user did) and deletes the samples the server has, to make room in the store.
     */
    private void makeRoom() throws IOException {
        if (syncAfter || sync.registered()) {
            try {
                synced += sync.syncAll(bank);
            } catch (RecordStoreException failed) {
                throw new IOException(FailureText.describe(failed));
            }
        }
        bank.deleteThrough(sync.syncedThrough());
    }

    /** Keeps the run's state in the local bank, making room for it where the store is full. */
    private void keepState() throws IOException {
        byte[] state = state();
        if (!bank.keepState(state)) {
            makeRoom();
            if (!bank.keepState(state)) {
                throw new IOException(FULL);
            }
        }
    }

    /** What a later life needs to go on with the run: see the class's comment. */
    private byte[] state() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        String version = versions.get(MIDLET_VERSION);
        out.writeUTF(version == null ? "" : version);
        plan.write(out);
        out.writeLong(runKey);
        out.writeInt(nextSequence);
        Sample.writeCount(out, lives);
        pace.write(out);
        collector.save(out);
        return bytes.toByteArray();
    }

    /** Whether this run's plan is {@code other}. */
    boolean plans(Plan other) throws IOException {
        return equal(bytesOf(plan), bytesOf(other));
    }

    private static byte[] bytesOf(Plan plan) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        plan.write(new DataOutputStream(bytes));
        return bytes.toByteArray();
    }

    private static boolean equal(byte[] a, byte[] b) {
        if (a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    /** Measurements done so far, over the rounds, of {@link #total}. */
    int measurementsDone() {
        return collector.measurementsDone();
    }

    int total() {
        return collector.total();
    }

    /** ms the rest of the run should take: the plan's estimate for the measurements left. */
    long millisLeft() {
        long whole = Estimate.millis(plan, TestCaseTable.full(), pace);
        return whole * (total() - measurementsDone()) / Math.max(1, total());
    }

    /** Ends an unfinished run as it stands, without going on: its samples stay, and sync as usual. */
    void end() throws IOException {
        bank.dropState();
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

    public void add(Sample[] measurement, int count, int measurementsDone, int digest) throws IOException {
        if (!bank.add(measurement, count, measurementsDone, digest)) {
            // stopped here unless room is made; a sync then resumes the run
            paused = true;
            makeRoom();
            if (!bank.add(measurement, count, measurementsDone, digest)) {
                throw new IOException(FULL);
            }
            paused = false;
        }
        nextSequence = measurement[count - 1].sequence + 1;
        try {
            keepState();
        } catch (IOException failed) {
            // the samples are stored: not this life but a later one goes on, taking them up
            paused = false;
            throw failed;
        }
        for (int i = 0; i < count; i++) {
            summary.add(measurement[i]);
        }
        if (!stored) {
            stored = true;
            partEnded();
        }
    }

    /**
     * An unattended run sends the samples it has so far, between two measurements (after a part, and
     * after its first measurement in this life), never while one is timed: one try and no wait, so
     * that a server that is down costs the run no time; what does not go now stays on the phone and
     * goes with the next sync. A run on the screen connects only when its user asks.
     */
    public void partEnded() {
        if (!syncAfter) {
            return;
        }
        try {
            int confirmed = sync.syncAllInOneTry(bank);
            synced += confirmed;
            System.out.println(new StringBuffer("PEARL SYNCED ").append(confirmed).append(" samples so far").toString());
        } catch (Exception notNow) {
            System.out.println(new StringBuffer("PEARL SYNC LATER: ").append(FailureText.describe(notNow)).toString());
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
        if (plan != null) {
            try {
                // the run is over: measured, and synced where it syncs when done
                bank.dropState();
            } catch (IOException e) {
                listener.failed(text.append(FailureText.describe(e)).toString());
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
        } else if (conditions == null) {
            takeUp();
        }
        if (!paused && !cancelled) {
            // a run stopped by a full store goes on from where it stopped after a sync
            nextSequence = collector.run(runKey, nextSequence, collector.measurementsDone());
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

    /** Measures the device and records the run, with the state to go on from in a later life. */
    private void start() throws IOException {
        pace = Pace.probe(plan, TestCaseTable.full());
        conditions = Conditions.ofThisDevice(pace.tick);
        for (int i = 0; i < versions.size(); i++) {
            conditions.put(versions.key(i), versions.value(i));
        }
        plan.describe(conditions);
        collector = new Collector(plan, TestCaseTable.full(), pace.tick, this, listener);
        if (syncAfter) {
            System.out.println(new StringBuffer("PEARL ESTIMATE ").append(millisLeft() / 1000).append(" s for ")
                    .append(total()).append(" measurements").toString());
        }
        collector.describe(conditions);
        runKey = Clock.now();
        lives = 1;
        conditions.put(RESUMED, "0");
        bank.addRun(runKey, conditions);
        keepState();
    }

    /** Takes the run up in this life of the MIDlet: its conditions as recorded, its lives counted. */
    private void takeUp() throws IOException {
        conditions = bank.conditionsOf(runKey);
        if (conditions == null) {
            // its record removed by hand: the run goes on with what this life knows of it
            conditions = Conditions.ofThisDevice(pace.tick);
            plan.describe(conditions);
        }
        lives++;
        conditions.put(RESUMED, String.valueOf(lives - 1));
        collector.describe(conditions);
        bank.replaceRun(runKey, conditions);
        keepState();
    }
}
