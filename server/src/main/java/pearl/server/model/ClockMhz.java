package pearl.server.model;

/**
 * The CPU clock a device may be given, in MHz: typed on /install, sent with a registration or set
 * by the admin. It turns throughputs into cycles per byte ({@link CyclesPerByte}).
 */
public final class ClockMhz {

    /** The largest clock a device may be given: no phone is near 100 GHz. */
    public static final int MOST = 100_000;

    private ClockMhz() {
    }

    /** @throws IllegalArgumentException when {@code mhz} is neither null (unknown) nor 1 to {@link #MOST} */
    public static void check(Integer mhz) {
        if (mhz != null && (mhz < 1 || mhz > MOST)) {
            throw new IllegalArgumentException("a clock is from 1 to " + MOST + " MHz, not " + mhz);
        }
    }
}
