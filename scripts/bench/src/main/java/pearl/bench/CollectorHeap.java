package pearl.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;

import pearl.collector.Clock;
import pearl.collector.Collector;
import pearl.collector.Inputs;
import pearl.collector.Plan;
import pearl.collector.Progress;
import pearl.collector.Sample;
import pearl.collector.Suite;
import pearl.collector.TestCase;

/**
 * The collector's peak live heap for the default plan (every test case, 1 KB to 256 KB): after
 * every test case at one size, a full collection and the heap still in use. Samples go straight
 * to the sink, so the number per size does not change the heap; one is taken to keep the run
 * short. Prints "PEAK <bytes>" and the unit where it was reached, and "ADDED <bytes>", the peak less
 * the heap in use before the suite is built: the JVM and its class path hold some of the peak
 * (benchmarks.jar's own index of its entries, about 2 MB, among it), the collector the rest.
 * docs/collector.md records them.
 */
public final class CollectorHeap {

    public static void main(String[] args) throws Exception {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long[] peak = {0};
        String[] where = {""};
        System.gc();
        long baseline = memory.getHeapMemoryUsage().getUsed();
        Progress progress = new Progress() {
            public void advanced(int done, int total, Sample last) {
                System.gc();
                long used = memory.getHeapMemoryUsage().getUsed();
                if (used > peak[0]) {
                    peak[0] = used;
                    where[0] = last.algorithm + " " + last.operation + " " + last.size + " B";
                }
                if (done % 200 == 0) {
                    System.out.println(done + "/" + total);
                }
            }

            public void rejected(TestCase testCase, String reason) {
                System.out.println("REJECTED " + reason);
            }
        };
        Plan plan = Plan.everything(Plan.KB, Plan.FULL_MAX_SIZE, 1, Inputs.RANDOM);
        new Collector(plan, Suite.all(), Clock.resolution(), sample -> { }, progress).run(1, 0, 0);
        System.out.println("BASELINE " + baseline);
        System.out.println("PEAK " + peak[0] + " at " + where[0]);
        System.out.println("ADDED " + (peak[0] - baseline) + " by the collector");
        System.out.println("on " + Report.machine());
    }
}
