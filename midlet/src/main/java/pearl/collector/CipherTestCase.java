package pearl.collector;

import org.bouncycastle.crypto.CipherParameters;

import pearl.testcase.Operation;
import pearl.testcase.TestCase;

/**
 * What a Bouncy Castle cipher's adapters share: its name, which way it runs, its key, and output
 * as long as its input. {@link BlockCipherTestCase} and {@link StreamCipherTestCase} each keep
 * their own set-up and loop ({@link TestCase#execute}), calling their BC interface directly.
 */
abstract class CipherTestCase implements TestCase {

    private final String algorithm;
    private final int keyBits;
    /** True to time encryption, false decryption. */
    final boolean encrypt;
    /** The key (and IV) to time with. */
    final CipherParameters parameters;

    CipherTestCase(String algorithm, int keyBits, boolean encrypt, CipherParameters parameters) {
        this.algorithm = algorithm;
        this.keyBits = keyBits;
        this.encrypt = encrypt;
        this.parameters = parameters;
    }

    public final String algorithm() {
        return algorithm;
    }

    public final String operation() {
        return encrypt ? Operation.ENCRYPT : Operation.DECRYPT;
    }

    public final int keyBits() {
        return keyBits;
    }

    public final boolean hasInit() {
        return true;
    }

    public final int fixedSize() {
        return 0;
    }

    public final int outputSize(int length) {
        return length;
    }
}
