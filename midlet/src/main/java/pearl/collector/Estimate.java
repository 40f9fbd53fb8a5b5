package pearl.collector;

import pearl.testcase.Catalogue;
import pearl.testcase.Operation;

/**
 * How long a plan will take, before it starts: every sample spans at least the minimum ticks,
 * and longer where one call alone takes longer on a slow phone. The per-call costs are those of a
 * phone of PEARL's time (tens of KB/s for a cipher, seconds for a 1024-bit modular
 * exponentiation), so the estimate errs long on newer phones; the progress screen corrects it
 * from the run's own pace.
 */
public final class Estimate {

    /** Bytes a reference phone ciphers or hashes per ms. */
    static final int REFERENCE_BYTES_PER_MS = 20;
    /** ms for one 512-bit modular exponentiation on the reference phone; cubic in the key size. */
    static final long REFERENCE_MODEXP_512_MS = 500;
    /** A key generation costs about this many exponentiations (prime search). */
    static final int KEYGEN_EXPONENTIATIONS = 20;
    /** Calibration and the cold sample, in sample lengths, per measurement. */
    private static final int OVERHEAD_SAMPLES = 1;
    /**
     * Samples of the operation a measurement warms up with in each round where it does not compile: two
     * agree at once.
     */
    private static final int WARM_UP_SAMPLES = 2;

    private Estimate() {
    }

    /** ms the plan should take on the reference phone with the given clock tick. */
    public static long millis(Plan plan, Catalogue table, int resolution) {
        long sampleFloor = (long) resolution * plan.ticksPerSample * 9 / 8;
        long total = 0;
        for (int t = 0; t < table.size(); t++) {
            if (!plan.includes(table, t)) {
                continue;
            }
            int[] sizes = plan.sizesOf(table, t);
            long samples = plan.samplesOf(table, t) + OVERHEAD_SAMPLES;
            for (int s = 0; s < sizes.length; s++) {
                long exec = Math.max(sampleFloor, callMillis(table, t, sizes[s]));
                long init = table.hasInit(t) ? Math.max(sampleFloor, initMillis(table, t)) : 0;
                total += samples * (exec + init) + plan.rounds * WARM_UP_SAMPLES * exec;
            }
        }
        return total;
    }

    private static long callMillis(Catalogue table, int t, int size) {
        if (Plan.submoduleOf(table, t) != Plan.ASYMMETRIC) {
            return size / REFERENCE_BYTES_PER_MS;
        }
        long exponentiation = exponentiationMillis(table.keyBits(t));
        if (Operation.KEYGEN.equals(table.operation(t))) {
            return exponentiation * KEYGEN_EXPONENTIATIONS;
        }
        // PEARL's RSA and ElGamal cipher the input block by block: one exponentiation a block
        int blockBytes = Math.max(1, table.keyBits(t) / 8);
        return table.fixedSize(t) > 0 ? exponentiation : exponentiation * ((size + blockBytes - 1) / blockBytes);
    }

    /** Public-key set-up is key generation; a cipher's is a key schedule, a few ms at most. */
    private static long initMillis(Catalogue table, int t) {
        if (Plan.submoduleOf(table, t) != Plan.ASYMMETRIC) {
            return 1;
        }
        return exponentiationMillis(table.keyBits(t)) * KEYGEN_EXPONENTIATIONS;
    }

    private static long exponentiationMillis(int keyBits) {
        long ratio = Math.max(1, keyBits);
        return REFERENCE_MODEXP_512_MS * ratio * ratio * ratio / (512L * 512 * 512);
    }

    /** "2 h 05 min", "3 min 20 s", "45 s": for the screens. */
    public static String format(long millis) {
        long seconds = millis / 1000;
        StringBuffer text = new StringBuffer();
        if (seconds >= 3600) {
            text.append(seconds / 3600).append(" h ").append(seconds / 60 % 60).append(" min");
        } else if (seconds >= 60) {
            text.append(seconds / 60).append(" min ").append(seconds % 60).append(" s");
        } else {
            text.append(seconds).append(" s");
        }
        return text.toString();
    }
}
