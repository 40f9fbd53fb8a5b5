package pearl.sync;

import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.macs.HMac;
import org.bouncycastle.crypto.params.KeyParameter;

/**
 * The batch signature: Bouncy Castle's HMAC-SHA256 (RFC 2104). The server checks it with the
 * JDK's HmacSHA256, and the golden example of docs/protocol/ ties the two together.
 */
final class HmacSha256 {

    private HmacSha256() {
    }

    static byte[] mac(byte[] key, byte[] message) {
        HMac hmac = new HMac(new SHA256Digest());
        hmac.init(new KeyParameter(key));
        hmac.update(message, 0, message.length);
        byte[] mac = new byte[hmac.getMacSize()];
        hmac.doFinal(mac, 0);
        return mac;
    }
}
