package pearl.util;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.security.MessageDigest;
import java.util.Arrays;

import org.junit.jupiter.api.Test;

/** The phone's SHA-256 gives the JDK's for every message length around the padding's block boundaries. */
class Sha256Test {

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
            assertArrayEquals(expected, Sha256.of(Arrays.copyOfRange(whole, 0, split),
                    Arrays.copyOfRange(whole, split, length)), "message of " + length + " bytes");
        }
    }
}
