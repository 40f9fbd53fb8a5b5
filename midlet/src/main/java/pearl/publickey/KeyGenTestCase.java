package pearl.publickey;

import org.bouncycastle.crypto.AsymmetricCipherKeyPair;

import pearl.testcase.Operation;

/**
 * Key generation as an operation of its own: RSA's prime search, or a random private key and its
 * public key in a fixed group or curve. The results are a time per key pair.
 */
public final class KeyGenTestCase extends PublicKeyTestCase {


    KeyGenTestCase(String algorithm, KeyMaker keys) {
        super(algorithm, keys, Operation.KEYGEN);
    }

    public void init() {
    }

    /** Nominal: the key length in bytes, so that the result is one row per key size. */
    public int fixedSize() {
        return (keys.bits + 7) / 8;
    }

    int call(byte[] input, int length, byte[] output) {
        AsymmetricCipherKeyPair pair = keys.generate();
        return pair.getPublic().hashCode();
    }

    public String knownAnswerCheck() {
        String failure = keys.check(keys.generate());
        return failure == null ? null : new StringBuffer(algorithm).append(": ").append(failure).toString();
    }
}
