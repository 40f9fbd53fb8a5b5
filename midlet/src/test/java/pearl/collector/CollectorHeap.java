package pearl.collector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import pearl.testcase.Catalogue;
import pearl.testcase.Inputs;
import pearl.testcase.TestCase;
import pearl.util.Clock;

/**
 * The collector lives in a MIDP 1.0 phone's heap (200 KB to 1.5 MB). Running the default plan's
 * test cases, every one at every size up to 256 KB, it retains at most 128 KB at any measurement besides
 * its input and output buffers (which come down to what the phone can allocate,
 * {@code memory.largest.buffer}): its plan, catalogue, timing and warm-up state, and the one test
 * case at work with its engine and the static tables of the classes that test case uses.
 * <p>
 * The retained heap is walked ({@link RetainedHeap}) rather than read from the JVM after a full
 * collection: on HotSpot that reading moved by a whole 256 KB buffer between measurements, a previous
 * test case's output buffer staying reachable from somewhere in the VM for a while after the
 * collector had dropped it, which no budget of 128 KB can be read through.
 * <p>
 * The default plan's measurements are checked in two runs that split them by input size
 * ({@link CollectorHeapIT}, {@link CollectorHeapLargestInputIT}), each of every test case, so that
 * the two take a test JVM each: RSA over 256 KB alone takes as long as every smaller size together.
 * What the collector retains follows from its classes, the plan and the JVM's layout: a run on the
 * classes that passed before shows the figures it found then ({@link PassedBefore}).
 */
final class CollectorHeap {

    /** The collector's heap budget beside its buffers. */
    private static final long BUDGET = 128 * 1024;

    private CollectorHeap() {
    }

    /** A part of the default plan's test cases over {@code minSize} to {@code maxSize}: one warm sample a measurement. */
    static Plan.Part sizes(int minSize, int maxSize) {
        // one warm sample of one tick per measurement, as the samples go to the sink and their number does
        // not change what the collector holds
        return new Plan.Part(minSize, maxSize, 1, null);
    }

    /** Runs {@code parts} (one per submodule, null for none) and checks the heap retained at every measurement. */
    static void assertWithinBudgetAtEveryMeasurement(Plan.Part[] parts) throws Exception {
        PassedBefore check = PassedBefore.of("collector-heap", describe(parts), CollectorHeap.class, RetainedHeap.class,
                StoringSink.class, Delegating.class, PassedBefore.class);
        String before = check.figures();
        if (before != null) {
            System.out.println(before);
            return;
        }
        Plan plan = new Plan(parts, Inputs.RANDOM, 1, 1);
        Latest table = new Latest(TestCaseTable.full());
        Summary summary = new Summary();
        StoringSink sink = (measurement, count, done, digest) -> {
            for (int i = 0; i < count; i++) {
                summary.add(measurement[i]);
            }
        };
        List<String> measurements = new ArrayList<>();
        List<String> rejected = new ArrayList<>();
        long[] largest = {0};
        String[] where = {""};
        Collector[] collector = new Collector[1];
        Progress progress = new Progress() {
            public void advanced(int done, int total, Sample last) {
                long retained = RetainedHeap.of(new Object[] {collector[0]}, sink, this);
                String measurement = last.algorithm + " " + last.operation + " " + last.size + " B: " + retained;
                measurements.add(measurement);
                if (retained > largest[0]) {
                    largest[0] = retained;
                    where[0] = measurement;
                }
            }

            public void rejected(TestCase testCase, String reason) {
                rejected.add(reason);
            }

            public void finished(String summary) {
            }

            public void failed(String message) {
            }
        };
        collector[0] = new Collector(plan, table, Clock.resolution(), sink, progress);
        int total = collector[0].total();
        collector[0].run(1, 0, 0);

        assertEquals(List.of(), rejected);
        assertEquals(total, measurements.size(), "every measurement of the plan ran");
        long[] sorted = measurements.stream().mapToLong(u -> Long.parseLong(u.substring(u.lastIndexOf(' ') + 1))).sorted()
                .toArray();
        String figures = String.format("HEAP over %d measurements: the collector retains beside its buffers %d bytes at "
                + "least, %d the median, %d at most (%s); the phone's summary of the run %d bytes", total, sorted[0],
                sorted[total / 2], largest[0], where[0], RetainedHeap.of(new Object[] {summary}));
        System.out.println(figures);
        assertTrue(largest[0] <= BUDGET, where[0]);
        assertTrue(sorted[0] > 0);
        check.passed(figures);
    }

    /** The parts' sizes and submodules, for the check's digest. */
    private static String describe(Plan.Part[] parts) {
        StringBuilder text = new StringBuilder();
        for (Plan.Part part : parts) {
            text.append(part == null ? "none" : part.minSize + "-" + part.maxSize).append(';');
        }
        return text.toString();
    }

    /** The full suite, keeping the test case the collector built last, for the walk to reach. */
    private static final class Latest extends Delegating {
        private final Catalogue table;
        private TestCase latest;

        Latest(Catalogue table) {
            super(table);
            this.table = table;
        }

        public TestCase create(int i) {
            latest = table.create(i);
            return latest;
        }
    }
}
