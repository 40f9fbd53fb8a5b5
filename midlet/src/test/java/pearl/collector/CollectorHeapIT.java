package pearl.collector;

import org.junit.jupiter.api.Test;

/**
 * The collector's heap ({@link CollectorHeap}) at every measurement of the default plan below its largest
 * input: every cipher, hash and MAC at 1 KB to 128 KB, and every public-key operation.
 */
class CollectorHeapIT {

    @Test
    void theCollectorRetainsAtMost128KilobytesBesideItsBuffersAtEveryMeasurementBelow256Kilobytes() throws Exception {
        Plan.Part belowLargest = CollectorHeap.sizes(Plan.KB, Plan.FULL_MAX_SIZE / 2);
        CollectorHeap.assertWithinBudgetAtEveryMeasurement(new Plan.Part[] {belowLargest, belowLargest, belowLargest});
    }
}
