package pearl.collector;

import org.bouncycastle.crypto.Digest;

import pearl.testcase.TestCase;

/** A Bouncy Castle hash over the whole input. A hash has no set-up, so no timeInit is taken. */
public final class DigestTestCase extends HashTestCase {

    private final Digest digest;

    public DigestTestCase(Digest digest, KnownAnswer answer) {
        super(digest.getAlgorithmName(), 0, answer);
        this.digest = digest;
    }

    public void init() {
        digest.reset();
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
        digest.update(input, 0, length);
        digest.doFinal(output, 0);
        return output[0];
    }

    public int outputSize(int length) {
        return digest.getDigestSize();
    }

    public String knownAnswerCheck() {
        byte[] actual = new byte[digest.getDigestSize()];
        digest.reset();
        digest.update(answer.input, 0, answer.input.length);
        digest.doFinal(actual, 0);
        return answer.compare(algorithm(), actual);
    }
}
