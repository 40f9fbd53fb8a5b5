package pearl.testcase;

/**
 * One algorithm doing one operation, ready to be timed on inputs of any size.
 * <p>
 * Shaped like Bouncy Castle's own interfaces: a name, a set-up step and one operation over a byte
 * array. Adapters wrap BC's {@code BlockCipher}, {@code StreamCipher} and {@code Digest}, so a new
 * algorithm is one row in the table ({@code pearl.collector.TestCaseTable}) plus its known-answer vector.
 */
public interface TestCase {

    /** The algorithm as Bouncy Castle composes it, e.g. {@code AES/CBC}; the key of its results. */
    String algorithm();

    /** One of the {@link Operation} names. */
    String operation();

    /** Key length in bits, or 0 where there is no key (hashes). */
    int keyBits();

    /** False where the algorithm has nothing to set up (hashes): no timeInit is taken. */
    boolean hasInit();

    /**
     * Sets up the algorithm: key schedule and IV, or key generation for public-key algorithms.
     * Timed as timeInit.
     */
    void init();

    /**
     * 0 when the test case runs on each input size of the plan; otherwise the one input size, in
     * bytes, it always runs on (a signature over a digest, an arithmetic operation on 512-bit
     * operands), so that its results are a time per operation rather than a throughput.
     */
    int fixedSize();

    /**
     * Runs the operation {@code calls} times back to back over {@code input[0..length)}, writing
     * into {@code output}. The caller has called {@link #init()} first. The loop is the adapter's
     * own, calling Bouncy Castle directly, as each JMH benchmark method has its own: one loop in
     * the collector calling every test case through this interface would be a megamorphic call
     * site per call, which a JIT neither inlines nor specialises. Each call goes through a small
     * per-call method of the adapter, as JMH's loop calls the benchmark method, so that a JIT
     * compiles Bouncy Castle's method inlined into a caller of the adapter's own rather than on its
     * own (RC4 at 256 KB: 12 % faster). Which of them it inlines into which depends on the order it
     * compiled them in, as in any JVM (docs/collector.md, Benchmark).
     *
     * @return a few bytes of each call's output folded into an int, so that a JIT cannot skip the work
     */
    int execute(byte[] input, int length, byte[] output, int calls);

    /** The output buffer size that {@link #execute} needs for {@code length} input bytes. */
    int outputSize(int length);

    /**
     * Checks the algorithm against its published known-answer vector.
     *
     * @return null when the answer matches, otherwise what went wrong
     */
    String knownAnswerCheck();
}
