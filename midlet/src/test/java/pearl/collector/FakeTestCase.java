package pearl.collector;

import pearl.testcase.Operation;
import pearl.testcase.TestCase;

/** A test case under the test's control: counts calls, can fail its known answer. */
class FakeTestCase implements TestCase {

    final String algorithm;
    final String operation;
    final boolean passes;
    final int fixedSize;
    int inits;
    int executions;
    int checks;

    FakeTestCase(String algorithm, String operation, boolean passes, int fixedSize) {
        this.algorithm = algorithm;
        this.operation = operation;
        this.passes = passes;
        this.fixedSize = fixedSize;
    }

    static FakeTestCase cipher(String algorithm) {
        return new FakeTestCase(algorithm, Operation.ENCRYPT, true, 0);
    }

    public String algorithm() {
        return algorithm;
    }

    public String operation() {
        return operation;
    }

    public int keyBits() {
        return 128;
    }

    public boolean hasInit() {
        return !Operation.DIGEST.equals(operation);
    }

    /** A key schedule's worth of work, kept observable so that the JIT keeps it. */
    public void init() {
        inits++;
        int state = inits;
        for (int i = 0; i < 200; i++) {
            state = state * 1103515245 + 12345;
        }
        schedule = state;
    }

    int schedule;

    public int fixedSize() {
        return fixedSize;
    }

    /** Some real work over the input, so that a call takes a little time. */
    public int execute(byte[] input, int length, byte[] output, int calls) {
        int fold = 0;
        for (int call = 0; call < calls; call++) {
            executions++;
            for (int i = 0; i < length; i++) {
                fold = fold * 31 + input[i];
                output[i % output.length] = (byte) fold;
            }
        }
        return fold;
    }

    public int outputSize(int length) {
        return length;
    }

    public String knownAnswerCheck() {
        checks++;
        return passes ? null : algorithm + " fails its vector";
    }
}
