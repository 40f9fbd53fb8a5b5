package pearl.collector;

import pearl.testcase.Operation;
import pearl.testcase.TestCase;

/**
 * What a Bouncy Castle hash's or MAC's adapters share: its name and key length, a hash having no
 * key and so no set-up to time (as {@link HashRow} describes them). {@link DigestTestCase} and
 * {@link MacTestCase} each keep their own loop ({@link TestCase#execute}), calling their BC
 * interface directly.
 */
abstract class HashTestCase implements TestCase {

    private final String algorithm;
    private final int keyBits;
    final KnownAnswer answer;

    /** @param keyBits 0 for a hash, the key length for a MAC */
    HashTestCase(String algorithm, int keyBits, KnownAnswer answer) {
        this.algorithm = algorithm;
        this.keyBits = keyBits;
        this.answer = answer;
    }

    public final String algorithm() {
        return algorithm;
    }

    public final String operation() {
        return keyBits == 0 ? Operation.DIGEST : Operation.MAC;
    }

    public final int keyBits() {
        return keyBits;
    }

    public final boolean hasInit() {
        return keyBits != 0;
    }

    public final int fixedSize() {
        return 0;
    }
}
