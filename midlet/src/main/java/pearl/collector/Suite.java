package pearl.collector;

import org.bouncycastle.crypto.engines.AESEngine;

/**
 * Every test case the collector knows, as one static table: a row is an engine, its mode and
 * key size, and the engine's published known-answer vector.
 */
public final class Suite {

    private static final KnownAnswer AES = new KnownAnswer("FIPS-197 appendix C.1",
            "000102030405060708090a0b0c0d0e0f", null,
            "00112233445566778899aabbccddeeff", "69c4e0d86a7b0430d8cdb78070b4c55a");

    private Suite() {
    }

    /** A fresh instance of every test case, in the order they run. */
    public static TestCase[] all() {
        return concat(symmetric(), PublicKeySuite.all());
    }

    /** SCSymmetric and SCHash. */
    static TestCase[] symmetric() {
        return new TestCase[] {
            new BlockCipherTestCase(new AESEngine(), BlockCipherTestCase.ECB, 128, true, AES),
        };
    }

    private static TestCase[] concat(TestCase[] first, TestCase[] second) {
        TestCase[] all = new TestCase[first.length + second.length];
        System.arraycopy(first, 0, all, 0, first.length);
        System.arraycopy(second, 0, all, first.length, second.length);
        return all;
    }
}
