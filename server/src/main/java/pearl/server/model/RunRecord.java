package pearl.server.model;

import java.util.Map;

/**
 * A run's conditions as the phone recorded them: ordered {@code key=value} pairs.
 *
 * @param runKey the phone's id for the run (its start time in ms)
 */
public record RunRecord(long runKey, Map<String, String> conditions) {

    public static final String FORMAT = "format";
    public static final String MIDLET_VERSION = "midlet.version";
    public static final String BC_VERSION = "bc.version";
    public static final String TIMER_RESOLUTION = "timer.resolution";

    public RunRecord {
        conditions = Map.copyOf(conditions);
    }

    public String condition(String key) {
        return conditions.getOrDefault(key, "");
    }

    /** The virtual machine the run measured, as far as the phone's properties tell it. */
    public String vmName() {
        return VmName.ofRun(conditions);
    }
}
