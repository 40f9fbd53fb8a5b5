package pearl.server.model;

/**
 * How long one primitive takes on one device, as the analyzer's line says (the PDA
 * study's model, docs/analysis.md): time per call = msPerByte * size + setupMs, over the warm
 * results of the sizes from {@code minSize} to {@code maxSize}. With one size there is no line:
 * a time per byte scales with the size, a time per operation stays.
 *
 * @param clockMhz  the device's CPU clock, null when unknown
 * @param unit      as the results say
 * @param sizes     how many input sizes were measured
 * @param flagged   whether any of those results carries a flag (no finding: docs/web.md)
 * @param msPerByte the line's slope, null without a line
 * @param setupMs   the line's intercept, null without a line
 * @param smallestMs the modal time per call at the smallest size
 */
public record TimeModel(long deviceId, String device, Integer clockMhz, Primitive primitive, Unit unit,
                        int sizes, int minSize, int maxSize, boolean flagged, Double msPerByte, Double setupMs,
                        double smallestMs) {

    /** Predicted ms for one call on {@code size} bytes; never below zero (a line's intercept may be). */
    public double ms(long size) {
        if (perOperation()) {
            return perOperationMs();
        }
        double ms = msPerByte != null ? msPerByte * size + setupMs : smallestMs * size / minSize;
        return Math.max(0, ms);
    }

    /** The time of one operation: a signature over a digest, a key agreement, one public-key block. */
    public double perOperationMs() {
        return msPerByte != null ? Math.max(0, msPerByte * minSize + setupMs) : smallestMs;
    }

    public boolean perOperation() {
        return unit.perOperation();
    }

    /** Whether {@code size} lies outside the sizes the device measured (meaningless per operation). */
    public boolean extrapolated(long size) {
        return !perOperation() && (size < minSize || size > maxSize);
    }
}
