package pearl.server.model;

/**
 * What the analyzer groups samples by: one result per device, VM, algorithm, operation, key size,
 * input size, cold or warm, and MIDlet and Bouncy Castle version.
 */
public record GroupKey(long deviceId, long vmId, String algorithm, Operation operation, int keyBits, int sizeBytes,
                       boolean cold, String midletVersion, String bcVersion) {

    /** The PDA study's line runs over every input size of the warm results of one algorithm. */
    public LineKey line() {
        return new LineKey(deviceId, vmId, algorithm, operation, keyBits, midletVersion, bcVersion);
    }
}
