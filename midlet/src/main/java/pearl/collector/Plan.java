package pearl.collector;

/**
 * What a run measures: input sizes doubling from a minimum to a maximum, a number of samples per
 * size, the plaintext kind, and which algorithms (all when {@link #algorithm} is null).
 */
public final class Plan {

    public static final int KB = 1024;
    /** PEARL's case study: 1 KB to 256 KB, 50 test cases per size. */
    public static final int FULL_MAX_SIZE = 256 * KB;
    public static final int FULL_SAMPLES = 50;
    /** A short look at every algorithm, for the demo and the headless end-to-end runs. */
    public static final int QUICK_MAX_SIZE = 2 * KB;
    public static final int QUICK_SAMPLES = 3;

    /** A sample spans at least this many clock ticks, so the tick's rounding stays under 2%. */
    public static final int MIN_TICKS_PER_SAMPLE = 50;

    public final int minSize;
    public final int maxSize;
    public final int samplesPerSize;
    public final String inputKind;
    public final String algorithm;

    public Plan(int minSize, int maxSize, int samplesPerSize, String inputKind, String algorithm) {
        if (minSize < 16 || minSize % 16 != 0) {
            throw new IllegalArgumentException("the minimum size must be a multiple of 16 bytes, at least 16");
        }
        if (maxSize < minSize) {
            throw new IllegalArgumentException("the maximum size must not be below the minimum");
        }
        if (samplesPerSize < 1) {
            throw new IllegalArgumentException("at least one sample per size");
        }
        if (!Inputs.isKind(inputKind)) {
            throw new IllegalArgumentException("the input is random, zero or text");
        }
        this.minSize = minSize;
        this.maxSize = maxSize;
        this.samplesPerSize = samplesPerSize;
        this.inputKind = inputKind;
        this.algorithm = algorithm;
    }

    public static Plan full() {
        return new Plan(KB, FULL_MAX_SIZE, FULL_SAMPLES, Inputs.RANDOM, null);
    }

    public static Plan quick() {
        return new Plan(KB, QUICK_MAX_SIZE, QUICK_SAMPLES, Inputs.RANDOM, null);
    }

    /** The same plan with the maximum lowered to what the device can allocate. */
    public Plan withMaxSize(int largest) {
        int max = minSize;
        while (max * 2 <= largest && max * 2 <= maxSize) {
            max *= 2;
        }
        return new Plan(minSize, max, samplesPerSize, inputKind, algorithm);
    }

    /** The input sizes, doubling from the minimum up to the maximum. */
    public int[] sizes() {
        int count = 0;
        for (int size = minSize; size <= maxSize; size *= 2) {
            count++;
        }
        int[] sizes = new int[count];
        for (int i = 0, size = minSize; i < count; i++, size *= 2) {
            sizes[i] = size;
        }
        return sizes;
    }

    public boolean includes(TestCase testCase) {
        return algorithm == null || algorithm.equals(testCase.algorithm());
    }
}
