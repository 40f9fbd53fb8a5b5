package pearl.collector;

/**
 * When a test case at one size is warm enough to be sampled. On a runtime that compiles (HotSpot
 * under MicroEmulator, a phone with a JIT) the first executions run interpreted or half compiled,
 * so before its warm samples a measurement takes warm-up samples until two consecutive ones agree: within
 * 2 %, or within one clock tick where that is more (two readings of one duration differ by up to a
 * tick). An interpreter's samples agree at once, so there it costs two samples. A measurement whose
 * samples never agree (code that keeps being recompiled, a busy machine) stops at the bound, a
 * fixed number of minimum sample spans, so that a run's length stays predictable.
 * <p>
 * Counts, for the run's conditions, the time spent warming up and the measurements that hit the bound.
 */
final class WarmUp {

    /** Two samples agree when they differ by at most 1/50 of the longer: 2 %. */
    static final int AGREEMENT = 50;
    /** A measurement warms up for at most this many minimum sample spans. */
    static final int BOUND_SPANS = 10;
    /** A measurement warms up again at most this many times when its code gets faster after its warm-up. */
    static final int AGAIN = 3;

    private final int resolution;
    private final int bound;
    private long started;
    private int lastElapsed;
    private int lastCalls;
    private long totalMs;
    private int bounded;
    private int again;

    /**
     * @param resolution the clock's tick, ms
     * @param minElapsed the shortest a sample may span, ms
     */
    WarmUp(int resolution, int minElapsed) {
        this.resolution = resolution;
        this.bound = BOUND_SPANS * minElapsed;
    }

    /** The longest a measurement warms up, ms. */
    int bound() {
        return bound;
    }

    /** A measurement's warm-up starts at {@code now} (ms). */
    void start(long now) {
        started = now;
        lastCalls = 0;
    }

    /**
     * Takes one warm-up sample of {@code calls} calls that took {@code elapsed} ms, read at
     * {@code now}; true when the measurement is warm (this sample agrees with the one before) or its
     * warm-up has reached the bound.
     */
    boolean warm(int elapsed, int calls, long now) {
        boolean agrees = lastCalls > 0 && agree(lastElapsed, lastCalls, elapsed, calls);
        boolean over = !agrees && now - started >= bound;
        lastElapsed = elapsed;
        lastCalls = calls;
        if (agrees || over) {
            totalMs += now - started;
            if (over) {
                bounded++;
            }
            return true;
        }
        return false;
    }

    /** Whether a ms for ca calls and b ms for cb calls are one time per call, within 2 % or a tick. */
    private boolean agree(int a, int ca, int b, int cb) {
        // per-call times compared without division: a / ca against b / cb, both scaled by ca * cb
        long x = (long) a * cb;
        long y = (long) b * ca;
        long difference = Math.abs(x - y);
        return difference * AGREEMENT <= Math.max(x, y) || difference <= (long) resolution * Math.max(ca, cb);
    }

    /** ms spent warming up, over every measurement so far. */
    long totalMs() {
        return totalMs;
    }

    /** Takes the totals of the run's earlier lives, which this life's add to. */
    void restore(long totalMs, int bounded, int again) {
        this.totalMs = totalMs;
        this.bounded = bounded;
        this.again = again;
    }

    /** Measurements whose samples did not agree within the bound. */
    int bounded() {
        return bounded;
    }

    /** Counts a measurement warming up again: a warm sample fell short, its code had got faster. */
    void again() {
        again++;
    }

    /** Times measurements warmed up again, over every measurement so far. */
    int againCount() {
        return again;
    }
}
