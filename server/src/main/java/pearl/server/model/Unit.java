package pearl.server.model;

/**
 * What a result's figure is: a throughput in bytes per second (an operation through a message) or
 * a time per operation. The catalogue gives each test case its own; the Results Bank and the API
 * write the label.
 */
public enum Unit implements Labelled {
    BYTES("bytes"), OP("op");

    private final String label;

    Unit(String label) {
        this.label = label;
    }

    @Override
    public String label() {
        return label;
    }

    public boolean perOperation() {
        return this == OP;
    }

    public static Unit of(String label) {
        return Labelled.of(Unit.class, label);
    }
}
