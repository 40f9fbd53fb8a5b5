package pearl.sync;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import org.junit.jupiter.api.Test;

import pearl.util.Hex;

/**
 * The phone's HMAC-SHA256 gives RFC 4231's answers and the JDK's, for short and long keys, and its
 * SHA-256 the JDK's for every message length around the padding's block boundaries.
 */
class HmacSha256Test {

    @Test
    void rfc4231TestCase2() {
        byte[] mac = ProtocolWriter.hmacSha256("Jefe".getBytes(StandardCharsets.US_ASCII),
                "what do ya want for nothing?".getBytes(StandardCharsets.US_ASCII));

        assertArrayEquals(Hex.decode("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"), mac);
    }

    @Test
    void agreesWithTheJdkForEveryKeyLength() throws Exception {
        byte[] message = "PEARL-SAMPLES 2\n".getBytes(StandardCharsets.US_ASCII);
        for (int length = 1; length <= 140; length += 13) {
            byte[] key = new byte[length];
            for (int i = 0; i < length; i++) {
                key[i] = (byte) (i * 7 + length);
            }
            Mac jdk = Mac.getInstance("HmacSHA256");
            jdk.init(new SecretKeySpec(key, "HmacSHA256"));
            assertArrayEquals(jdk.doFinal(message), ProtocolWriter.hmacSha256(key, message), "key of " + length + " bytes");
        }
    }

    @Test
    void sha256AgreesWithTheJdkAcrossBlockBoundaries() throws Exception {
        byte[] message = new byte[200];
        for (int i = 0; i < message.length; i++) {
            message[i] = (byte) (i * 31 + 5);
        }
        for (int length = 0; length <= message.length; length++) {
            byte[] whole = Arrays.copyOf(message, length);
            byte[] expected = MessageDigest.getInstance("SHA-256").digest(whole);
            int split = length / 3;
            assertArrayEquals(expected, ProtocolWriter.sha256(Arrays.copyOfRange(whole, 0, split),
                    Arrays.copyOfRange(whole, split, length)), "message of " + length + " bytes");
        }
    }
}
