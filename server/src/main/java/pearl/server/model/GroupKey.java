package pearl.server.model;

/**
 * What the analyzer groups samples by: one result per device, VM, measurement, cold or warm, and
 * MIDlet and Bouncy Castle version.
 */
public record GroupKey(long deviceId, long vmId, Measurement measurement, boolean cold, String midletVersion,
                       String bcVersion) {

    /** The PDA study's line runs over every input size of the warm results of one test case. */
    public LineKey line() {
        return new LineKey(deviceId, vmId, measurement.testCase(), midletVersion, bcVersion);
    }
}
