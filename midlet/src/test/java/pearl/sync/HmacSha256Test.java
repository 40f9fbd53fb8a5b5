package pearl.sync;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.nio.charset.StandardCharsets;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import org.junit.jupiter.api.Test;

import pearl.util.Hex;

/**
 * The phone's HMAC-SHA256 gives RFC 4231's answers and the JDK's, for short and long keys.
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
}
