package pearl.server.model;

/**
 * A test case on inputs of {@code sizeBytes}: what one sample, one result and one phone model's
 * figure are of (docs/collector.md, a measurement is a test case at one size).
 */
public record Measurement(TestCase testCase, int sizeBytes) {

    public String algorithm() {
        return testCase.algorithm();
    }

    public Operation operation() {
        return testCase.operation();
    }

    public int keyBits() {
        return testCase.keyBits();
    }
}
