package pearl.server.model;

/**
 * A timed operation, by the name the samples carry on the wire (pearl.testcase.Operation on the
 * phone); and a handshake's client side, which the literature publishes as one figure
 * (reference_figures) and which no test case times: the server composes it from the others
 * (pearl.server.choice.HandshakeEstimator), and the catalogue never lists it, so no phone can send it.
 */
public enum Operation implements Labelled {
    ENCRYPT("encrypt"), DECRYPT("decrypt"), DIGEST("digest"), MAC("mac"), KEYGEN("keygen"), SIGN("sign"),
    VERIFY("verify"), AGREE("agree"), KEY_EXPANSION("key-expansion"), MODADD("modadd"), MODREDUCE("modreduce"),
    MODMUL("modmul"), MODINV("modinv"), MODEXP_FULL("modexp-full"), MODEXP_SMALL("modexp-small"), MODEXP_3("modexp-3"),
    MODEXP_65537("modexp-65537"), HANDSHAKE_CLIENT("handshake-client");

    private final String label;

    Operation(String label) {
        this.label = label;
    }

    /** The wire's name, which the banks store and the pages show. */
    @Override
    public String label() {
        return label;
    }

    /** The label, so that a page or a key built from an operation reads as the wire does. */
    @Override
    public String toString() {
        return label;
    }

    public static Operation of(String label) {
        return Labelled.of(Operation.class, label);
    }
}
