package pearl.server.model;

/** What the analyzer groups samples by: one result per group. */
public record GroupKey(long deviceId, long vmId, String algorithm, String operation, int sizeBytes) {
}
