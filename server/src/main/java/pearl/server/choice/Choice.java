package pearl.server.choice;

import java.util.List;

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
 * @param cyclesPerByte the device's clock over the predicted throughput, null without a clock
 */
public record Choice(long deviceId, String device, String handshake, List<String> algorithms, double predictedMs,
                     int strengthBits, String status, boolean qualifies, String reason, boolean extrapolated,
                     Double cyclesPerByte) {

    /** The algorithms as one name: "AES/CBC + HMAC/SHA-256". */
    public String name() {
        return String.join(" + ", algorithms);
    }
}
