package pearl.math;

import pearl.util.Clock;
import pearl.util.Sha256;

/**
 * The seed material a CLDC 1.0 phone can offer, pooled in a SHA-256 state: the clock, the free
 * and total heap, object identity hashes, the jitter of the clock against a busy loop, and the
 * timing of key presses that the user interface reports through {@link Clock#pressed}. A seed is the
 * SHA-256 of the pool and fresh readings; the pool then becomes the SHA-256 of itself and the seed.
 * <p>
 * None of these is a hardware random source: the clock and heap are guessable within a range, and
 * the loop jitter on a phone is small. Enough for measuring speed (PEARL's purpose), not a claim
 * that keys made on the phone are strong; docs/public-key.md says so.
 */
public final class Entropy {

    private static byte[] pool = new byte[0];
    private static final int JITTER_TICKS = 4;
    private static final int READINGS = 5 + JITTER_TICKS;

    private Entropy() {
    }

    /** 32 bytes of seed: the pool so far plus fresh readings; the pool keeps evolving. */
    static synchronized byte[] seed() {
        Runtime runtime = Runtime.getRuntime();
        byte[] readings = new byte[8 * READINGS];
        add(readings, 0, System.currentTimeMillis());
        add(readings, 1, Clock.presses());
        add(readings, 2, runtime.freeMemory());
        add(readings, 3, runtime.totalMemory());
        add(readings, 4, System.identityHashCode(new Object()));
        for (int i = 5; i < READINGS; i++) {
            add(readings, i, spinsUntilTick());
        }
        byte[] seed = Sha256.of(pool, readings);
        // so that two seeds taken in the same tick still differ
        pool = Sha256.of(pool, seed);
        return seed;
    }

    /** How many loop turns fit before the clock moves: varies with the phone's scheduling. */
    private static long spinsUntilTick() {
        long start = System.currentTimeMillis();
        long spins = 0;
        while (System.currentTimeMillis() == start) {
            spins++;
        }
        return spins;
    }

    /** {@code value} as reading {@code index}, 8 bytes little-endian. */
    private static void add(byte[] readings, int index, long value) {
        for (int i = 0; i < 8; i++) {
            readings[8 * index + i] = (byte) (value >>> (8 * i));
        }
    }
}
