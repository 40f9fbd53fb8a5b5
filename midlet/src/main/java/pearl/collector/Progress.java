package pearl.collector;

import pearl.testcase.TestCase;

/**
 * What a run reports while it goes and how it ends, to the screen on a phone or to the console
 * headless. The collector reports the first two; the job around it (collecting, syncing) the rest.
 */
public interface Progress {

    /**
     * Called after each test case at one input size, in each round.
     *
     * @param done  test cases at one size finished so far, over the rounds
     * @param total test cases at one size in the whole run, times the rounds
     */
    void advanced(int done, int total, Sample last);

    /** An algorithm failed its known-answer check and is not timed. */
    void rejected(TestCase testCase, String reason);

    /** The job ended as planned; {@code summary} says what it did. */
    void finished(String summary);

    /** The job stopped early; {@code message} says why, in words. */
    void failed(String message);
}
