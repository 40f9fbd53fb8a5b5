package pearl.server.analysis;

/** A modal time (see {@link Statistics}) as a throughput, for the test cases the catalogue measures in bytes. */
public final class ModalTime {

    private ModalTime() {
    }

    /** Bytes per second for {@code sizeBytes} in {@code modalMs}; null when the time is 0. */
    public static Double throughput(int sizeBytes, double modalMs) {
        return modalMs > 0 ? sizeBytes * 1000.0 / modalMs : null;
    }
}
