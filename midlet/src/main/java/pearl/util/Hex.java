package pearl.util;

/** Hexadecimal text to bytes and back, for known-answer vectors and identifiers. */
public final class Hex {

    private static final char[] DIGITS = "0123456789abcdef".toCharArray();

    private Hex() {
    }

    public static byte[] decode(String hex) {
        int length = hex.length() / 2;
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[i] = (byte) ((digit(hex.charAt(2 * i)) << 4) | digit(hex.charAt(2 * i + 1)));
        }
        return bytes;
    }

    public static String encode(byte[] bytes, int offset, int length) {
        StringBuffer text = new StringBuffer(length * 2);
        for (int i = offset; i < offset + length; i++) {
            text.append(DIGITS[(bytes[i] >> 4) & 0x0f]).append(DIGITS[bytes[i] & 0x0f]);
        }
        return text.toString();
    }

    private static int digit(char c) {
        int value = Character.digit(c, 16);
        if (value < 0) {
            throw new IllegalArgumentException(new StringBuffer("not a hex digit: ").append(c).toString());
        }
        return value;
    }
}
