package pearl.collector;

import org.bouncycastle.crypto.Digest;

/** A Bouncy Castle hash over the whole input. A hash has no set-up, so no timeInit is taken. */
public final class DigestTestCase implements TestCase {

    private final Digest digest;
    private final KnownAnswer answer;

    public DigestTestCase(Digest digest, KnownAnswer answer) {
        this.digest = digest;
        this.answer = answer;
    }

    public String algorithm() {
        return digest.getAlgorithmName();
    }

    public String operation() {
        return Operation.DIGEST;
    }

    public int keyBits() {
        return 0;
    }

    public boolean hasInit() {
        return false;
    }

    public void init() {
        digest.reset();
    }

    public int execute(byte[] input, int length, byte[] output, int calls) {
        Digest digest = this.digest;
        int fold = 0;
        for (int call = 0; call < calls; call++) {
            digest.update(input, 0, length);
            digest.doFinal(output, 0);
            fold += output[0];
        }
        return fold;
    }

    public int fixedSize() {
        return 0;
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
