package pearl.server.model;

/**
 * What one sample contributes to the statistics of its group, as the phone measured it: its time
 * per call is {@code timeExec / calls} ms and it spanned {@code timeExec / timerResolution} timer
 * ticks. Kept as integers so that counting equal timings is exact. {@code runId} is the server's
 * id of the run it came from: a device's runs are compared within a group (runs-disagree).
 */
public record SampleTiming(long runId, int timeExec, int calls, int timerResolution) {

    public double msPerCall() {
        return (double) timeExec / calls;
    }

    public double ticks() {
        return (double) timeExec / timerResolution;
    }
}
