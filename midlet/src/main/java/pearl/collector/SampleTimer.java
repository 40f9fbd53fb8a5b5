package pearl.collector;

import pearl.testcase.TestCase;
import pearl.util.Clock;

/**
 * Times a test case on one input: the cold first execution, then samples of enough back-to-back
 * calls that each spans the minimum number of clock ticks.
 */
final class SampleTimer {

    /** A probe spans at least a fifth of the minimum, so the tick rounds it by at most 10%. */
    private static final int PROBE_FRACTION = 5;

    private final int minElapsed;
    /**
     * Every output folded together: a field of a live object, so that a JIT cannot drop the work
     * whose result nothing else reads.
     */
    private int folded;

    SampleTimer(int resolution, int minTicks) {
        this.minElapsed = resolution * minTicks;
    }

    /** The shortest time a warm sample may span, in ms. */
    int minElapsed() {
        return minElapsed;
    }

    /**
     * The number of calls that make one sample span the minimum time with an eighth to spare:
     * doubles the calls until a probe spans a fifth of it, then scales up, so that calibrating
     * costs a fraction of a sample rather than a series of them.
     */
    int calibrate(TestCase testCase, byte[] input, int length, byte[] output) {
        int calls = 1;
        int elapsed = timeExec(testCase, input, length, output, calls);
        while (elapsed < minElapsed / PROBE_FRACTION && calls < Integer.MAX_VALUE / 4) {
            calls *= 2;
            elapsed = timeExec(testCase, input, length, output, calls);
        }
        return scale(calls, elapsed);
    }

    /** As {@link #calibrate} for the set-up; 1 where the test case has no set-up to time. */
    int calibrateInit(TestCase testCase) {
        if (!testCase.hasInit()) {
            return 1;
        }
        int calls = 1;
        int elapsed = timeInit(testCase, calls);
        while (elapsed < minElapsed / PROBE_FRACTION && calls < Integer.MAX_VALUE / 4) {
            calls *= 2;
            elapsed = timeInit(testCase, calls);
        }
        return scale(calls, elapsed);
    }

    private int scale(int calls, int elapsed) {
        long target = minElapsed + minElapsed / 8;
        long scaled = elapsed <= 0 ? calls : (long) calls * target / elapsed + 1;
        return (int) Math.min(Integer.MAX_VALUE / 2, Math.max(calls, scaled));
    }

    /** ms for {@code calls} set-ups, or -1 where the test case has none. */
    int timeInit(TestCase testCase, int calls) {
        if (!testCase.hasInit()) {
            testCase.init();
            return -1;
        }
        long start = Clock.now();
        for (int i = 0; i < calls; i++) {
            testCase.init();
        }
        return (int) (Clock.now() - start);
    }

    /** ms for {@code calls} back-to-back executions, after one untimed set-up. */
    int timeExec(TestCase testCase, byte[] input, int length, byte[] output, int calls) {
        testCase.init();
        long start = Clock.now();
        int fold = testCase.execute(input, length, output, calls);
        long elapsed = Clock.now() - start;
        folded += fold;
        return (int) elapsed;
    }
}
