package pearl.publickey;

import org.bouncycastle.crypto.AsymmetricCipherKeyPair;
import org.bouncycastle.crypto.CryptoException;
import org.bouncycastle.crypto.digests.SHA1Digest;
import org.bouncycastle.crypto.engines.RSAEngine;
import org.bouncycastle.crypto.params.ParametersWithRandom;
import org.bouncycastle.crypto.signers.PSSSigner;

import pearl.testcase.Operation;

/**
 * RSA signing (private key with CRT) or verification with a fixed key: Bouncy Castle's PSS signer
 * (RSASSA-PSS, SHA-1, 20-byte salt) over a 20-byte message, so that the time is the RSA operation
 * and not the hashing. The results are a time per signature.
 */
public final class RsaSignatureTestCase extends PublicKeyTestCase {

    private static final int SALT_BYTES = 20;

    private final boolean sign;
    private final PSSSigner signer = new PSSSigner(new RSAEngine(), new SHA1Digest(), SALT_BYTES);
    private final byte[] message = pearl.testcase.Inputs.key(8 * SignatureTestCase.DIGEST_BYTES);
    private byte[] signature;

    RsaSignatureTestCase(String algorithm, KeyMaker keys, boolean sign) {
        super(algorithm, keys, sign ? Operation.SIGN : Operation.VERIFY);
        this.sign = sign;
    }

    public void init() {
        AsymmetricCipherKeyPair pair = keys.fixed();
        if (!sign && signature == null) {
            signature = signWith(pair, message, 0, message.length);
        }
        if (sign) {
            signer.init(true, new ParametersWithRandom(pair.getPrivate(), KeyMaker.random()));
        } else {
            signer.init(false, pair.getPublic());
        }
    }

    private byte[] signWith(AsymmetricCipherKeyPair pair, byte[] data, int offset, int length) {
        signer.init(true, new ParametersWithRandom(pair.getPrivate(), KeyMaker.random()));
        signer.update(data, offset, length);
        try {
            return signer.generateSignature();
        } catch (CryptoException e) {
            throw new IllegalStateException(e.getMessage());
        }
    }

    public int fixedSize() {
        return SignatureTestCase.DIGEST_BYTES;
    }

    int call(byte[] input, int length, byte[] output) {
        if (sign) {
            signer.update(input, 0, length);
            try {
                return signer.generateSignature()[0];
            } catch (CryptoException e) {
                throw new IllegalStateException(e.getMessage());
            }
        }
        signer.update(message, 0, message.length);
        return signer.verifySignature(signature) ? 1 : 0;
    }

    /** A signature verifies, and fails for a message with one bit flipped. */
    public String knownAnswerCheck() {
        AsymmetricCipherKeyPair pair = keys.fixed();
        byte[] sig = signWith(pair, message, 0, message.length);
        signer.init(false, pair.getPublic());
        signer.update(message, 0, message.length);
        boolean good = signer.verifySignature(sig);
        byte[] other = new byte[message.length];
        System.arraycopy(message, 0, other, 0, message.length);
        other[0] ^= 1;
        signer.update(other, 0, other.length);
        boolean forged = signer.verifySignature(sig);
        if (!good || forged) {
            return new StringBuffer(algorithm).append(good ? " accepts a signature over another message"
                    : " rejects its own signature").toString();
        }
        return null;
    }
}
