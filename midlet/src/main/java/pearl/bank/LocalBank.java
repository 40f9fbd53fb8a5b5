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

import pearl.collector.Conditions;
import pearl.collector.FailureText;
import pearl.collector.Sample;

/**
 * PEARL's Samples Local Bank: the phone's record stores of samples and of the runs they belong to.
 * <p>
 * Each sample is one record, added as soon as it is made, so a MIDlet killed mid-run loses at most
 * the sample in flight. Record ids only grow, so the samples a server already has are exactly those
 * up to one record id: that server's sync cursor, which the sync client keeps with the phone's
 * credentials for that server (a phone may sync to several) and moves only after the server has
 * confirmed what it stored.
 */
public final class LocalBank {

    static final String SAMPLES = "pearl-samples";
    static final String RUNS = "pearl-runs";

    private final RecordStore samples;
    private final RecordStore runs;

    private LocalBank(RecordStore samples, RecordStore runs) {
        this.samples = samples;
        this.runs = runs;
    }

    public static LocalBank open() throws RecordStoreException {
        return new LocalBank(RecordStore.openRecordStore(SAMPLES, true), RecordStore.openRecordStore(RUNS, true));
    }

    public void close() {
        closeQuietly(samples);
        closeQuietly(runs);
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
     * Stores one sample durably.
     *
     * @throws IOException when the phone's storage is full or fails, with what happened in words;
     *                     the samples already stored stay
     */
    public void add(Sample sample) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(64);
        sample.writeTo(new DataOutputStream(bytes));
        add(samples, bytes.toByteArray());
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

    /** Samples stored on the phone, synced or not. */
    public int count() throws RecordStoreException {
        return samples.getNumRecords();
    }

    /**
     * Up to {@code max} of the oldest samples after record id {@code syncedThrough} (0: from the
     * first), with their runs; the batch's {@link UnsyncedBatch#lastRecordId} is the cursor once it is synced.
     */
    public UnsyncedBatch unsynced(int syncedThrough, int max) throws RecordStoreException, IOException {
        Vector batch = new Vector();
        int last = syncedThrough;
        for (int id = last + 1; id < samples.getNextRecordID() && batch.size() < max; id++) {
            try {
                byte[] record = samples.getRecord(id);
                batch.addElement(Sample.readFrom(new DataInputStream(new ByteArrayInputStream(record))));
            } catch (InvalidRecordIDException deleted) {
                // never stored or deleted: nothing to sync, and the cursor passes over it
            }
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
