package pearl.publickey;

import pearl.testcase.TestCase;

/**
 * A test case whose one call is a whole public-key or multiple-precision operation: milliseconds
 * or more, against which calling it through an abstract method costs nothing, so its calls share
 * one loop here.
 * <p>
 * It also holds what every adapter is made of, the algorithm's name, its keys and the operation,
 * and answers the accessors from them, which each adapter used to repeat. Here and not in a class
 * of their own between (a signature base, say): a class more costs a suite a zip entry and a
 * constant pool, some 420 bytes, and the RSA suite of the 64 KB set has 29 bytes to spare
 * (docs/public-key.md). Public, because javac gives each public subclass of a package-private class
 * a bridge for every public method it inherits and does not declare final, which cost the RSA suite
 * more than the accessors saved.
 */
public abstract class PublicKeyTestCase implements TestCase {

    final String algorithm;
    /** The family's keys; null for the arithmetic, which has a modulus size instead. */
    final KeyMaker keys;
    final String operation;

    PublicKeyTestCase(String algorithm, KeyMaker keys, String operation) {
        this.algorithm = algorithm;
        this.keys = keys;
        this.operation = operation;
    }

    public final String algorithm() {
        return algorithm;
    }

    public final String operation() {
        return operation;
    }

    public int keyBits() {
        return keys.bits;
    }

    public boolean hasInit() {
        return false;
    }

    public int outputSize(int length) {
        return 0;
    }

    /** Runs the operation once; see {@link TestCase#execute}. */
    abstract int call(byte[] input, int length, byte[] output);

    public final int execute(byte[] input, int length, byte[] output, int calls) {
        int fold = 0;
        for (int i = 0; i < calls; i++) {
            fold += call(input, length, output);
        }
        return fold;
    }
}
