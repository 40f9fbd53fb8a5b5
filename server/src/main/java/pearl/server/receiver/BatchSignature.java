package pearl.server.receiver;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The HMAC-SHA256 a phone puts on every batch with its device secret. The phone computes it with
 * its own SHA-256 (pearl.sync.ProtocolWriter); the JDK's HmacSHA256 is the same function (RFC 2104).
 */
public final class BatchSignature {

    private BatchSignature() {
    }

    public static byte[] sign(byte[] secret, byte[] body, int length) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret, "HmacSHA256"));
            mac.update(body, 0, length);
            return mac.doFinal();
        } catch (GeneralSecurityException missingFromTheJdk) {
            throw new IllegalStateException("every JDK has HmacSHA256", missingFromTheJdk);
        }
    }

    /** Compares in constant time, so timing does not reveal how much of a forged signature was right. */
    public static boolean verify(byte[] secret, byte[] body, int length, byte[] signature) {
        return MessageDigest.isEqual(sign(secret, body, length), signature);
    }
}
