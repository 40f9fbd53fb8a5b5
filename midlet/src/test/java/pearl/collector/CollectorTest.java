package pearl.collector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;

import org.junit.jupiter.api.Test;

import pearl.testcase.Inputs;
import pearl.testcase.Operation;
import pearl.testcase.TestCase;
import pearl.util.Clock;

/** The collector's promises about samples, on the desktop with the real clock. */
class CollectorTest {

    private final int resolution = Clock.resolution();
    private final List<Sample> stored = new ArrayList<>();
    private final List<String> rejected = new ArrayList<>();
    private final StoringSink sink = (measurement, count, done, digest) -> stored.addAll(List.of(measurement).subList(0, count));

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

    /**
     * A sample's span where the claim is about order, rounds or resuming, not timing: the collector's
     * logic is the same at any span, and 5 ticks make a measurement's warm-up and samples a tenth as long.
     */
    private static final int ORDER_TICKS = 5;

    /** Samples of 50 ticks, as a phone's plan takes them, in one round: each measurement's samples in a row. */
    private static Plan plan(int maxKb, int samples) {
        return plan(maxKb, samples, Plan.MIN_TICKS_PER_SAMPLE, 1);
    }

    /** Samples of {@link #ORDER_TICKS} in {@code rounds} rounds. */
    private static Plan plan(int maxKb, int samples, int rounds) {
        return plan(maxKb, samples, ORDER_TICKS, rounds);
    }

    private static Plan plan(int maxKb, int samples, int ticksPerSample, int rounds) {
        Plan.Part part = new Plan.Part(Plan.KB, maxKb * Plan.KB, samples, null);
        return new Plan(new Plan.Part[] {part, part, part}, Inputs.RANDOM, ticksPerSample, rounds);
    }

    /**
     * A catalogue that builds a new test case each time, through {@code build} (entry, how many
     * times it was built before), and counts the builds per entry.
     */
    private static final class Builds extends Delegating {
        private final BiFunction<Integer, Integer, TestCase> build;
        final int[] builds;

        Builds(BiFunction<Integer, Integer, TestCase> build, TestCase... described) {
            super(new Prebuilt(described));
            this.build = build;
            this.builds = new int[described.length];
        }

        public TestCase create(int i) {
            return build.apply(i, builds[i]++);
        }
    }

    /** The stored samples' algorithms and sizes, one entry per run of consecutive samples of one measurement. */
    private List<String> measurementsInOrder() {
        List<String> measurements = new ArrayList<>();
        String current = null;
        int count = 0;
        for (Sample sample : stored) {
            String measurement = sample.algorithm + " " + sample.size;
            if (!measurement.equals(current) && current != null) {
                measurements.add(current + " x" + count);
                count = 0;
            }
            current = measurement;
            count++;
        }
        measurements.add(current + " x" + count);
        return measurements;
    }

    private static byte[] saved(Collector collector) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        collector.save(new DataOutputStream(bytes));
        return bytes.toByteArray();
    }

    private static void restore(Collector collector, byte[] state) throws IOException {
        collector.restore(new DataInputStream(new ByteArrayInputStream(state)));
    }

    /** Two test cases at two sizes in two rounds: eight measurements; plan(2, 2, 2) takes one sample of each a round. */
    private final TestCase[] two = {FakeTestCase.cipher("A/ECB"), FakeTestCase.cipher("B/ECB")};

    /** The uninterrupted run's measurements, in order, and its checksum; {@link #stored} is cleared after. */
    private Object[] uninterrupted(Plan plan) throws IOException {
        Collector whole = new Collector(plan, new Prebuilt(two), resolution, sink, progress);
        whole.run(1, 0, 0);
        Object[] run = {measurementsInOrder(), whole.checksum(), stored.size()};
        stored.clear();
        return run;
    }

    @Test
    void aRunTakenUpInALaterLifeFromItsSavedStateEndsAsAnUninterruptedOne() throws Exception {
        Plan plan = plan(2, 2, 2);
        Object[] expected = uninterrupted(plan);
        // a life ends in the first round, and another in the second
        for (int endsAfter : new int[] {2, 5}) {
            int last = endsAfter;
            byte[][] state = new byte[1][];
            Collector[] life = new Collector[1];
            StoringSink keeping = (measurement, count, done, digest) -> {
                sink.add(measurement, count, done, digest);
                state[0] = saved(life[0]);
                if (done == last) {
                    life[0].cancel();
                }
            };
            life[0] = new Collector(plan, new Prebuilt(two), resolution, keeping, progress);
            int next = life[0].run(1, 0, 0);

            Collector later = new Collector(plan, new Prebuilt(two), resolution, sink, progress);
            restore(later, state[0]);
            assertEquals(endsAfter, later.measurementsDone());
            assertEquals(expected[2], later.run(1, next, later.measurementsDone()), "no sequence number twice");

            assertEquals(expected[0], measurementsInOrder(), "ended after " + endsAfter);
            assertEquals(expected[1], later.checksum(), "ended after " + endsAfter);
            stored.clear();
        }
    }

    @Test
    void aMeasurementStoredAfterTheLastSavedStateIsTakenUpNotMeasuredAgain() throws Exception {
        Plan plan = plan(2, 2, 2);
        Object[] expected = uninterrupted(plan);
        // the life ends between storing measurement 3 and saving the state after it
        byte[][] state = new byte[1][];
        int[] third = new int[2];
        Collector[] life = new Collector[1];
        StoringSink endsMidWay = (measurement, count, done, digest) -> {
            sink.add(measurement, count, done, digest);
            if (done == 3) {
                third[0] = digest;
                third[1] = measurement[count - 1].calls;
                life[0].cancel();
            } else {
                state[0] = saved(life[0]);
            }
        };
        life[0] = new Collector(plan, new Prebuilt(two), resolution, endsMidWay, progress);
        int next = life[0].run(1, 0, 0);

        Collector later = new Collector(plan, new Prebuilt(two), resolution, sink, progress);
        restore(later, state[0]);
        later.recorded(3, third[1], 1, third[0]);
        later.run(1, next, later.measurementsDone());

        assertEquals(expected[0], measurementsInOrder());
        assertEquals(expected[1], later.checksum());
    }

    /**
     * The state a run keeps for a later life is rewritten after every measurement: PEARL's full plan
     * with every measurement calibrated to a million calls (3 bytes a count: more calls than a
     * sample of a phone makes) takes 10 KB at most.
     */
    @Test
    void theFullPlansStateTakesTenKilobytesAtMost() throws Exception {
        Plan plan = Plan.full();
        TestCaseTable table = TestCaseTable.full();
        Collector collector = new Collector(plan, table, 1, sink, progress);
        ByteArrayOutputStream worst = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(worst);
        Sample.writeCount(out, collector.total());
        out.writeInt(Integer.MIN_VALUE);
        Sample.writeCount(out, Plan.FULL_MAX_SIZE);
        Sample.writeCount(out, collector.total());
        out.writeLong(Long.MAX_VALUE);
        Sample.writeCount(out, collector.total());
        Sample.writeCount(out, collector.total());
        for (int length : new int[] {collector.total() / plan.rounds, table.size()}) {
            Sample.writeCount(out, length);
            for (int i = 0; i < length; i++) {
                Sample.writeCount(out, 1_000_000);
            }
        }
        restore(collector, worst.toByteArray());

        ByteArrayOutputStream state = new ByteArrayOutputStream();
        plan.write(new DataOutputStream(state));
        collector.save(new DataOutputStream(state));

        System.out.println("The full plan's state: " + state.size() + " bytes");
        assertTrue(state.size() <= 10 * 1024, state.size() + " bytes");
    }

    @Test
    void aSavedStateIsRefusedByACollectorOfAnotherPlan() throws Exception {
        Collector collector = new Collector(plan(2, 2, 2), new Prebuilt(two), resolution, sink, progress);

        Collector other = new Collector(plan(4, 2, 2), new Prebuilt(two), resolution, sink, progress);
        assertThrows(IOException.class, () -> restore(other, saved(collector)));
    }

    @Test
    void everyMeasurementWarmsUpBeforeItsWarmSamplesAndTheRunSaysHowLong() throws Exception {
        Collector collector = new Collector(plan(2, 3), new Prebuilt(FakeTestCase.cipher("A/ECB")), resolution,
                sink, progress);
        Conditions before = new Conditions();
        collector.describe(before);

        collector.run(1, 0, 0);

        Conditions after = new Conditions();
        collector.describe(after);
        assertEquals("2%," + WarmUp.BOUND_SPANS * 50 * resolution + "ms", after.get("warmup"), "the rule");
        assertEquals("0", before.get("warmup.ms"));
        assertTrue(Long.parseLong(after.get("warmup.ms")) > 0, "two measurements warmed up: " + after.get("warmup.ms"));
        int bounded = Integer.parseInt(after.get("warmup.bounded"));
        // each warm-up can hit the bound: the two measurements' first, and each one's again when its code got faster
        int warmUps = 2 + Integer.parseInt(after.get("warmup.again"));
        assertTrue(bounded >= 0 && bounded <= warmUps, "warm-ups that hit the bound: " + bounded + " of " + warmUps);
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
    void eachMeasurementsSamplesAreSplitOverTheRoundsWithTheColdSampleInTheFirst() throws Exception {
        TestCase[] suite = {FakeTestCase.cipher("A/ECB"), new FakeTestCase("H", Operation.DIGEST, true, 0)};
        List<Integer> advanced = new ArrayList<>();
        Progress counting = new Progress() {
            public void advanced(int done, int total, Sample last) {
                advanced.add(done);
                assertEquals(2 * 2 * 3, total, "2 test cases at 2 sizes in 3 rounds");
            }

            public void rejected(TestCase testCase, String reason) {
            }

            public void finished(String summary) {
            }

            public void failed(String message) {
            }
        };
        // 7 samples in 3 rounds: 3, 2, 2
        Collector collector = new Collector(plan(2, 7, 3), new Prebuilt(suite), resolution, sink, counting);

        assertEquals(12, collector.total());
        int end = collector.run(1, 0, 0);

        assertEquals(List.of("A/ECB 1024 x4", "A/ECB 2048 x4", "H 1024 x4", "H 2048 x4",
                "A/ECB 1024 x2", "A/ECB 2048 x2", "H 1024 x2", "H 2048 x2",
                "A/ECB 1024 x2", "A/ECB 2048 x2", "H 1024 x2", "H 2048 x2"), measurementsInOrder());
        for (int i = 0; i < 12; i++) {
            assertEquals(i + 1, advanced.get(i), "the progress bar advances after each measurement of each round");
        }
        assertEquals(12, collector.measurementsDone());
        assertEquals(4, stored.stream().filter(s -> s.cold).count(), "one cold sample per measurement");
        for (int i = 0; i < stored.size(); i++) {
            assertEquals(i, stored.get(i).sequence, "samples are numbered in order, with no gap");
            assertEquals(i < 16 && i % 4 == 0, stored.get(i).cold, "each measurement starts with its cold sample, in round 1");
        }
        assertEquals(stored.size(), end);
    }

    @Test
    void eachRoundBuildsItsTestCasesAnewButAFailedOneOnlyOnce() throws Exception {
        FakeTestCase failing = new FakeTestCase("Broken/ECB", Operation.ENCRYPT, false, 0);
        List<FakeTestCase> built = new ArrayList<>();
        Builds suite = new Builds((i, before) -> {
            FakeTestCase testCase = i == 0 ? failing : FakeTestCase.cipher("A/ECB");
            built.add(testCase);
            return testCase;
        }, failing, FakeTestCase.cipher("A/ECB"));

        new Collector(plan(2, 4, 4), suite, resolution, sink, progress).run(1, 0, 0);

        assertEquals(1, suite.builds[0], "a test case that fails its known answer is not built again");
        assertEquals(4, suite.builds[1], "built anew in each of the 4 rounds");
        assertEquals(List.of("Broken/ECB fails its vector"), rejected, "reported once");
        assertEquals(1 + 4, built.size());
        assertEquals(1, built.get(1).checks, "the known answer is checked in the first round");
        for (FakeTestCase later : built.subList(2, 5)) {
            assertEquals(0, later.checks, "and not again");
            assertTrue(later.executions > 0, "each instance is timed");
        }
        assertEquals(2 * (1 + 4), stored.size(), "A at 2 sizes: one cold sample, four warm");
    }

    /** A cipher whose instances run slower the later they are built: the n-th does 2n - 1 passes a call. */
    private static final class SlowerEachTime extends FakeTestCase {
        private final int passes;

        SlowerEachTime(int passes) {
            super("S/ECB", Operation.ENCRYPT, true, 0);
            this.passes = passes;
        }

        @Override
        public void init() {
            for (int pass = 0; pass < passes; pass++) {
                super.init();
            }
        }

        @Override
        public int execute(byte[] input, int length, byte[] output, int calls) {
            int fold = 0;
            for (int pass = 0; pass < passes; pass++) {
                fold += super.execute(input, length, output, calls);
            }
            return fold;
        }
    }

    @Test
    void theCallsCalibratedInTheFirstRoundAreKeptForTheLaterOnes() throws Exception {
        // each round's instance five times slower than the one before, so that a loaded machine slowing
        // the first round's calibration (two test JVMs and a module beside them) does not look faster later
        Builds suite = new Builds((i, before) -> new SlowerEachTime(1 + 4 * before), new SlowerEachTime(1));

        new Collector(plan(1, 6, 3), suite, resolution, sink, progress).run(1, 0, 0);

        List<Sample> warm = stored.stream().filter(s -> !s.cold).toList();
        assertEquals(6, warm.size());
        // recalibrated, the slower instances' calls would be a fifth and a ninth of the first's
        Sample lastOfFirstRound = warm.get(1);
        for (Sample sample : warm.subList(2, 6)) {
            assertEquals(lastOfFirstRound.calls, sample.calls, "the calls of the first round");
            assertEquals(lastOfFirstRound.initCalls, sample.initCalls, "the set-ups' calls too");
        }
    }

    /**
     * A cipher that cancels the run in the middle of its second warm sample of the round it is
     * armed in: an execution after more than one set-up in a row is a warm sample's (a warm-up's
     * follows one set-up; the round's calls are kept, so it does not calibrate).
     */
    private static final class CancelsMidRound extends FakeTestCase {
        private final Collector[] collector;
        private int setUpsInARow;
        private int warmSamples;
        boolean armed;

        CancelsMidRound(Collector[] collector) {
            super("B/ECB", Operation.ENCRYPT, true, 0);
            this.collector = collector;
        }

        @Override
        public void init() {
            super.init();
            setUpsInARow++;
        }

        @Override
        public int execute(byte[] input, int length, byte[] output, int calls) {
            if (armed && setUpsInARow > 1 && ++warmSamples == 2) {
                collector[0].cancel();
                armed = false;
            }
            setUpsInARow = 0;
            return super.execute(input, length, output, calls);
        }
    }

    @Test
    void aRunCancelledMidRoundResumesThereAndEveryMeasurementGetsItsSamplesOnce() throws Exception {
        Collector[] collector = new Collector[1];
        CancelsMidRound b = new CancelsMidRound(collector);
        TestCase[] suite = {FakeTestCase.cipher("A/ECB"), b, FakeTestCase.cipher("C/ECB")};
        List<Integer> taken = new ArrayList<>();
        // armed once A has finished its second round (measurements 1-3 are round 1's, 4 is A's in round 2)
        Progress arming = new Progress() {
            public void advanced(int done, int total, Sample last) {
                taken.add(done);
                b.armed = done == 4;
            }

            public void rejected(TestCase testCase, String reason) {
            }

            public void finished(String summary) {
            }

            public void failed(String message) {
            }
        };
        // 6 samples in 2 rounds of 3: cancelled with 2 of B's second 3 taken
        collector[0] = new Collector(plan(1, 6, 2), new Prebuilt(suite), resolution, sink, arming);

        int next = collector[0].run(7, 0, 0);
        assertEquals(4, collector[0].measurementsDone(), "round 1 and A's measurement of round 2 done");
        assertEquals(3 * (1 + 3) + 3, stored.size(), "the interrupted measurement keeps none of its round's samples");
        assertEquals(stored.size(), next);
        collector[0].resume();
        int end = collector[0].run(7, next, collector[0].measurementsDone());

        assertEquals(6, collector[0].measurementsDone());
        assertEquals(List.of(1, 2, 3, 4, 5, 6), taken);
        for (String algorithm : List.of("A/ECB", "B/ECB", "C/ECB")) {
            assertEquals(1, stored.stream().filter(s -> s.algorithm.equals(algorithm) && s.cold).count(), algorithm);
            assertEquals(6, stored.stream().filter(s -> s.algorithm.equals(algorithm) && !s.cold).count(), algorithm);
        }
        for (int i = 0; i < stored.size(); i++) {
            assertEquals(i, stored.get(i).sequence, "samples are numbered in order, none twice, with no gap");
        }
        assertEquals(stored.size(), end);
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
            // sixteen times the work before: even on busy cores a fast sample falls far short of the minimum
            for (int pass = 0; pass < (isSlow ? 16 : 1); pass++) {
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
        collector.describe(conditions);
        assertTrue(Integer.parseInt(conditions.get("warmup.again")) >= 1, "the run says it warmed up again");
        for (int i = 0; i < stored.size(); i++) {
            assertEquals(i, stored.get(i).sequence, "samples are numbered in order, with no gap");
        }
    }

    @Test
    void aSizeTooLargeForTheHeapEndsItsTestCaseThereAndTheRunGoesOn() throws Exception {
        // A's output buffer for 4 KB is more than any heap holds: its allocation throws, as on a phone
        FakeTestCase tooLarge = new FakeTestCase("A/ECB", Operation.ENCRYPT, true, 0) {
            public int outputSize(int length) {
                return length > 2 * Plan.KB ? Integer.MAX_VALUE : length;
            }
        };
        TestCase[] suite = {tooLarge, FakeTestCase.cipher("B/ECB")};
        int[] done = {0, 0};
        Progress counting = new Progress() {
            public void advanced(int measurementsDone, int total, Sample last) {
                done[0] = measurementsDone;
                done[1] = total;
            }

            public void rejected(TestCase testCase, String reason) {
                throw new AssertionError(reason);
            }

            public void finished(String summary) {
            }

            public void failed(String message) {
            }
        };
        Collector collector = new Collector(plan(4, 2, 2), new Prebuilt(suite), resolution, sink, counting);

        collector.run(1, 0, 0);

        assertEquals(List.of("A/ECB 1024 x2", "A/ECB 2048 x2", "B/ECB 1024 x2", "B/ECB 2048 x2", "B/ECB 4096 x2",
                "A/ECB 1024 x1", "A/ECB 2048 x1", "B/ECB 1024 x1", "B/ECB 2048 x1", "B/ECB 4096 x1"), measurementsInOrder(),
                "A up to the largest size that fits, in both rounds; B at every size");
        assertEquals(done[1], done[0], "the progress reaches its end");
        Conditions conditions = new Conditions();
        collector.describe(conditions);
        assertEquals("2048", conditions.get("memory.largest.buffer"), "the device's maximum");
        assertEquals("1", conditions.get("memory.short"), "A at 4 KB, once");
    }

    @Test
    void aFullStoreStopsTheRunAndKeepsWhatWasStored() {
        TestCase[] suite = {FakeTestCase.cipher("A/ECB"), FakeTestCase.cipher("B/ECB")};
        StoringSink small = (measurement, count, done, digest) -> {
            if (stored.size() == 4) {
                throw new IOException("full");
            }
            sink.add(measurement, count, done, digest);
        };

        assertThrows(IOException.class, () -> new Collector(plan(1, 3), new Prebuilt(suite), resolution, small, progress).run(1, 0, 0));
        assertEquals(4, stored.size());
    }

    @Test
    void theSinkHearsOfEachPartThatStoredSamplesAsTheNextBegins() throws Exception {
        // two ciphers (symmetric), a hash, then a public-key row (a fixed size) and a cipher listed
        // after it, as RSA's encryption is: three parts a round, in two rounds
        TestCase[] suite = {FakeTestCase.cipher("A/ECB"), FakeTestCase.cipher("B/ECB"),
            new FakeTestCase("H", Operation.DIGEST, true, 0), new FakeTestCase("K", Operation.ENCRYPT, true, 128),
            FakeTestCase.cipher("R")};
        List<String> heard = new ArrayList<>();
        SampleSink listening = new SampleSink() {
            public void add(Sample[] measurement, int count, int done, int digest) throws IOException {
                sink.add(measurement, count, done, digest);
                heard.add(measurement[0].algorithm);
            }

            public void partEnded() {
                heard.add("|");
            }
        };

        int next = new Collector(plan(1, 2, 2), new Prebuilt(suite), resolution, listening, progress).run(1, 0, 0);
        assertEquals(List.of("A/ECB", "B/ECB", "|", "H", "|", "K", "R", "|", "A/ECB", "B/ECB", "|", "H", "|", "K", "R"),
                heard, "after each part but the last, which the run's end syncs");

        heard.clear();
        new Collector(plan(1, 2, 2), new Prebuilt(suite), resolution, listening, progress).run(1, next, 2);
        assertEquals(List.of("H", "|", "K", "R", "|", "A/ECB", "B/ECB", "|", "H", "|", "K", "R"), heard,
                "a run taken up at the first round's hash: nothing of the part it skipped");
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
