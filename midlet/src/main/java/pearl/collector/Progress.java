package pearl.collector;

/** What a run reports while it goes, to the screen on a phone or to the console headless. */
public interface Progress {

    /**
     * Called after each test case at one input size.
     *
     * @param done  test cases at one size finished so far
     * @param total test cases at one size in the whole run
     */
    void advanced(int done, int total, Sample last);

    /** An algorithm failed its known-answer check and is not timed. */
    void rejected(TestCase testCase, String reason);
}
