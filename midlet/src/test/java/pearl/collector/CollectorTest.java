package pearl.collector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

/** The collector's promises about samples, on the desktop with the real clock. */
class CollectorTest {

    private final int resolution = Clock.resolution();
    private final List<Sample> stored = new ArrayList<>();
    private final List<String> rejected = new ArrayList<>();
    private final SampleSink sink = stored::add;

    private final Progress progress = new Progress() {
        public void advanced(int done, int total, Sample last) {
        }

        public void rejected(TestCase testCase, String reason) {
            rejected.add(reason);
        }

        public void finished(String summary) {
        }

        public void failed(String message) {
        }
    };

    private static Plan plan(int maxKb, int samples) {
        return Plan.everything(Plan.KB, maxKb * Plan.KB, samples, Inputs.RANDOM);
    }

    @Test
    void everyUnitWarmsUpBeforeItsWarmSamplesAndTheRunSaysHowLong() throws Exception {
        Collector collector = new Collector(plan(2, 3), new Prebuilt(FakeTestCase.cipher("A/ECB")), resolution,
                sink, progress);
        Conditions before = new Conditions();
        collector.describeWarmUp(before);

        collector.run(1, 0, 0);

        Conditions after = new Conditions();
        collector.describeWarmUp(after);
        assertEquals("2%," + WarmUp.BOUND_SPANS * 50 * resolution + "ms", after.get("warmup"), "the rule");
        assertEquals("0", before.get("warmup.ms"));
        assertTrue(Long.parseLong(after.get("warmup.ms")) > 0, "two units warmed up: " + after.get("warmup.ms"));
        int bounded = Integer.parseInt(after.get("warmup.bounded"));
        assertTrue(bounded >= 0 && bounded <= 2, "units that hit the bound: " + bounded);
        assertEquals(2 * (1 + 3), stored.size(), "warm-up samples are not stored");
    }

    @Test
    void everyWarmSampleSpansFiftyTicksAndTheColdOneIsKeptApart() throws Exception {
        TestCase[] suite = {FakeTestCase.cipher("A/ECB"), new FakeTestCase("H", Operation.DIGEST, true, 0)};

        new Collector(plan(2, 3), new Prebuilt(suite), resolution, sink, progress).run(1, 0, 0);

        assertEquals(2 * 2 * (1 + 3), stored.size(), "per test case and size: one cold, three warm");
        for (Sample sample : stored) {
            if (sample.cold) {
                assertEquals(1, sample.calls, "the cold sample is the first execution alone");
            } else {
                assertTrue(sample.timeExec >= 50 * resolution, sample.timeExec + " ms < 50 ticks of " + resolution);
                assertTrue(sample.calls >= 1);
                if (sample.algorithm.equals("H")) {
                    assertEquals(-1, sample.timeInit, "a hash has no set-up time");
                } else {
                    assertTrue(sample.timeInit >= 50 * resolution, "set-ups are timed over 50 ticks too");
                }
            }
        }
        for (int i = 0; i < stored.size(); i++) {
            assertEquals(i, stored.get(i).sequence, "samples are numbered in order");
        }
    }

    @Test
    void anAlgorithmFailingItsKnownAnswerIsReportedAndNotTimed() throws Exception {
        FakeTestCase failing = new FakeTestCase("Broken/ECB", Operation.ENCRYPT, false, 0);
        TestCase[] suite = {failing, FakeTestCase.cipher("A/ECB")};

        new Collector(plan(1, 1), new Prebuilt(suite), resolution, sink, progress).run(1, 0, 0);

        assertEquals(List.of("Broken/ECB fails its vector"), rejected);
        assertEquals(0, failing.executions, "never executed");
        assertTrue(stored.stream().allMatch(s -> s.algorithm.equals("A/ECB")));
        assertEquals(2, stored.size());
    }

    @Test
    void aCancelledRunResumesAtTheFirstUnfinishedTestCase() throws Exception {
        TestCase[] suite = {FakeTestCase.cipher("A/ECB"), FakeTestCase.cipher("B/ECB"), FakeTestCase.cipher("C/ECB")};
        Plan plan = plan(1, 2);
        Collector[] collector = new Collector[1];
        // a unit's warm samples reach the sink when it ends: cancelled at B's cold sample, B stops
        // during its warm-up, keeping the sample it had made
        SampleSink cancelling = sample -> {
            stored.add(sample);
            if (sample.algorithm.equals("B/ECB") && sample.cold) {
                collector[0].cancel();
            }
        };
        collector[0] = new Collector(plan, new Prebuilt(suite), resolution, cancelling, progress);

        int next = collector[0].run(7, 0, 0);
        assertEquals(1, collector[0].unitsDone(), "A done; B stopped after its cold sample");
        collector[0].resume();
        SampleSink plain = stored::add;
        Collector again = new Collector(plan, new Prebuilt(suite), resolution, plain, progress);
        int end = again.run(7, next, collector[0].unitsDone());

        assertEquals(3, again.unitsDone());
        Set<Integer> sequences = new TreeSet<>();
        stored.forEach(s -> sequences.add(s.sequence));
        assertEquals(stored.size(), sequences.size(), "no sequence number is used twice");
        assertEquals(end, stored.size());
        assertEquals(3, stored.stream().filter(s -> s.algorithm.equals("A/ECB")).count(), "A is not run again");
        assertEquals(3 + 1, stored.stream().filter(s -> s.algorithm.equals("B/ECB")).count(),
                "B runs again from its start; the samples of the interrupted try stay");
        assertEquals(3, stored.stream().filter(s -> s.algorithm.equals("C/ECB")).count());
    }

    /** A hash whose code gets four times faster a second after it first ran: a JIT finishing late. */
    private static final class LateJit extends FakeTestCase {
        private long first;
        /** For each execution in order: whether it ran the slow code. */
        final List<Boolean> slow = new ArrayList<>();

        LateJit() {
            super("Late", Operation.DIGEST, true, 0);
        }

        @Override
        public int execute(byte[] input, int length, byte[] output, int calls) {
            long now = System.currentTimeMillis();
            if (first == 0) {
                first = now;
            }
            boolean isSlow = now - first < 1000;
            slow.add(isSlow);
            int fold = 0;
            for (int pass = 0; pass < (isSlow ? 4 : 1); pass++) {
                fold += super.execute(input, length, output, calls);
            }
            return fold;
        }
    }

    @Test
    void codeThatGetsFasterAfterItsWarmUpWarmsUpAgainAndKeepsOnlyTheFastSamples() throws Exception {
        // the warm-up of the slow code ends within a few hundred ms; 40 samples of 50 ticks take 2 s,
        // so the code gets faster while the warm samples are being taken
        LateJit late = new LateJit();
        Collector collector = new Collector(plan(1, 40), new Prebuilt(late), resolution, sink, progress);

        collector.run(1, 0, 0);

        assertEquals(1 + 40, stored.size(), "one cold sample and the plan's 40 warm ones");
        assertTrue(late.slow.contains(true) && late.slow.get(late.slow.size() - 1) == Boolean.FALSE, "" + late.slow);
        // each warm sample is one execution: the 40 last timed the fast code
        assertFalse(late.slow.subList(late.slow.size() - 40, late.slow.size()).contains(true),
                "a warm sample kept timed the code before it got faster: " + late.slow);
        Conditions conditions = new Conditions();
        collector.describeWarmUp(conditions);
        assertTrue(Integer.parseInt(conditions.get("warmup.again")) >= 1, "the run says it warmed up again");
        for (int i = 0; i < stored.size(); i++) {
            assertEquals(i, stored.get(i).sequence, "samples are numbered in order, with no gap");
        }
    }

    @Test
    void aFullStoreStopsTheRunAndKeepsWhatWasStored() {
        TestCase[] suite = {FakeTestCase.cipher("A/ECB"), FakeTestCase.cipher("B/ECB")};
        SampleSink small = sample -> {
            if (stored.size() == 4) {
                throw new IOException("full");
            }
            stored.add(sample);
        };

        assertThrows(IOException.class, () -> new Collector(plan(1, 3), new Prebuilt(suite), resolution, small, progress).run(1, 0, 0));
        assertEquals(4, stored.size());
    }

    @Test
    void onlyThePlansAlgorithmsRun() throws Exception {
        TestCase[] suite = {FakeTestCase.cipher("A/ECB"), FakeTestCase.cipher("B/ECB"),
            new FakeTestCase("H", Operation.DIGEST, true, 0)};
        Plan.Part part = new Plan.Part(Plan.KB, Plan.KB, 1, "B/ECB, H");

        new Collector(new Plan(new Plan.Part[] {part, part, null}, Inputs.ZERO), new Prebuilt(suite), resolution, sink, progress)
                .run(1, 0, 0);

        Set<String> algorithms = new TreeSet<>();
        stored.forEach(s -> algorithms.add(s.algorithm));
        assertEquals(Set.of("B/ECB", "H"), algorithms);
    }
}
