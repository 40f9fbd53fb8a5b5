package pearl.util;

/**
 * What the device JAR's Bouncy Castle uses of {@code org.bouncycastle.util.Strings}, which cannot
 * load on CLDC: its static initialiser asks {@code java.security.AccessController} for the line
 * separator, so Salsa20, ChaCha and the GOST classes would fail at their first use. The build
 * (pearl.build.Relocate) points BC's references here, as it points java.math to pearl.math. A
 * method BC comes to need that this class lacks fails the device JAR's conformance check by name.
 */
public final class Strings {

    private Strings() {
    }

    /** Each char's low byte, as BC's does: for ASCII constants such as Salsa20's "expand 32-byte k". */
    public static byte[] toByteArray(String string) {
        byte[] bytes = new byte[string.length()];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) string.charAt(i);
        }
        return bytes;
    }

    /** ASCII letters only, as BC's does, so that a name such as an S-box's matches in any locale. */
    public static String toUpperCase(String string) {
        char[] chars = string.toCharArray();
        boolean changed = false;
        for (int i = 0; i < chars.length; i++) {
            if (chars[i] >= 'a' && chars[i] <= 'z') {
                chars[i] = (char) (chars[i] - 'a' + 'A');
                changed = true;
            }
        }
        return changed ? new String(chars) : string;
    }
}
