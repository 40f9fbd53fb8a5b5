package pearl.server.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

import pearl.server.model.Figures;
import pearl.server.model.SampleTiming;

/** The statistics of docs/analysis.md on samples whose answers are worked out by hand. */
class StatisticsTest {

    @Test
    void modeMedianTrimmedMeanAndInterval() {
        // twenty samples: 10 ms x10, 11 ms x5, 12 ms x4, and one 100 ms outlier (a garbage collection)
        // (50 calls per sample, a 10 ms timer: every sample spans at least 50 ticks)
        Map<SampleTiming, Long> counts = Map.of(new SampleTiming(1, 500, 50, 10), 10L, new SampleTiming(1, 550, 50, 10), 5L,
                new SampleTiming(1, 600, 50, 10), 4L, new SampleTiming(1, 5000, 50, 10), 1L);

        Figures f = Statistics.of(counts);

        assertEquals(20, f.samples());
        assertEquals(10, f.modalMs());
        assertEquals(10.5, f.medianMs());
        // sd of all 20 is about 19.7, so only the 100 ms sample lies beyond 3 sd (59) of the median
        double keptMean = (10 * 10 + 5 * 11 + 4 * 12) / 19.0;
        assertEquals(keptMean, f.meanMs(), 1e-12);
        // 95 % interval of the 19 kept: t(0.975, 18) = 2.10092204; their sd by hand
        double ss = 10 * sq(10 - keptMean) + 5 * sq(11 - keptMean) + 4 * sq(12 - keptMean);
        double half = 2.10092204 * Math.sqrt(ss / 18) / Math.sqrt(19);
        assertEquals(keptMean - half, f.ciLowMs(), 1e-6);
        assertEquals(keptMean + half, f.ciHighMs(), 1e-6);
        assertEquals(1, f.runs());
        assertNull(f.runsSpread(), "one run: nothing to compare");
        assertEquals("", f.flags());
    }

    @Test
    void runsWhoseModalTimesDifferByMoreThanFivePercentDisagree() {
        // run 1: mode 10 ms per call; run 2: mode 10.4 ms (4 % off: agree); run 3: mode 10.6 ms (about 5.7 % off 10)
        Map<SampleTiming, Long> agreeing = Map.of(new SampleTiming(1, 500, 50, 1), 8L, new SampleTiming(1, 510, 50, 1), 2L,
                new SampleTiming(2, 520, 50, 1), 7L, new SampleTiming(2, 500, 50, 1), 3L);
        Figures two = Statistics.of(agreeing);
        assertEquals(2, two.runs());
        assertEquals((10.4 - 10) / 10.4, two.runsSpread(), 1e-12);
        assertEquals(10, two.modalMs(), "the result's own figure is over every run's samples");
        assertEquals("", two.flags());

        Map<SampleTiming, Long> three = new HashMap<>(agreeing);
        // calls differ between runs: compared per call (530 ms / 50 calls = 10.6 ms)
        three.put(new SampleTiming(3, 1060, 100, 1), 10L);
        Figures f = Statistics.of(three);
        assertEquals(3, f.runs());
        assertEquals((10.6 - 10) / 10.6, f.runsSpread(), 1e-12);
        assertEquals("runs-disagree", f.flags());
    }

    @Test
    void fewAndCoarseSamplesAreFlagged() {
        Figures f = Statistics.of(Map.of(new SampleTiming(1, 5, 10, 1), 1L));

        assertEquals("too-few,coarse", f.flags());
        assertNull(f.ciLowMs());
        assertEquals(0.5, f.meanMs());
    }

    private static double sq(double x) {
        return x * x;
    }
}
