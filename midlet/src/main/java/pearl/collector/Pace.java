package pearl.collector;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

import pearl.testcase.Catalogue;
import pearl.testcase.TestCase;
import pearl.util.Clock;

/**
 * How fast this phone is, for the plan's {@link Estimate}: its clock's tick, and what one of the
 * suite's own test cases of each submodule takes here: a cipher's and a hash's time per KB, and
 * a public-key operation's, in 512-bit exponentiations by its catalogue's cost. {@link #probe}
 * measures them in a second or two; a run keeps them in its state, so that a later life estimates
 * what is left without probing again.
 */
public final class Pace {

    /** A probe's window: its calls are timed over this long, at least. */
    private static final int PROBE_MS = 100;
    /** The most windows a probe takes to agree. */
    private static final int WINDOWS = 8;
    /**
     * The cost, in thousandths of a 512-bit exponentiation, of the public-key operation best probed:
     * RSA-1024's signature, whose ratio to a key generation or a decryption holds on every runtime measured.
     */
    private static final int SIGNATURE = 1500;
    /** Thousandths of an exponentiation in one. */
    private static final int EXPONENTIATION = 1000;

    /** The clock's tick, ms. */
    public final int tick;
    /**
     * Per submodule ({@link Plan#SYMMETRIC} ...): nanoseconds a KB takes a cipher and a hash, and a
     * 512-bit exponentiation; 0 where the suite has no test case of the submodule.
     */
    final int[] nanos;

    /** A phone's figures: as {@link #probe} measures them, or a test's. */
    public Pace(int tick, int[] nanos) {
        this.tick = tick;
        this.nanos = nanos;
    }

    /**
     * Measures this phone on {@code table}'s test cases: the first of the plan's ciphers and of its
     * hashes at 1 KB, and the suite's public-key operation nearest RSA-1024's signature in cost (that
     * one where the suite has it), in a second or two.
     */
    public static Pace probe(Plan plan, Catalogue table) {
        int tick = Clock.resolution();
        int[] probed = {-1, -1, -1};
        long nearest = Long.MAX_VALUE;
        for (int t = 0; t < table.size(); t++) {
            long cost = table.cost(t, false);
            int submodule = Plan.submoduleOf(table, t);
            if (cost == 0 && probed[submodule] < 0 && plan.includes(table, t)) {
                probed[submodule] = t;
            } else if (cost > 0 && table.fixedSize(t) > 0) {
                // how many times a signature the call costs, or the other way round
                long far = cost >= SIGNATURE ? cost * 1000 / SIGNATURE : SIGNATURE * 1000 / cost;
                if (far < nearest) {
                    probed[Plan.ASYMMETRIC] = t;
                    nearest = far;
                }
            }
        }
        int[] nanos = new int[3];
        for (int submodule = 0; submodule < nanos.length; submodule++) {
            int t = probed[submodule];
            if (t >= 0) {
                int size = table.fixedSize(t) > 0 ? table.fixedSize(t) : Plan.KB;
                long call = nanosPerCall(table.create(t), size, Math.max(PROBE_MS, 10 * tick));
                nanos[submodule] = (int) (submodule == Plan.ASYMMETRIC ? call * EXPONENTIATION / table.cost(t, false) : call);
            }
        }
        return new Pace(tick, nanos);
    }

    /**
     * ns one call of {@code testCase} on {@code size} bytes takes: timed over windows of {@code ms}
     * until two in a row agree within an eighth (an interpreter's first two do; a JIT's once it has
     * compiled the code), or after {@link #WINDOWS}.
     */
    private static long nanosPerCall(TestCase testCase, int size, int ms) {
        byte[] input = new byte[size];
        byte[] output = new byte[testCase.outputSize(size)];
        testCase.init();
        long last = 0;
        for (int window = 0; window < WINDOWS; window++) {
            long calls = 0;
            long start = Clock.now();
            long now;
            do {
                testCase.execute(input, size, output, 1);
                calls++;
                now = Clock.now();
            } while (now - start < ms);
            long perCall = (now - start) * 1000000 / calls;
            if (Math.abs(perCall - last) * 8 <= Math.max(perCall, last)) {
                return perCall;
            }
            last = perCall;
        }
        return last;
    }

    /** As a run's state keeps it. */
    public void write(DataOutputStream out) throws IOException {
        Sample.writeCount(out, tick);
        for (int i = 0; i < nanos.length; i++) {
            Sample.writeCount(out, nanos[i]);
        }
    }

    public static Pace read(DataInputStream in) throws IOException {
        return new Pace(Sample.readCount(in), new int[] {Sample.readCount(in), Sample.readCount(in), Sample.readCount(in)});
    }
}
