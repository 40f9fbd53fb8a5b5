package pearl.bank;

import java.util.Hashtable;
import java.util.Vector;

/** A batch of samples not yet synced, the conditions of their runs, and where the batch ends. */
public final class UnsyncedBatch {

    /** Of {@link pearl.collector.Sample}, oldest first. */
    public final Vector samples;
    /** Run key ({@code Long}) to its {@link pearl.collector.Conditions}. */
    public final Hashtable runs;
    /** The record id the batch ends at: the sync cursor once the server has confirmed it. */
    public final int lastRecordId;

    UnsyncedBatch(Vector samples, Hashtable runs, int lastRecordId) {
        this.samples = samples;
        this.runs = runs;
        this.lastRecordId = lastRecordId;
    }

    public boolean isEmpty() {
        return samples.isEmpty();
    }
}
