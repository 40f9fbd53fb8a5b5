package pearl.collector;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

/**
 * One timed execution of a test case: PEARL's sample, with what is needed to trust it
 * (calls per sample, cold or warm) and to sync it exactly once (run key, sequence number).
 * <p>
 * Times are raw clock milliseconds over back-to-back calls ({@link #initCalls} set-ups,
 * {@link #calls} executions), each count chosen so that the time spans enough clock ticks; the
 * server divides, the phone never does.
 */
public final class Sample {

    public final long runKey;
    public final int sequence;
    public final String algorithm;
    public final String operation;
    public final int keyBits;
    public final int size;
    /** Back-to-back set-ups timed together in {@link #timeInit}. */
    public final int initCalls;
    /** ms for {@code initCalls} set-ups, or -1 where the algorithm has none. */
    public final int timeInit;
    /** Back-to-back executions timed together in {@link #timeExec}. */
    public final int calls;
    /** ms for {@code calls} executions. */
    public final int timeExec;
    /** The test case's first execution, before any warm-up. */
    public final boolean cold;

    public Sample(long runKey, int sequence, String algorithm, String operation, int keyBits,
                  int size, int initCalls, int timeInit, int calls, int timeExec, boolean cold) {
        this.runKey = runKey;
        this.sequence = sequence;
        this.algorithm = algorithm;
        this.operation = operation;
        this.keyBits = keyBits;
        this.size = size;
        this.initCalls = initCalls;
        this.timeInit = timeInit;
        this.calls = calls;
        this.timeExec = timeExec;
        this.cold = cold;
    }

    /**
     * Writes a count from 0 up in 7-bit groups, low first, the high bit set on all but the last: how
     * the local bank keeps a sample's counts, and a run's state its calibrated calls, in a byte or two.
     */
    public static void writeCount(DataOutputStream out, int count) throws IOException {
        for (; count > 0x7f; count >>>= 7) {
            out.writeByte(count & 0x7f | 0x80);
        }
        out.writeByte(count);
    }

    /** A count as {@link #writeCount} wrote it. */
    public static int readCount(DataInputStream in) throws IOException {
        int count = 0;
        for (int shift = 0; ; shift += 7) {
            int next = in.readUnsignedByte();
            count |= (next & 0x7f) << shift;
            if (next < 0x80) {
                return count;
            }
        }
    }
}
