package pearl.sync;

import org.bouncycastle.crypto.digests.SHA256Digest;

/**
 * HMAC-SHA256 (RFC 2104) over Bouncy Castle's SHA256Digest. BC's own HMac cannot be used on the
 * phone: in 1.53 its class initializer fills a table with Integer.valueOf(int), which CLDC 1.0
 * lacks (ProGuard's conformance check refuses it). The server checks with the JDK's HmacSHA256,
 * and the golden example of docs/protocol/ ties the two together.
 */
final class HmacSha256 {

    private static final int BLOCK = 64;

    private HmacSha256() {
    }

    static byte[] mac(byte[] key, byte[] message) {
        SHA256Digest digest = new SHA256Digest();
        byte[] block = new byte[BLOCK];
        if (key.length > BLOCK) {
            digest.update(key, 0, key.length);
            digest.doFinal(block, 0);
        } else {
            System.arraycopy(key, 0, block, 0, key.length);
        }
        byte[] pad = new byte[BLOCK];
        for (int i = 0; i < BLOCK; i++) {
            pad[i] = (byte) (block[i] ^ 0x36);
        }
        byte[] inner = new byte[digest.getDigestSize()];
        digest.update(pad, 0, BLOCK);
        digest.update(message, 0, message.length);
        digest.doFinal(inner, 0);
        for (int i = 0; i < BLOCK; i++) {
            pad[i] = (byte) (block[i] ^ 0x5c);
        }
        byte[] outer = new byte[digest.getDigestSize()];
        digest.update(pad, 0, BLOCK);
        digest.update(inner, 0, inner.length);
        digest.doFinal(outer, 0);
        return outer;
    }
}
