package pearl.server.model;

import java.util.Map;

/**
 * What a device's heap held under one VM, as its runs recorded it: a phone's heap bounds the
 * largest input it can measure, and a collector that meets the bound measures up to it and goes on.
 *
 * @param vm           the VM the runs measured
 * @param heapBytes    the Java heap the latest run had ({@code memory.total}), 0 when it did not say
 * @param freeBytes    of it, what the latest run found free once the suite's test cases were listed, before
 *                     its buffers ({@code memory.free}): the room the suite's classes left; 0 when it did not say
 * @param largestInput the largest input size at which no test case ran out of heap
 *                     ({@code memory.largest.buffer}), the smallest over the runs; 0 when none said
 * @param measurementsShort measurements (test cases at one size) not taken for lack of heap, in the run that
 *                     had most ({@code memory.short})
 */
public record HeapFit(String vm, long heapBytes, long freeBytes, int largestInput, int measurementsShort) {

    public static final String HEAP = "memory.total";
    public static final String FREE = "memory.free";
    public static final String LARGEST_INPUT = "memory.largest.buffer";
    public static final String MEASUREMENTS_SHORT = "memory.short";

    /** One run's, from its conditions. */
    public static HeapFit of(String vm, Map<String, String> conditions) {
        return new HeapFit(vm, number(conditions.get(HEAP)), number(conditions.get(FREE)),
                (int) number(conditions.get(LARGEST_INPUT)),
                (int) number(conditions.get(MEASUREMENTS_SHORT)));
    }

    /** This and a later run's of the same VM together. */
    public HeapFit and(HeapFit later) {
        int largest = largestInput == 0 ? later.largestInput
                : later.largestInput == 0 ? largestInput : Math.min(largestInput, later.largestInput);
        return new HeapFit(vm, latest(later.heapBytes, heapBytes), latest(later.freeBytes, freeBytes), largest,
                Math.max(measurementsShort, later.measurementsShort));
    }

    /** The later run's figure where it gave one, else the earlier's. */
    private static long latest(long later, long earlier) {
        return later != 0 ? later : earlier;
    }

    private static long number(String text) {
        try {
            return text == null ? 0 : Math.max(0, Long.parseLong(text.trim()));
        } catch (NumberFormatException notANumber) {
            return 0;
        }
    }
}
