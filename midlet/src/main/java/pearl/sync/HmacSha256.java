package pearl.sync;

import org.bouncycastle.crypto.digests.SHA256Digest;

/**
 * The batch signature: HMAC-SHA256 (RFC 2104) over Bouncy Castle's SHA-256. RFC 2104's few lines
 * rather than BC's HMac, which every suite would carry with its table of digests' block sizes and
 * parameter classes. The server checks it with the JDK's HmacSHA256, and the golden example of
 * docs/protocol/ ties the two together.
 */
final class HmacSha256 {

    /** SHA-256's block, in bytes. */
    private static final int BLOCK = 64;

    private HmacSha256() {
    }

    static byte[] mac(byte[] key, byte[] message) {
        SHA256Digest sha256 = new SHA256Digest();
        byte[] blockKey = key.length > BLOCK ? hash(sha256, key, null) : key;
        return hash(sha256, pad(blockKey, 0x5c), hash(sha256, pad(blockKey, 0x36), message));
    }

    /** The key, zero-filled to a block, xor {@code with} in every byte. */
    private static byte[] pad(byte[] key, int with) {
        byte[] pad = new byte[BLOCK];
        for (int i = 0; i < BLOCK; i++) {
            pad[i] = (byte) ((i < key.length ? key[i] : 0) ^ with);
        }
        return pad;
    }

    /** SHA-256 of {@code first} then {@code second} (if any); the digest is left reset. */
    private static byte[] hash(SHA256Digest sha256, byte[] first, byte[] second) {
        sha256.update(first, 0, first.length);
        if (second != null) {
            sha256.update(second, 0, second.length);
        }
        byte[] hash = new byte[sha256.getDigestSize()];
        sha256.doFinal(hash, 0);
        return hash;
    }
}
