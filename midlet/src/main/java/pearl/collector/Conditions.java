package pearl.collector;

import java.util.Vector;

/**
 * What a run was measured under, as ordered {@code key=value} pairs: the device's
 * microedition.* properties, the software versions, the clock tick and the memory.
 */
public final class Conditions {

    /** Version of the sample format this MIDlet writes; the server refuses what it cannot read. */
    public static final String FORMAT_VERSION = "1";

    /** The phone's system properties every run records, and a registration sends. */
    public static final String[] PROPERTIES = {
        "microedition.platform", "microedition.configuration", "microedition.profiles",
        "microedition.encoding", "microedition.locale",
    };

    private final Vector keys = new Vector();
    private final Vector values = new Vector();

    /** The conditions every run records; the caller adds its versions and plan. */
    public static Conditions ofThisDevice(int resolution) {
        Conditions conditions = new Conditions();
        conditions.put("format", FORMAT_VERSION);
        for (int i = 0; i < PROPERTIES.length; i++) {
            String value = System.getProperty(PROPERTIES[i]);
            conditions.put(PROPERTIES[i], value == null ? "" : value);
        }
        conditions.put("timer.resolution", String.valueOf(resolution));
        conditions.put("memory.total", String.valueOf(Runtime.getRuntime().totalMemory()));
        return conditions;
    }

    /** Sets {@code key}, in place where it is already set (a value known only as the run ends). */
    public void put(String key, String value) {
        String text = value == null ? "" : value;
        int i = keys.indexOf(key);
        if (i >= 0) {
            values.setElementAt(text, i);
        } else {
            keys.addElement(key);
            values.addElement(text);
        }
    }

    public int size() {
        return keys.size();
    }

    public String key(int i) {
        return (String) keys.elementAt(i);
    }

    public String value(int i) {
        return (String) values.elementAt(i);
    }

    /** The value of {@code key}, or null. */
    public String get(String key) {
        int i = keys.indexOf(key);
        return i < 0 ? null : value(i);
    }
}
