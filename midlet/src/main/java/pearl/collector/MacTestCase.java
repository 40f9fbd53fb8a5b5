package pearl.collector;

import org.bouncycastle.crypto.CipherParameters;
import org.bouncycastle.crypto.Mac;
import org.bouncycastle.crypto.params.KeyParameter;

import pearl.testcase.Inputs;
import pearl.testcase.TestCase;

/** A Bouncy Castle MAC over the whole input; set-up is keying the MAC. */
public final class MacTestCase extends HashTestCase {

    private final Mac mac;
    private final CipherParameters key;

    /** @param name the MAC's name in results, e.g. {@code HMAC/SHA-1} */
    public MacTestCase(String name, Mac mac, int keyBits, KnownAnswer answer) {
        this(name, mac, keyBits, new KeyParameter(Inputs.key(keyBits)), answer);
    }

    /**
     * For a MAC whose key takes more than bytes: a nonce (GMAC, Poly1305), a key of a given form
     * (Poly1305's clamped r).
     *
     * @param key the key to time with, {@code keyBits} long, as the MAC takes it
     */
    public MacTestCase(String name, Mac mac, int keyBits, CipherParameters key, KnownAnswer answer) {
        super(name, keyBits, answer);
        this.mac = mac;
        this.key = key;
    }

    public void init() {
        mac.init(key);
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
        mac.update(input, 0, length);
        mac.doFinal(output, 0);
        return output[0];
    }

    public int outputSize(int length) {
        return mac.getMacSize();
    }

    public String knownAnswerCheck() {
        byte[] actual = new byte[mac.getMacSize()];
        mac.init(answer.parameters);
        mac.update(answer.input, 0, answer.input.length);
        mac.doFinal(actual, 0);
        return answer.compare(algorithm(), actual);
    }
}
