package pearl.util;

/**
 * The phone's only clock: {@code System.currentTimeMillis()}, whose real step (the tick) may be
 * 1 ms or 10 ms or more. The tick is measured, so that every sample can be made long enough.
 * It also keeps when the user pressed keys, for the key generators' seed.
 */
public final class Clock {

    private static final int TRANSITIONS = 5;
    /** An odd multiplier (Knuth's, of MMIX's generator): each step of {@link #pressed} is one-to-one. */
    private static final long MIX = 6364136223846793005L;

    /**
     * The times and key codes of the user's key presses so far, mixed, for pearl.math.Entropy:
     * here rather than there, so that the part every suite carries, whose screens report the
     * presses, does not carry the entropy pool and its SHA-256 (docs/collector.md, Fit). 64 bits
     * hold more than the timing of a session's presses offers.
     */
    private static long presses;

    private Clock() {
    }

    public static long now() {
        return System.currentTimeMillis();
    }

    /**
     * The smallest step of the clock seen over a few transitions, in ms (at least 1).
     * Spins, so it costs a few ticks.
     */
    public static int resolution() {
        long smallest = Long.MAX_VALUE;
        long last = waitForTick(now());
        for (int i = 0; i < TRANSITIONS; i++) {
            long next = waitForTick(last);
            if (next - last < smallest) {
                smallest = next - last;
            }
            last = next;
        }
        return (int) Math.max(1, smallest);
    }

    /** Mixes a key press, its key code and the time now, into {@link #presses()}. */
    public static void pressed(int code) {
        presses = presses * MIX ^ (now() << 8 ^ code);
    }

    /** The key presses so far, mixed (0 before the first). */
    public static long presses() {
        return presses;
    }

    private static long waitForTick(long from) {
        long time;
        do {
            time = now();
        } while (time == from);
        return time;
    }
}
