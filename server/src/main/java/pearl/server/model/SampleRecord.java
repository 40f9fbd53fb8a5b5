package pearl.server.model;

/**
 * One sample as the phone made it: {@code calls} back-to-back executions of one measurement's test
 * case on its input size, timed in whole clock milliseconds.
 *
 * @param runKey   the phone's id of the run the sample belongs to
 * @param sequence the sample's number within its run: with the run, what makes it unique
 * @param timeInit ms for {@code initCalls} set-ups, or -1 where the algorithm has none
 * @param timeExec ms for {@code calls} executions
 */
public record SampleRecord(long runKey, int sequence, Measurement measurement, int initCalls, int timeInit, int calls,
                           int timeExec, boolean cold) {
}
