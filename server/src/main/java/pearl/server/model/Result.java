package pearl.server.model;

/**
 * One row of the Results Bank (docs/analysis.md): what the samples of one group say, on one
 * device and VM, for one measurement, cold or warm, and MIDlet and Bouncy Castle version.
 *
 * @param unit       a throughput in bytes/s or a time per operation, as the catalogue gives the test case
 * @param modalMs    the most frequent time per call, in ms (PEARL's measure)
 * @param throughput bytes per second from the modal time; null per operation or for a modal time of 0
 * @param meanMs     mean after discarding samples more than 3 standard deviations from the median
 * @param ciLowMs    95 % confidence interval of that mean; null with fewer than 2 samples
 * @param runs       how many of the device's runs the samples came from
 * @param runsSpread how far the runs' modal times disagree: (largest - smallest) / largest; null with one run
 * @param flags      comma-separated: too-few, coarse, runs-disagree
 * @param clockMhz   the device's CPU clock, null when unknown
 */
public record Result(long deviceId, String device, String vm, Measurement measurement, boolean cold, String midletVersion, String bcVersion, Unit unit, int samples,
                     double modalMs, Double throughput, double medianMs, double meanMs, Double ciLowMs,
                     Double ciHighMs, int runs, Double runsSpread, String flags, Integer clockMhz) {

    // the pages and the API read a result's measurement field by field
    public String algorithm() {
        return measurement.algorithm();
    }

    public Operation operation() {
        return measurement.operation();
    }

    public int keyBits() {
        return measurement.keyBits();
    }

    public int sizeBytes() {
        return measurement.sizeBytes();
    }

    public TestCase testCase() {
        return measurement.testCase();
    }

    /** eBACS's unit: the device's clock cycles per byte at this throughput; null without either. */
    public Double cyclesPerByte() {
        return CyclesPerByte.of(clockMhz, throughput);
    }

    /** The same result with its device named otherwise (DeviceLabels). */
    public Result withDevice(String name) {
        return new Result(deviceId, name, vm, measurement, cold, midletVersion, bcVersion,
                unit, samples, modalMs, throughput, medianMs, meanMs, ciLowMs, ciHighMs, runs, runsSpread, flags, clockMhz);
    }

    /**
     * Whether the analysis raised any flag on this result (too-few, coarse, runs-disagree, or any
     * flag added later): a flagged figure is shown marked, never named a finding (highest, lowest, ranked).
     */
    public boolean flagged() {
        return flagged(flags);
    }

    /** The same rule for a flags column on its own. */
    public static boolean flagged(String flags) {
        return flags != null && !flags.isBlank();
    }
}
