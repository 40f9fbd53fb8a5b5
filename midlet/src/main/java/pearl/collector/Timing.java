package pearl.collector;

/**
 * Times a test case on one input: the cold first execution, then enough back-to-back calls per
 * sample that each sample spans the minimum number of clock ticks.
 */
final class Timing {

    private final int minElapsed;
    /** Folds every output so that a JIT cannot drop the work; read by nobody. */
    private int checksum;

    Timing(int resolution, int minTicks) {
        this.minElapsed = resolution * minTicks;
    }

    /**
     * The number of calls that make one sample span the minimum time, doubling until it does
     * with a quarter to spare, so that jitter does not bring the samples under it.
     */
    int calibrate(TestCase testCase, byte[] input, int length, byte[] output) {
        int target = minElapsed + minElapsed / 4;
        int calls = 1;
        while (calls < Integer.MAX_VALUE / 2 && timeExec(testCase, input, length, output, calls) < target) {
            calls *= 2;
        }
        return calls;
    }

    /**
     * The number of set-ups that make one sample's timeInit span the minimum time, doubling as
     * {@link #calibrate} does; 1 where the test case has no set-up to time.
     */
    int calibrateInit(TestCase testCase) {
        if (!testCase.hasInit()) {
            return 1;
        }
        int target = minElapsed + minElapsed / 4;
        int calls = 1;
        while (calls < Integer.MAX_VALUE / 2 && timeInit(testCase, calls) < target) {
            calls *= 2;
        }
        return calls;
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
        int fold = 0;
        long start = Clock.now();
        for (int i = 0; i < calls; i++) {
            fold += testCase.execute(input, length, output);
        }
        long elapsed = Clock.now() - start;
        checksum += fold;
        return (int) elapsed;
    }

    int checksum() {
        return checksum;
    }
}
