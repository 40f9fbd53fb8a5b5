package pearl.server.model;

import java.util.Arrays;

/**
 * What a result's figure is: a throughput in bytes per second (an operation through a message) or
 * a time per operation. The catalogue gives each test case its own; the Results Bank and the API
 * write the label.
 */
public enum Unit {
    BYTES("bytes"), OP("op");

    private final String label;

    Unit(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public boolean perOperation() {
        return this == OP;
    }

    public static Unit of(String label) {
        return Arrays.stream(values()).filter(u -> u.label.equals(label)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no unit named " + label));
    }
}
