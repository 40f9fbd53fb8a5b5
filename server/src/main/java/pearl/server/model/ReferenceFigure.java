package pearl.server.model;

/**
 * One figure published in the literature (table reference_figures, sql/V2__reference_figures.sql),
 * to set beside PEARL's own; sizeBytes is null when the figure is not about an input size, clockMhz
 * when the paper gives no clock for the device (reference_devices, sql/V5__clocks.sql).
 */
public record ReferenceFigure(long id, String source, String device, Primitive primitive, Integer sizeBytes,
        double value, PublishedUnit unit, String note, Integer clockMhz) {

    // the pages read a figure's primitive field by field
    public String algorithm() {
        return primitive.algorithm();
    }

    public Operation operation() {
        return primitive.operation();
    }

    /** Cycles per byte for a throughput figure on a device of known clock, else null. */
    public Double cyclesPerByte() {
        return unit == PublishedUnit.BYTES_PER_SECOND ? CyclesPerByte.of(clockMhz, value) : null;
    }
}
