package pearl.server.analysis;

import org.apache.commons.math3.stat.StatUtils;

/**
 * PEARL's measure of the typical time: the most frequent time per call. Phones time in whole
 * ticks, so equal times recur and the mode is well defined; among equally frequent times the
 * smallest is taken, the one least disturbed by the rest of the phone.
 */
public final class ModalTime {

    private ModalTime() {
    }

    /** The mode of {@code timesPerCall}, which must not be empty. */
    public static double of(double[] timesPerCall) {
        if (timesPerCall.length == 0) {
            throw new IllegalArgumentException("no samples");
        }
        return StatUtils.mode(timesPerCall)[0];
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
