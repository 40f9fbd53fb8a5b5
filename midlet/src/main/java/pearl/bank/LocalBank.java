package pearl.bank;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Hashtable;
import java.util.Vector;

import javax.microedition.rms.InvalidRecordIDException;
import javax.microedition.rms.RecordStore;
import javax.microedition.rms.RecordStoreException;
import javax.microedition.rms.RecordStoreFullException;

import pearl.collector.Collector;
import pearl.collector.Conditions;
import pearl.collector.FailureText;
import pearl.collector.Sample;

/**
 * PEARL's Samples Local Bank: the phone's record stores of samples and of the runs they belong to.
 * <p>
 * The samples of a measurement (a test case at one size, in one round) are one record, added as soon as
 * the measurement ends, so a MIDlet killed mid-run loses at most the measurement in flight. What the samples of a
 * measurement share is written once and each sample's four counts in 7-bit groups, so a warm sample takes
 * about 6 bytes where a record of its own took some 60 and the store's own bookkeeping besides: a
 * phone's store (200,000 bytes a suite on phoneME) holds a sixth of PEARL's full plan between two
 * syncs. Record ids only grow, so the samples a server already has are exactly those up to one
 * record id: that server's sync cursor, which the sync client keeps with the phone's credentials
 * for that server (a phone may sync to several) and moves only after the server has confirmed what
 * it stored. When the store runs short, the samples synced to the phone's server are deleted.
 * <p>
 * An unfinished run keeps its state (RunJob's: the plan, where it stands) in a store of its own,
 * rewritten after each measurement's record. A measurement's record says where the run stood after it,
 * so a MIDlet ended between the two writes loses nothing: the next life takes that record up
 * ({@link #caughtUp}) rather than measuring it again.
 */
public final class LocalBank {

    static final String SAMPLES = "pearl-samples";
    static final String RUNS = "pearl-runs";
    static final String STATE = "pearl-state";
    /** The first byte of a record of one sample, as the bank stored samples before measurements. */
    private static final int SAMPLE_RECORD = 1;
    /** The first byte of a record of a measurement's samples, as the bank stored them before runs could resume. */
    private static final int MEASUREMENT_RECORD = 2;
    /** The first byte of a record of a measurement's samples followed by where its run stood after it. */
    private static final int RESUMABLE_RECORD = 3;
    /**
     * Bytes the samples leave free in the suite's storage, which its settings (the sync cursor) and
     * the run's final conditions share: a measurement that would take them finds the store full.
     */
    static final int RESERVE = 4096;

    private final RecordStore samples;
    private final RecordStore runs;
    private final RecordStore state;
    /**
     * Bytes of deleted samples that the store does not count as available: phoneME's reference
     * record store keeps deleted records as free blocks that it reuses, and counts them as used.
     */
    private int deletedUncounted;
    /** The record ids up to this one are deleted: the next deletion starts after it. */
    private int deletedThrough;

    private LocalBank(RecordStore samples, RecordStore runs, RecordStore state) {
        this.samples = samples;
        this.runs = runs;
        this.state = state;
    }

    public static LocalBank open() throws RecordStoreException {
        return new LocalBank(RecordStore.openRecordStore(SAMPLES, true), RecordStore.openRecordStore(RUNS, true),
                RecordStore.openRecordStore(STATE, true));
    }

    public void close() {
        closeQuietly(samples);
        closeQuietly(runs);
        closeQuietly(state);
    }

    /**
     * Keeps the unfinished run's state, in place of the one kept before.
     *
     * @return false, with the state kept before unchanged, when the store has no room for it
     */
    public boolean keepState(byte[] runState) throws IOException {
        try {
            int id = stateId();
            if (id > 0) {
                state.setRecord(id, runState, 0, runState.length);
            } else {
                state.addRecord(runState, 0, runState.length);
            }
            return true;
        } catch (RecordStoreFullException full) {
            return false;
        } catch (RecordStoreException failed) {
            throw storageFailure(failed);
        }
    }

    /** The id of the state's one record (each run's gets a new one), or 0 when there is none. */
    private int stateId() throws RecordStoreException {
        for (int id = state.getNextRecordID() - 1; id >= 1 && state.getNumRecords() > 0; id--) {
            try {
                state.getRecordSize(id);
                return id;
            } catch (InvalidRecordIDException deleted) {
                // an ended run's
            }
        }
        return 0;
    }

    /** The unfinished run's state, or null when no run is unfinished. */
    public byte[] state() throws IOException {
        try {
            int id = stateId();
            return id == 0 ? null : state.getRecord(id);
        } catch (RecordStoreException failed) {
            throw storageFailure(failed);
        }
    }

    /** The run has ended: it has no state to go on from. */
    public void dropState() throws IOException {
        try {
            int id = stateId();
            if (id > 0) {
                state.deleteRecord(id);
            }
        } catch (RecordStoreException failed) {
            throw storageFailure(failed);
        }
    }

    /**
     * Hands {@code collector} the measurement stored after the run's kept state, where there is one
     * (the newest record is the run's, from sequence number {@code nextSequence} on), and returns the
     * sequence number after it; else {@code nextSequence}.
     */
    public int caughtUp(long runKey, int nextSequence, Collector collector) throws IOException {
        try {
            for (int id = samples.getNextRecordID() - 1; id >= 1; id--) {
                byte[] record;
                try {
                    record = samples.getRecord(id);
                } catch (InvalidRecordIDException deleted) {
                    continue;
                }
                if (record[0] != RESUMABLE_RECORD) {
                    return nextSequence;
                }
                Vector stored = new Vector();
                DataInputStream after = read(record, stored);
                Sample last = (Sample) stored.lastElement();
                if (last.runKey != runKey || last.sequence < nextSequence) {
                    return nextSequence;
                }
                collector.recorded(Sample.readCount(after), last.calls, last.initCalls, after.readInt());
                return last.sequence + 1;
            }
            return nextSequence;
        } catch (RecordStoreException failed) {
            throw storageFailure(failed);
        }
    }

    /** The run's conditions as last recorded, or null. */
    public Conditions conditionsOf(long runKey) throws IOException {
        Long key = new Long(runKey);
        Hashtable wanted = new Hashtable();
        wanted.put(key, key);
        try {
            return (Conditions) conditionsOf(wanted).get(key);
        } catch (RecordStoreException failed) {
            throw storageFailure(failed);
        }
    }

    /** Records a run's conditions before its first sample. */
    public void addRun(long runKey, Conditions conditions) throws IOException {
        add(runs, runRecord(runKey, conditions));
    }

    /**
     * Rewrites a run's conditions with what is known only as it ends or pauses (the time it spent
     * warming up). Samples synced before then went with the conditions as they were.
     */
    public void replaceRun(long runKey, Conditions conditions) throws IOException {
        byte[] record = runRecord(runKey, conditions);
        try {
            for (int id = runs.getNextRecordID() - 1; id >= 1; id--) {
                try {
                    if (new DataInputStream(new ByteArrayInputStream(runs.getRecord(id))).readLong() == runKey) {
                        runs.setRecord(id, record, 0, record.length);
                        return;
                    }
                } catch (InvalidRecordIDException deleted) {
                    // not this run
                }
            }
        } catch (RecordStoreException failed) {
            throw storageFailure(failed);
        }
        add(runs, record);
    }

    private static byte[] runRecord(long runKey, Conditions conditions) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeLong(runKey);
        out.writeShort(conditions.size());
        for (int i = 0; i < conditions.size(); i++) {
            out.writeUTF(conditions.key(i));
            out.writeUTF(conditions.value(i));
        }
        return bytes.toByteArray();
    }

    /**
     * Stores the samples of one measurement durably, in one record.
     *
     * @return false, with nothing stored, when the store has no room for them
     * @throws IOException when the phone's storage fails, with what happened in words; the samples
     *                     already stored stay
     */
    public boolean add(Sample[] measurement, int count, int measurementsDone, int digest) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(54 + 6 * count);
        DataOutputStream out = new DataOutputStream(bytes);
        Sample first = measurement[0];
        out.writeByte(RESUMABLE_RECORD);
        out.writeLong(first.runKey);
        out.writeInt(first.sequence);
        out.writeUTF(first.algorithm);
        out.writeUTF(first.operation);
        out.writeShort(first.keyBits);
        out.writeInt(first.size);
        out.writeShort(count);
        out.writeBoolean(first.cold);
        for (int i = 0; i < count; i++) {
            Sample sample = measurement[i];
            Sample.writeCount(out, sample.initCalls);
            // -1, no set-up, is stored as 0
            Sample.writeCount(out, sample.timeInit + 1);
            Sample.writeCount(out, sample.calls);
            Sample.writeCount(out, sample.timeExec);
        }
        Sample.writeCount(out, measurementsDone);
        out.writeInt(digest);
        byte[] record = bytes.toByteArray();
        try {
            if (samples.getSizeAvailable() + deletedUncounted < record.length + RESERVE) {
                return false;
            }
            samples.addRecord(record, 0, record.length);
            deletedUncounted = Math.max(0, deletedUncounted - record.length);
            return true;
        } catch (RecordStoreFullException full) {
            deletedUncounted = 0;
            return false;
        } catch (RecordStoreException failed) {
            throw storageFailure(failed);
        }
    }

    /** The samples of one record, of any layout, added to {@code into}; returns what follows them. */
    private static DataInputStream read(byte[] record, Vector into) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(record));
        int layout = in.readUnsignedByte();
        long runKey = in.readLong();
        int sequence = in.readInt();
        String algorithm = in.readUTF();
        String operation = in.readUTF();
        int keyBits = in.readShort();
        int size = in.readInt();
        if (layout == SAMPLE_RECORD) {
            into.addElement(new Sample(runKey, sequence, algorithm, operation, keyBits, size, in.readInt(),
                    in.readInt(), in.readInt(), in.readInt(), in.readBoolean()));
            return in;
        }
        if (layout != MEASUREMENT_RECORD && layout != RESUMABLE_RECORD) {
            throw new IOException(new StringBuffer("unknown sample record layout ").append(layout).toString());
        }
        int count = in.readUnsignedShort();
        boolean cold = in.readBoolean();
        for (int i = 0; i < count; i++) {
            into.addElement(new Sample(runKey, sequence + i, algorithm, operation, keyBits, size, Sample.readCount(in),
                    Sample.readCount(in) - 1, Sample.readCount(in), Sample.readCount(in), cold && i == 0));
        }
        return in;
    }

    /** Deletes the samples up to record id {@code syncedThrough}, a server's cursor, to make room. */
    public void deleteThrough(int syncedThrough) throws IOException {
        try {
            int availableBefore = samples.getSizeAvailable();
            int deleted = 0;
            for (int id = deletedThrough + 1; id <= syncedThrough; id++) {
                try {
                    deleted += samples.getRecordSize(id);
                    samples.deleteRecord(id);
                } catch (InvalidRecordIDException deletedBefore) {
                    // nothing left to delete there
                }
            }
            deletedThrough = Math.max(deletedThrough, syncedThrough);
            deletedUncounted += Math.max(0, deleted - (samples.getSizeAvailable() - availableBefore));
        } catch (RecordStoreException failed) {
            throw storageFailure(failed);
        }
    }

    private static void add(RecordStore store, byte[] record) throws IOException {
        try {
            store.addRecord(record, 0, record.length);
        } catch (RecordStoreException failed) {
            throw storageFailure(failed);
        }
    }

    /** What the user reads when the phone's storage refuses a record. */
    private static IOException storageFailure(RecordStoreException failed) {
        return new IOException(failed instanceof RecordStoreFullException
                ? "The phone's storage is full: the samples stored so far are kept."
                : new StringBuffer("The phone's storage failed: ").append(FailureText.describe(failed)).toString());
    }

    /**
     * The oldest samples after record id {@code syncedThrough} (0: from the first), whole records up
     * to {@code max} samples (at least one record), with their runs; the batch's
     * {@link UnsyncedBatch#lastRecordId} is the cursor once it is synced.
     */
    public UnsyncedBatch unsynced(int syncedThrough, int max) throws RecordStoreException, IOException {
        Vector batch = new Vector();
        Vector record = new Vector();
        int last = syncedThrough;
        for (int id = last + 1; id < samples.getNextRecordID(); id++) {
            try {
                read(samples.getRecord(id), record);
            } catch (InvalidRecordIDException deleted) {
                // never stored or deleted: nothing to sync, and the cursor passes over it
            }
            if (!batch.isEmpty() && batch.size() + record.size() > max) {
                break;
            }
            for (int i = 0; i < record.size(); i++) {
                batch.addElement(record.elementAt(i));
            }
            record.removeAllElements();
            last = id;
        }
        return new UnsyncedBatch(batch, runsOf(batch), last);
    }

    private Hashtable runsOf(Vector batch) throws RecordStoreException, IOException {
        Hashtable wanted = new Hashtable();
        for (int i = 0; i < batch.size(); i++) {
            Long runKey = new Long(((Sample) batch.elementAt(i)).runKey);
            wanted.put(runKey, runKey);
        }
        return conditionsOf(wanted);
    }

    /** The conditions of the runs whose keys {@code wanted} holds, by run key. */
    private Hashtable conditionsOf(Hashtable wanted) throws RecordStoreException, IOException {
        Hashtable found = new Hashtable();
        for (int id = 1; id < runs.getNextRecordID() && found.size() < wanted.size(); id++) {
            try {
                DataInputStream in = new DataInputStream(new ByteArrayInputStream(runs.getRecord(id)));
                Long runKey = new Long(in.readLong());
                if (wanted.containsKey(runKey)) {
                    Conditions conditions = new Conditions();
                    for (int n = in.readShort(); n > 0; n--) {
                        conditions.put(in.readUTF(), in.readUTF());
                    }
                    found.put(runKey, conditions);
                }
            } catch (InvalidRecordIDException deleted) {
                // a run record removed by hand: its samples go without conditions
            }
        }
        return found;
    }

    private static void closeQuietly(RecordStore store) {
        try {
            store.closeRecordStore();
        } catch (RecordStoreException alreadyClosed) {
            // nothing left to release
        }
    }
}
