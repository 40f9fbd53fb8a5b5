package pearl.publickey;

import org.bouncycastle.crypto.AsymmetricCipherKeyPair;

import pearl.testcase.Operation;

/**
 * Key generation as an operation of its own: RSA's prime search, or a random private key and its
 * public key in a fixed group or curve. The results are a time per key pair.
 */
public final class KeyGenTestCase extends PublicKeyTestCase {

    private final String algorithm;
    private final KeyMaker keys;

    KeyGenTestCase(String algorithm, KeyMaker keys) {
        this.algorithm = algorithm;
        this.keys = keys;
    }

    public String algorithm() {
        return algorithm;
    }

    public String operation() {
        return Operation.KEYGEN;
    }

    public int keyBits() {
        return keys.bits;
    }

    public boolean hasInit() {
        return false;
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

    public int outputSize(int length) {
        return 0;
    }

    public String knownAnswerCheck() {
        String failure = keys.check(keys.generate());
        return failure == null ? null : new StringBuffer(algorithm).append(": ").append(failure).toString();
    }
}
