package pearl.math;

import org.bouncycastle.crypto.digests.SHA256Digest;

import pearl.util.Clock;

/**
 * The seed material a CLDC 1.0 phone can offer, pooled in a SHA-256 state: the clock, the free
 * and total heap, object identity hashes, the jitter of the clock against a busy loop, and the
 * timing of key presses that the user interface reports through {@link Clock#pressed}.
 * <p>
 * None of these is a hardware random source: the clock and heap are guessable within a range, and
 * the loop jitter on a phone is small. Enough for measuring speed (PEARL's purpose), not a claim
 * that keys made on the phone are strong; docs/public-key.md says so.
 */
public final class Entropy {

    private static final SHA256Digest POOL = new SHA256Digest();
    private static final int JITTER_TICKS = 4;

    private Entropy() {
    }

    /** 32 bytes of seed: the pool so far plus fresh readings; the pool keeps evolving. */
    static byte[] seed() {
        byte[] seed = new byte[POOL.getDigestSize()];
        synchronized (POOL) {
            Runtime runtime = Runtime.getRuntime();
            add(System.currentTimeMillis());
            add(Clock.presses());
            add(runtime.freeMemory());
            add(runtime.totalMemory());
            add(System.identityHashCode(new Object()));
            for (int i = 0; i < JITTER_TICKS; i++) {
                add(spinsUntilTick());
            }
            SHA256Digest copy = new SHA256Digest(POOL);
            copy.doFinal(seed, 0);
            // Feed the output back, so two seeds taken in the same tick still differ.
            POOL.update(seed, 0, seed.length);
        }
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

    private static void add(long value) {
        for (int i = 0; i < 8; i++) {
            POOL.update((byte) (value >>> (8 * i)));
        }
    }
}
