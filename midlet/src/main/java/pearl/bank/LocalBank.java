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
import pearl.collector.Sample;
import pearl.collector.SampleSink;
import pearl.collector.SinkFullException;

/**
 * PEARL's Samples Local Bank: the phone's record stores of samples and of the runs they belong to.
 * <p>
 * Each sample is one record, added as soon as it is made, so a MIDlet killed mid-run loses at most
 * the sample in flight. Record ids only grow, so the samples already synced are exactly those up to
 * one id: the sync cursor, kept as the single record of its own store and moved only after the
 * server has confirmed what it stored.
 */
public final class LocalBank implements SampleSink {

    static final String SAMPLES = "pearl-samples";
    static final String RUNS = "pearl-runs";
    static final String CURSOR = "pearl-synced";

    private final RecordStore samples;
    private final RecordStore runs;
    private final RecordStore cursor;

    private LocalBank(RecordStore samples, RecordStore runs, RecordStore cursor) {
        this.samples = samples;
        this.runs = runs;
        this.cursor = cursor;
    }

    public static LocalBank open() throws RecordStoreException {
        RecordStore cursor = RecordStore.openRecordStore(CURSOR, true);
        if (cursor.getNumRecords() == 0) {
            byte[] none = intBytes(0);
            cursor.addRecord(none, 0, none.length);
        }
        return new LocalBank(RecordStore.openRecordStore(SAMPLES, true),
                RecordStore.openRecordStore(RUNS, true), cursor);
    }

    public void close() {
        closeQuietly(samples);
        closeQuietly(runs);
        closeQuietly(cursor);
    }

    /** Records a run's conditions before its first sample. */
    public void addRun(long runId, Conditions conditions) throws SinkFullException {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeLong(runId);
            out.writeShort(conditions.size());
            for (int i = 0; i < conditions.size(); i++) {
                out.writeUTF(conditions.key(i));
                out.writeUTF(conditions.value(i));
            }
            add(runs, bytes.toByteArray());
        } catch (IOException cannotHappen) {
            throw new RuntimeException(cannotHappen.getMessage());
        }
    }

    public void add(Sample sample) throws SinkFullException {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(64);
            sample.writeTo(new DataOutputStream(bytes));
            add(samples, bytes.toByteArray());
        } catch (IOException cannotHappen) {
            throw new RuntimeException(cannotHappen.getMessage());
        }
    }

    private static void add(RecordStore store, byte[] record) throws SinkFullException {
        try {
            store.addRecord(record, 0, record.length);
        } catch (RecordStoreFullException full) {
            throw new SinkFullException("The phone's storage is full: the samples stored so far are kept.");
        } catch (RecordStoreException broken) {
            throw new SinkFullException(broken.toString());
        }
    }

    /** Samples stored on the phone, synced or not. */
    public int count() throws RecordStoreException {
        return samples.getNumRecords();
    }

    public int unsyncedCount() throws RecordStoreException {
        int count = 0;
        for (int id = syncedThrough() + 1; id < samples.getNextRecordID(); id++) {
            try {
                samples.getRecordSize(id);
                count++;
            } catch (InvalidRecordIDException deleted) {
                // never stored or deleted: nothing to sync
            }
        }
        return count;
    }

    /** Up to {@code max} of the oldest samples not yet synced, with their runs. */
    public Unsynced unsynced(int max) throws RecordStoreException, IOException {
        Vector batch = new Vector();
        int last = syncedThrough();
        for (int id = last + 1; id < samples.getNextRecordID() && batch.size() < max; id++) {
            try {
                byte[] record = samples.getRecord(id);
                batch.addElement(Sample.readFrom(new DataInputStream(new ByteArrayInputStream(record))));
            } catch (InvalidRecordIDException deleted) {
                // skipped over, as by the cursor
            }
            last = id;
        }
        return new Unsynced(batch, runsOf(batch), last);
    }

    /** Marks every sample of {@code synced}, and any deleted record before them, as synced. */
    public void markSynced(Unsynced synced) throws RecordStoreException {
        byte[] record = intBytes(synced.lastRecordId);
        cursor.setRecord(1, record, 0, record.length);
    }

    private int syncedThrough() throws RecordStoreException {
        byte[] record = cursor.getRecord(1);
        return ((record[0] & 0xff) << 24) | ((record[1] & 0xff) << 16) | ((record[2] & 0xff) << 8)
                | (record[3] & 0xff);
    }

    private Hashtable runsOf(Vector batch) throws RecordStoreException, IOException {
        Hashtable wanted = new Hashtable();
        for (int i = 0; i < batch.size(); i++) {
            Long runId = new Long(((Sample) batch.elementAt(i)).runId);
            wanted.put(runId, runId);
        }
        Hashtable found = new Hashtable();
        for (int id = 1; id < runs.getNextRecordID() && found.size() < wanted.size(); id++) {
            try {
                DataInputStream in = new DataInputStream(new ByteArrayInputStream(runs.getRecord(id)));
                Long runId = new Long(in.readLong());
                if (wanted.containsKey(runId)) {
                    Conditions conditions = new Conditions();
                    for (int n = in.readShort(); n > 0; n--) {
                        conditions.put(in.readUTF(), in.readUTF());
                    }
                    found.put(runId, conditions);
                }
            } catch (InvalidRecordIDException deleted) {
                // a run record removed by hand: its samples go without conditions
            }
        }
        return found;
    }

    private static byte[] intBytes(int value) {
        return new byte[] {(byte) (value >> 24), (byte) (value >> 16), (byte) (value >> 8), (byte) value};
    }

    private static void closeQuietly(RecordStore store) {
        try {
            store.closeRecordStore();
        } catch (RecordStoreException alreadyClosed) {
            // nothing left to release
        }
    }
}
