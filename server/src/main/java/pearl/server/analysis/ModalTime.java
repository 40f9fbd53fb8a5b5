package pearl.server.analysis;

/** What a modal time (see {@link Statistics}) is reported as: a throughput, or a time per operation. */
public final class ModalTime {

    private ModalTime() {
    }

    /** Bytes per second for {@code sizeBytes} in {@code modalMs}; null when the time is 0. */
    public static Double throughput(int sizeBytes, double modalMs) {
        return modalMs > 0 ? sizeBytes * 1000.0 / modalMs : null;
    }

    /** Operations on a message have a throughput; the others (key generation, signatures, arithmetic) a time per operation. */
    public static String unit(String operation) {
        return switch (operation) {
            case "encrypt", "decrypt", "digest", "mac" -> "bytes";
            default -> "op";
        };
    }
}
