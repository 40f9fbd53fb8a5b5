package pearl.server.model;

/**
 * eBACS's unit: how many of a device's clock cycles one byte takes at a throughput, so that phones
 * of different clocks compare. The one place it is computed: results, published figures, choices
 * and the pages (through EL) all call it.
 */
public final class CyclesPerByte {

    private CyclesPerByte() {
    }

    /** @return clock / throughput in cycles per byte; null without a clock (none, or 0) or a positive throughput */
    public static Double of(Integer clockMhz, Double bytesPerSecond) {
        return clockMhz == null || clockMhz <= 0 || bytesPerSecond == null || bytesPerSecond <= 0 ? null : clockMhz * 1e6 / bytesPerSecond;
    }
}
