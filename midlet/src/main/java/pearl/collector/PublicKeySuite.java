package pearl.collector;

/**
 * SCAsymmetric's test cases: public-key operations and multiple-precision arithmetic. Bouncy
 * Castle's public-key classes need big-integer arithmetic that CLDC 1.0 lacks; they join the
 * table once the device JAR carries its own.
 */
final class PublicKeySuite {

    private PublicKeySuite() {
    }

    static TestCase[] all() {
        return new TestCase[0];
    }
}
