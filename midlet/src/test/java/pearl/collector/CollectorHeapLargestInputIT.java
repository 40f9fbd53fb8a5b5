package pearl.collector;

import org.junit.jupiter.api.Test;

/**
 * The collector's heap ({@link CollectorHeap}) at the default plan's largest input: every cipher,
 * hash and MAC at 256 KB (public-key operations run on a fixed size, which {@link CollectorHeapIT}
 * covers).
 */
class CollectorHeapLargestInputIT {

    @Test
    void theCollectorRetainsAtMost128KilobytesBesideItsBuffersAtEveryMeasurementOf256Kilobytes() throws Exception {
        Plan.Part largest = CollectorHeap.sizes(Plan.FULL_MAX_SIZE, Plan.FULL_MAX_SIZE);
        CollectorHeap.assertWithinBudgetAtEveryMeasurement(new Plan.Part[] {largest, largest, null});
    }
}
