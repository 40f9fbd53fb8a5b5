package pearl.collector;

/**
 * The phone's only clock: {@code System.currentTimeMillis()}, whose real step (the tick) may be
 * 1 ms or 10 ms or more. The tick is measured, so that every sample can be made long enough.
 */
public final class Clock {

    private static final int TRANSITIONS = 5;

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

    private static long waitForTick(long from) {
        long time;
        do {
            time = now();
        } while (time == from);
        return time;
    }
}
