package pearl.util;

/**
 * Decodes the constant tables that the build (pearl.build.CompactTables) takes out of Bouncy
 * Castle's static initialisers: javac writes an array initialiser as one store instruction and
 * one constant per element, which costs an S-box or a T-table most of its class's bytes. The
 * table comes here as a String constant: its bytes (elements big-endian) as a stream of bits,
 * as many to a char as the first char says (7: each char one byte of the class file; 8: the
 * table's bytes kept aligned), whichever the build found that deflate codes better. A table made
 * of rotated copies of its first part comes as that part alone ({@link #rotations}).
 */
public final class Tables {

    private Tables() {
    }

    public static byte[] bytes(String table) {
        int perChar = table.charAt(0);
        byte[] bytes = new byte[(table.length() - 1) * perChar / 8];
        int buffer = 0;
        int bits = 0;
        for (int i = 1, n = 0; n < bytes.length; i++) {
            // only the low 16 bits matter: older ones are shifted out
            buffer = buffer << perChar | table.charAt(i);
            bits += perChar;
            if (bits >= 8) {
                bits -= 8;
                bytes[n++] = (byte) (buffer >> bits);
            }
        }
        return bytes;
    }

    public static short[] shorts(String table) {
        byte[] bytes = bytes(table);
        short[] values = new short[bytes.length / 2];
        for (int i = 0; i < values.length; i++) {
            values[i] = (short) word(bytes, i * 2, 2);
        }
        return values;
    }

    public static int[] ints(String table) {
        byte[] bytes = bytes(table);
        int[] values = new int[bytes.length / 4];
        for (int i = 0; i < values.length; i++) {
            values[i] = word(bytes, i * 4, 4);
        }
        return values;
    }

    /**
     * A table of {@code parts} equal parts, each the part before it with every element rotated
     * left by {@code bits}, of which the build stores only the first (AES-Fast's T-tables).
     */
    public static int[] rotations(String first, int parts, int bits) {
        int[] part = ints(first);
        int[] values = new int[part.length * parts];
        System.arraycopy(part, 0, values, 0, part.length);
        for (int i = part.length; i < values.length; i++) {
            int before = values[i - part.length];
            values[i] = before << bits | before >>> 32 - bits;
        }
        return values;
    }

    public static long[] longs(String table) {
        byte[] bytes = bytes(table);
        long[] values = new long[bytes.length / 8];
        for (int i = 0; i < values.length; i++) {
            values[i] = (long) word(bytes, i * 8, 4) << 32 | word(bytes, i * 8 + 4, 4) & 0xFFFFFFFFL;
        }
        return values;
    }

    /** {@code count} bytes from {@code at}, the first the most significant. */
    private static int word(byte[] bytes, int at, int count) {
        int word = 0;
        for (int i = at; i < at + count; i++) {
            word = word << 8 | bytes[i] & 0xFF;
        }
        return word;
    }
}
