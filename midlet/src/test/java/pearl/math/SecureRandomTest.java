package pearl.math;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.security.MessageDigest;
import java.util.Arrays;

import org.junit.jupiter.api.Test;

/**
 * The phone's random source is the hash DRBG docs/public-key.md describes, computed here with the
 * JDK's SHA-256: a seed gives the same bytes on every phone (the fixed keys of the tests), and two
 * phones' seeds differ.
 */
class SecureRandomTest {

    @Test
    void givesTheDescribedHashDrbgBytes() throws Exception {
        byte[] seed = "PEARL".getBytes("US-ASCII");
        byte[] state = sha256(new byte[] {0x02}, new byte[32], seed);
        byte[] expected = new byte[40];
        long counter = 0;
        for (int offset = 0; offset < expected.length; offset += 32) {
            byte[] block = sha256(new byte[] {0x00}, state, littleEndian(counter++));
            System.arraycopy(block, 0, expected, offset, Math.min(32, expected.length - offset));
        }
        state = sha256(new byte[] {0x01}, state, littleEndian(counter++));
        byte[] next = sha256(new byte[] {0x00}, state, littleEndian(counter));

        SecureRandom random = new SecureRandom(seed);
        byte[] first = new byte[40];
        random.nextBytes(first);
        byte[] second = new byte[32];
        random.nextBytes(second);

        assertArrayEquals(expected, first, "the first request");
        assertArrayEquals(next, second, "the next, after the state moved on");
    }

    @Test
    void seedsFromThePhoneDiffer() {
        assertFalse(Arrays.equals(Entropy.seed(), Entropy.seed()), "two seeds in the same tick");
    }

    private static byte[] sha256(byte[]... parts) throws Exception {
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        for (byte[] part : parts) {
            digest.update(part);
        }
        return digest.digest();
    }

    private static byte[] littleEndian(long value) {
        byte[] bytes = new byte[8];
        for (int i = 0; i < 8; i++) {
            bytes[i] = (byte) (value >>> (8 * i));
        }
        return bytes;
    }
}
