package pearl.publickey;

import pearl.testcase.TestCase;

/**
 * A test case whose one call is a whole public-key or multiple-precision operation: milliseconds
 * or more, against which calling it through an abstract method costs nothing, so its calls share
 * one loop here.
 */
abstract class PublicKeyTestCase implements TestCase {

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
