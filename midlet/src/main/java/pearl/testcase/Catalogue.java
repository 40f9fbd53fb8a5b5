package pearl.testcase;

import pearl.testcase.TestCase;

/**
 * The test cases a suite knows, described without being built: a plan selects entries by their
 * description and the collector builds each one when its turn comes ({@link #create}) and drops it
 * after, so that only one engine is alive at a time. A phone of PEARL's era has a heap of 200 KB
 * to 1.5 MB; every engine of the suite at once took about 3 MB.
 *
 * <p>Nor are an entry's classes loaded before it is built. CLDC HI's verifier loads a class to
 * check it against an interface type, and a row is verified when the table is built, so a row
 * hands its engine to its base class as an {@code Object} (cast where the test case is made): typed
 * as {@code BlockCipher}, every row's engine class would load with the table, 490 KB of the full
 * suite on phoneME (docs/collector.md, "Heap and store"). device.pro keeps ProGuard from typing
 * those parameters back.
 */
public interface Catalogue {

    /** The number of test cases. */
    int size();

    /** Entry {@code i}'s {@link TestCase#algorithm()}. */
    String algorithm(int i);

    /** Entry {@code i}'s {@link TestCase#operation()}. */
    String operation(int i);

    /**
     * What entry {@code i}'s algorithm is: one of the {@link Kind} names. Only the build asks
     * (the server's catalogue file), so ProGuard leaves it out of a phone's JAR.
     */
    String kind(int i);

    /**
     * Whether entry {@code i} is one of PEARL's own table: its paper's 17 block ciphers in four
     * modes, RC4 and 10 hashes, which the build packs into the fewest suites. Only the build asks
     * (the server's catalogue file, the suites' packing), so ProGuard leaves it out of a phone's JAR.
     */
    boolean pearlTable(int i);

    /** Entry {@code i}'s {@link TestCase#keyBits()}. */
    int keyBits(int i);

    /** Entry {@code i}'s {@link TestCase#hasInit()}. */
    boolean hasInit(int i);

    /** Entry {@code i}'s {@link TestCase#fixedSize()}. */
    int fixedSize(int i);

    /**
     * What one call of entry {@code i} costs (with {@code init}, one set-up), in thousandths of a
     * 512-bit modular exponentiation on the same phone, per KB of input where the entry runs on the
     * plan's sizes; 0 where its bytes are its cost (a cipher, a hash), which the phone's hashing
     * speed prices. For the plan's estimate (pearl.collector.Estimate).
     */
    int cost(int i, boolean init);

    /** A fresh test case for entry {@code i}, with its own engine. */
    TestCase create(int i);
}
