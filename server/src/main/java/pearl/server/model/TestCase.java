package pearl.server.model;

/**
 * What a phone times: a primitive with a key of {@code keyBits} (0 where it has none), as its
 * samples name it; a result's line runs over its input sizes.
 */
public record TestCase(Primitive primitive, int keyBits) {

    public TestCase(String algorithm, Operation operation, int keyBits) {
        this(new Primitive(algorithm, operation), keyBits);
    }

    public String algorithm() {
        return primitive.algorithm();
    }

    public Operation operation() {
        return primitive.operation();
    }

    /** This test case on inputs of {@code sizeBytes}. */
    public Measurement at(int sizeBytes) {
        return new Measurement(this, sizeBytes);
    }
}
