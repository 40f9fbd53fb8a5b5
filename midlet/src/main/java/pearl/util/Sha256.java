package pearl.util;

/**
 * SHA-256 for the phone's own needs: the batch signature (HMAC-SHA256) and the random source of
 * the public-key test cases (pearl.math.SecureRandom, Entropy). PEARL's own rather than Bouncy
 * Castle's {@code SHA256Digest}, a hash that suites measure: with its {@code GeneralDigest} and
 * {@code Pack}, written for any digest fed piece by piece, that took 2.2 KB of the part every suite
 * carries, and as much again in every public-key suite (docs/collector.md, Fit); this takes under
 * 1 KB, in the part every suite carries. Sha256Test holds it to the JDK's.
 */
public final class Sha256 {

    /** The block the hash works on, in bytes; HMAC pads its key to it. */
    public static final int BLOCK = 64;

    private Sha256() {
    }

    /**
     * FIPS 180-4's initial hash value (8 words) then its 64 round constants, each 32-bit word as two
     * chars, high half first: a string constant is a tenth of the bytes of an int[] initialiser.
     */
    private static final String SHA256_WORDS = "\u6a09\ue667\ubb67\uae85\u3c6e\uf372\ua54f\uf53a\u510e\u527f\u9b05\u688c\u1f83\ud9ab\u5be0\ucd19"
            + "\u428a\u2f98\u7137\u4491\ub5c0\ufbcf\ue9b5\udba5\u3956\uc25b\u59f1\u11f1\u923f\u82a4\uab1c\u5ed5"
            + "\ud807\uaa98\u1283\u5b01\u2431\u85be\u550c\u7dc3\u72be\u5d74\u80de\ub1fe\u9bdc\u06a7\uc19b\uf174"
            + "\ue49b\u69c1\uefbe\u4786\u0fc1\u9dc6\u240c\ua1cc\u2de9\u2c6f\u4a74\u84aa\u5cb0\ua9dc\u76f9\u88da"
            + "\u983e\u5152\ua831\uc66d\ub003\u27c8\ubf59\u7fc7\uc6e0\u0bf3\ud5a7\u9147\u06ca\u6351\u1429\u2967"
            + "\u27b7\u0a85\u2e1b\u2138\u4d2c\u6dfc\u5338\u0d13\u650a\u7354\u766a\u0abb\u81c2\uc92e\u9272\u2c85"
            + "\ua2bf\ue8a1\ua81a\u664b\uc24b\u8b70\uc76c\u51a3\ud192\ue819\ud699\u0624\uf40e\u3585\u106a\ua070"
            + "\u19a4\uc116\u1e37\u6c08\u2748\u774c\u34b0\ubcb5\u391c\u0cb3\u4ed8\uaa4a\u5b9c\uca4f\u682e\u6ff3"
            + "\u748f\u82ee\u78a5\u636f\u84c8\u7814\u8cc7\u0208\u90be\ufffa\ua450\u6ceb\ubef9\ua3f7\uc671\u78f2";

    /** SHA-256 (FIPS 180-4) of {@code first} then {@code second}, in one call. */
    public static byte[] of(byte[] first, byte[] second) {
        int length = first.length + second.length;
        // the message, 0x80, zeros, and its length in bits in the last 8 bytes of a 64-byte block
        byte[] message = new byte[(length + 8 + BLOCK) & -BLOCK];
        System.arraycopy(first, 0, message, 0, first.length);
        System.arraycopy(second, 0, message, first.length, second.length);
        message[length] = (byte) 0x80;
        for (int i = 1; i <= 8; i++) {
            message[message.length - i] = (byte) ((long) length * 8 >>> 8 * (i - 1));
        }
        int[] hash = new int[8];
        for (int i = 0; i < 8; i++) {
            hash[i] = word(i);
        }
        int[] w = new int[64];
        int[] v = new int[8];
        for (int block = 0; block < message.length; block += BLOCK) {
            for (int t = 0; t < 64; t++) {
                int at = block + 4 * t;
                w[t] = t < 16
                        ? message[at] << 24 | (message[at + 1] & 0xff) << 16 | (message[at + 2] & 0xff) << 8 | message[at + 3] & 0xff
                        : (rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ w[t - 2] >>> 10) + w[t - 7]
                            + (rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ w[t - 15] >>> 3) + w[t - 16];
            }
            System.arraycopy(hash, 0, v, 0, 8);
            for (int t = 0; t < 64; t++) {
                // v is a..h: t1 and t2 as FIPS 180-4 names them, then h=g, ..., b=a, e=d+t1, a=t1+t2
                int t1 = v[7] + (rotr(v[4], 6) ^ rotr(v[4], 11) ^ rotr(v[4], 25)) + (v[4] & v[5] ^ ~v[4] & v[6])
                        + word(8 + t) + w[t];
                int t2 = (rotr(v[0], 2) ^ rotr(v[0], 13) ^ rotr(v[0], 22)) + (v[0] & v[1] ^ v[0] & v[2] ^ v[1] & v[2]);
                System.arraycopy(v, 0, v, 1, 7);
                v[4] += t1;
                v[0] = t1 + t2;
            }
            for (int i = 0; i < 8; i++) {
                hash[i] += v[i];
            }
        }
        byte[] digest = new byte[32];
        for (int i = 0; i < 32; i++) {
            digest[i] = (byte) (hash[i / 4] >>> 24 - 8 * (i % 4));
        }
        return digest;
    }

    /** Word {@code i} of {@link #SHA256_WORDS}. */
    private static int word(int i) {
        return SHA256_WORDS.charAt(2 * i) << 16 | SHA256_WORDS.charAt(2 * i + 1);
    }

    private static int rotr(int x, int n) {
        return x >>> n | x << 32 - n;
    }
}
