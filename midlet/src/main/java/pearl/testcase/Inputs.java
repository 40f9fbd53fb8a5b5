package pearl.testcase;

import java.util.Random;

/**
 * The bytes the test cases work on: plaintexts of each kind, and keys.
 * <p>
 * Everything is generated from fixed seeds, so that every device times the same data.
 */
public final class Inputs {

    /** Uniformly random bytes: the default plaintext. */
    public static final String RANDOM = "random";
    /** All bytes zero. */
    public static final String ZERO = "zero";
    /** Printable ASCII text. */
    public static final String TEXT = "text";

    private static final long PLAINTEXT_SEED = 0x5045524cL;
    private static final long KEY_SEED = 0x4b4559L;
    private static final String WORDS =
            "the quick brown fox jumps over the lazy dog while a phone measures its ciphers. ";

    private Inputs() {
    }

    public static boolean isKind(String kind) {
        return RANDOM.equals(kind) || ZERO.equals(kind) || TEXT.equals(kind);
    }

    /** Fills {@code buffer} with plaintext of the given kind. */
    public static void fill(byte[] buffer, String kind) {
        if (TEXT.equals(kind)) {
            for (int i = 0; i < buffer.length; i++) {
                buffer[i] = (byte) WORDS.charAt(i % WORDS.length());
            }
        } else if (ZERO.equals(kind)) {
            for (int i = 0; i < buffer.length; i++) {
                buffer[i] = 0;
            }
        } else {
            randomBytes(buffer, PLAINTEXT_SEED);
        }
    }

    /** A fixed key of the given length. */
    public static byte[] key(int bits) {
        byte[] key = new byte[(bits + 7) / 8];
        randomBytes(key, KEY_SEED + bits);
        return key;
    }

    private static void randomBytes(byte[] buffer, long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < buffer.length; i += 4) {
            int word = random.nextInt();
            for (int j = i; j < i + 4 && j < buffer.length; j++) {
                buffer[j] = (byte) word;
                word >>= 8;
            }
        }
    }
}
