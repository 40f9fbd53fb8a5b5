package pearl.server.model;

/** One least-squares line of the Results Bank: a GroupKey without the input size, warm only. */
public record LineKey(long deviceId, long vmId, TestCase testCase, String midletVersion, String bcVersion) {
}
