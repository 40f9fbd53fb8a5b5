package pearl.collector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The warm-up rule on a fake clock: the test feeds the readings a measurement's warm-up samples would
 * give and the time at which each was read, as a compiling runtime, an interpreter and a runtime
 * that never settles would give them.
 */
class WarmUpTest {

    private static final int TICK = 1;
    private static final int MIN_ELAPSED = 50;

    /** Feeds {@code elapsed} readings of {@code calls} calls back to back; the samples taken until warm. */
    private static int samplesUntilWarm(WarmUp warmUp, long start, int calls, int... elapsed) {
        warmUp.start(start);
        long now = start;
        for (int i = 0; i < elapsed.length; i++) {
            now += elapsed[i];
            if (warmUp.warm(elapsed[i], calls, now)) {
                return i + 1;
            }
        }
        throw new AssertionError("not warm after " + elapsed.length + " samples");
    }

    @Test
    void aCompilingRuntimeIsWarmWhenTwoSamplesInARowAgreeWithinTwoPercent() {
        WarmUp warmUp = new WarmUp(TICK, MIN_ELAPSED);

        // interpreted, then compiled in steps, then steady: 57 and 56 agree (1 tick, under 2 %)
        int taken = samplesUntilWarm(warmUp, 1000, 10, 200, 100, 60, 57, 56, 56);

        assertEquals(5, taken);
        assertEquals(200 + 100 + 60 + 57 + 56, warmUp.totalMs(), "the warm-up time is what its samples took");
        assertEquals(0, warmUp.bounded());
    }

    @Test
    void anInterpreterIsWarmAfterTwoSamples() {
        WarmUp warmUp = new WarmUp(TICK, MIN_ELAPSED);

        assertEquals(2, samplesUntilWarm(warmUp, 0, 3, 56, 57));
        assertEquals(113, warmUp.totalMs());
    }

    @Test
    void samplesThreePercentApartDoNotAgree() {
        WarmUp warmUp = new WarmUp(TICK, MIN_ELAPSED);

        // 100 against 103 ms is 3 %; 103 against 102 agrees
        assertEquals(3, samplesUntilWarm(warmUp, 0, 4, 100, 103, 102));
    }

    @Test
    void oneTickIsToleratedWhereItIsMoreThanTwoPercent() {
        WarmUp warmUp = new WarmUp(10, 200);

        // a 10 ms clock: 210 and 220 ms are one tick apart, 4.5 %, two readings of one time
        assertEquals(2, samplesUntilWarm(warmUp, 0, 8, 210, 220));
    }

    @Test
    void samplesOfDifferentCallsAreComparedPerCall() {
        WarmUp warmUp = new WarmUp(TICK, MIN_ELAPSED);
        warmUp.start(0);

        assertFalse(warmUp.warm(30, 10, 30), "the first sample has nothing to agree with");
        // 30 ms for 10 calls, then the calls doubled: 60 ms for 20 calls is the same time per call
        assertTrue(warmUp.warm(60, 20, 90));
    }

    @Test
    void aMeasurementThatNeverSettlesStopsAtTheBoundAndIsCounted() {
        WarmUp warmUp = new WarmUp(TICK, MIN_ELAPSED);
        assertEquals(WarmUp.BOUND_SPANS * MIN_ELAPSED, warmUp.bound(), "the bound is in minimum sample spans");
        List<Integer> alternating = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            alternating.add(i % 2 == 0 ? 56 : 70);
        }
        int[] elapsed = alternating.stream().mapToInt(Integer::intValue).toArray();

        int taken = samplesUntilWarm(warmUp, 0, 5, elapsed);

        // 56 + 70 + ... reaches the 500 ms bound with the 8th sample (504 ms)
        assertEquals(8, taken);
        assertEquals(504, warmUp.totalMs());
        assertEquals(1, warmUp.bounded());

        assertEquals(2, samplesUntilWarm(warmUp, 10_000, 5, 56, 56), "the next measurement starts afresh");
        assertEquals(504 + 112, warmUp.totalMs(), "the time adds up over the run's measurements");
        assertEquals(1, warmUp.bounded());
    }
}
