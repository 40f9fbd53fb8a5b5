package pearl.server.model;

import java.util.List;
import java.util.Locale;

/**
 * One way to do the task on one device, with its predicted time and its security.
 *
 * @param handshake     the handshake a session starts with, else null
 * @param algorithms    the algorithms, in the order they run (a session's handshake parts first)
 * @param predictedMs   predicted time for the whole task on one message of the query's size (a session: all of it)
 * @param strengthBits  the weakest part's strength
 * @param status        the worst part's status
 * @param qualifies     whether every part meets the query and no part's result is flagged
 * @param reason        why it does not qualify, one clause per failing part; empty when it qualifies
 * @param extrapolated  whether the size lies outside the sizes the device measured for some part
 * @param reach         how far outside, for the part measured farthest from the size; null when not extrapolated
 * @param cyclesPerByte the device's clock over the predicted throughput, null without a clock
 */
public record Choice(long deviceId, String device, String handshake, List<String> algorithms, double predictedMs,
                     int strengthBits, String status, boolean qualifies, String reason, boolean extrapolated,
                     Reach reach, Double cyclesPerByte) {

    /**
     * How far a prediction lies outside what was measured: {@code factor} times beyond the largest
     * size measured, {@code measuredBytes} (or, {@code below}, under the smallest).
     */
    public record Reach(double factor, boolean below, long measuredBytes) {

        /** The reach of a prediction for {@code size} bytes from sizes {@code min} to {@code max}; null inside them. */
        public static Reach of(long size, int min, int max) {
            if (size > max) {
                return new Reach((double) size / max, false, max);
            }
            return size < min ? new Reach((double) min / size, true, min) : null;
        }

        /** The measured size in the unit it reads best in: 1 KB, 3 MB, 1,000 bytes. */
        public String measured() {
            if (measuredBytes % (1 << 20) == 0) {
                return String.format(Locale.ENGLISH, "%,d MB", measuredBytes >> 20);
            }
            return measuredBytes % 1024 == 0 ? String.format(Locale.ENGLISH, "%,d KB", measuredBytes >> 10)
                    : String.format(Locale.ENGLISH, "%,d bytes", measuredBytes);
        }
    }


    /** The algorithms as one name: "AES/CBC + HMAC/SHA-256". */
    public String name() {
        return String.join(" + ", algorithms);
    }

    /** The choice as the page names it, its handshake first: "ECC P-256 server-authenticated handshake: EC/P-256 + …". */
    public String title() {
        return handshake == null ? name() : handshake + " handshake: " + name();
    }
}
