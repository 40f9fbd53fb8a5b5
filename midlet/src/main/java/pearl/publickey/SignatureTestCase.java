package pearl.publickey;

import org.bouncycastle.crypto.AsymmetricCipherKeyPair;
import org.bouncycastle.crypto.DSA;
import org.bouncycastle.crypto.params.ParametersWithRandom;

import pearl.math.BigInteger;
import pearl.testcase.Operation;

/**
 * Signing or verifying with Bouncy Castle's {@link DSA} interface (DSA, ECDSA) and a fixed key, on
 * a 20-byte message digest (SHA-1's length, as DSA was specified). The results are a time per
 * signature. Verification checks one signature made in the set-up, over a fixed digest.
 */
public final class SignatureTestCase extends PublicKeyTestCase {

    static final int DIGEST_BYTES = 20;

    private final DSA signer;
    private final boolean sign;
    private final byte[] digest = pearl.testcase.Inputs.key(8 * DIGEST_BYTES);
    private BigInteger[] signature;

    SignatureTestCase(String algorithm, KeyMaker keys, DSA signer, boolean sign) {
        super(algorithm, keys, sign ? Operation.SIGN : Operation.VERIFY);
        this.signer = signer;
        this.sign = sign;
    }

    public void init() {
        AsymmetricCipherKeyPair pair = keys.fixed();
        if (!sign && signature == null) {
            signature = signWith(pair, digest);
        }
        if (sign) {
            signer.init(true, new ParametersWithRandom(pair.getPrivate(), KeyMaker.random()));
        } else {
            signer.init(false, pair.getPublic());
        }
    }

    private BigInteger[] signWith(AsymmetricCipherKeyPair pair, byte[] message) {
        signer.init(true, new ParametersWithRandom(pair.getPrivate(), KeyMaker.random()));
        return signer.generateSignature(message);
    }

    public int fixedSize() {
        return DIGEST_BYTES;
    }

    int call(byte[] input, int length, byte[] output) {
        if (sign) {
            byte[] message = new byte[length];
            System.arraycopy(input, 0, message, 0, length);
            return signer.generateSignature(message)[0].intValue();
        }
        return signer.verifySignature(digest, signature[0], signature[1]) ? 1 : 0;
    }

    /** A signature verifies, and fails for a digest with one bit flipped. */
    public String knownAnswerCheck() {
        AsymmetricCipherKeyPair pair = keys.fixed();
        BigInteger[] rs = signWith(pair, digest);
        signer.init(false, pair.getPublic());
        boolean good = signer.verifySignature(digest, rs[0], rs[1]);
        byte[] other = new byte[digest.length];
        System.arraycopy(digest, 0, other, 0, digest.length);
        other[0] ^= 1;
        boolean forged = signer.verifySignature(other, rs[0], rs[1]);
        if (!good || forged) {
            return new StringBuffer(algorithm).append(good ? " accepts a signature over another digest"
                    : " rejects its own signature").toString();
        }
        return null;
    }
}
