package pearl.testcase;

/**
 * What an algorithm is, as the server groups, checks and chooses it (the build writes it into the
 * server's catalogue file; docs/collector.md). Nothing on the phone asks for it, so ProGuard drops it.
 */
public final class Kind {

    public static final String BLOCK_CIPHER = "block-cipher";
    public static final String STREAM_CIPHER = "stream-cipher";
    public static final String HASH = "hash";
    public static final String MAC = "mac";
    public static final String SIGNATURE = "signature";
    public static final String ENCRYPTION = "encryption";
    public static final String AGREEMENT = "agreement";
    /** Elliptic-curve point arithmetic on its own (a key expansion). */
    public static final String CURVE = "curve";
    /** Multiple-precision arithmetic on fixed operands. */
    public static final String ARITHMETIC = "arithmetic";

    private Kind() {
    }
}
