package pearl.util;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

/**
 * Counts from 0 up in 7-bit groups, low first, the high bit set on all but the last: most of what
 * the phone stores is small counts, which this keeps to a byte or two each.
 */
public final class Counts {

    private Counts() {
    }

    public static void write(DataOutputStream out, int count) throws IOException {
        for (; count > 0x7f; count >>>= 7) {
            out.writeByte(count & 0x7f | 0x80);
        }
        out.writeByte(count);
    }

    public static int read(DataInputStream in) throws IOException {
        int count = 0;
        for (int shift = 0; ; shift += 7) {
            int next = in.readUnsignedByte();
            count |= (next & 0x7f) << shift;
            if (next < 0x80) {
                return count;
            }
        }
    }
}
