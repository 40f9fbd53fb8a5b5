package pearl.server.model;

/**
 * One row of the Results Bank: the throughput of one algorithm doing one operation on one input
 * size, on one device and VM, from the modal time per call of its warm samples.
 *
 * @param modalMs    the most frequent time per call, in ms
 * @param throughput bytes per second, or null where the modal time is 0
 */
public record Result(String device, String vm, String algorithm, String operation, int sizeBytes,
                     int samples, double modalMs, Double throughput) {
}
