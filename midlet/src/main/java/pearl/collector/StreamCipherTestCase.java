package pearl.collector;

import org.bouncycastle.crypto.CipherParameters;
import org.bouncycastle.crypto.StreamCipher;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;

import pearl.testcase.Inputs;
import pearl.testcase.TestCase;

/**
 * A Bouncy Castle stream cipher encrypting or decrypting; set-up is the key (and IV) schedule.
 * The known answer is the published key stream, i.e. the encryption of zero bytes.
 */
public final class StreamCipherTestCase extends CipherTestCase {

    private final StreamCipher cipher;
    private final KnownAnswer answer;

    /**
     * @param ivBits the IV length the cipher takes, 0 for none
     */
    public StreamCipherTestCase(StreamCipher cipher, int keyBits, int ivBits, boolean encrypt,
                                KnownAnswer answer) {
        // BC's name, with a space (Grain v1) made a hyphen: algorithm names are single words on the wire
        super(cipher.getAlgorithmName().replace(' ', '-'), keyBits, encrypt, parameters(keyBits, ivBits));
        this.cipher = cipher;
        this.answer = answer;
    }

    private static CipherParameters parameters(int keyBits, int ivBits) {
        KeyParameter key = new KeyParameter(Inputs.key(keyBits));
        return ivBits == 0 ? (CipherParameters) key : new ParametersWithIV(key, Inputs.key(ivBits));
    }

    public void init() {
        cipher.init(encrypt, parameters);
    }

    public int execute(byte[] input, int length, byte[] output, int calls) {
        int fold = 0;
        for (int call = 0; call < calls; call++) {
            fold += once(input, length, output);
        }
        return fold;
    }

    /** One call: a method of its own, as JMH's benchmark method is (see {@link TestCase#execute}). */
    private int once(byte[] input, int length, byte[] output) {
        cipher.processBytes(input, 0, length, output, 0);
        return output[length - 1];
    }

    public String knownAnswerCheck() {
        byte[] actual = new byte[answer.input.length];
        cipher.init(true, answer.parameters);
        cipher.processBytes(answer.input, 0, actual.length, actual, 0);
        return answer.compare(algorithm(), actual);
    }
}
