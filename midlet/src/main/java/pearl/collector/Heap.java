package pearl.collector;

/** Finds how large an input the device can really hold, by trying. */
public final class Heap {

    private Heap() {
    }

    /**
     * The largest size, halving from {@code wanted} down to {@code smallest}, for which an input
     * and an output buffer of that size can both be allocated; 0 when not even the smallest fits.
     */
    public static int largestBufferPair(int wanted, int smallest) {
        for (int size = wanted; size >= smallest; size /= 2) {
            try {
                byte[] input = new byte[size];
                byte[] output = new byte[size];
                input[size - 1] = output[size - 1];
                return size;
            } catch (OutOfMemoryError tooLarge) {
                System.gc();
            }
        }
        return 0;
    }
}
