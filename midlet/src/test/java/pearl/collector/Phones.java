package pearl.collector;

/** Phones' {@link Pace} figures for the tests of the estimate. */
public final class Phones {

    /**
     * A phone of PEARL's time: a 10 ms clock tick, 50 KB/s for a cipher or hash (20 ms a KB) and half
     * a second for a 512-bit modular exponentiation.
     */
    public static final Pace OF_PEARLS_TIME = new Pace(10, new int[] {20_000_000, 20_000_000, 500_000_000});

    private Phones() {
    }
}
