package pearl.server.model;

/** What an algorithm is, as the MIDlet's catalogue says (pearl.testcase.Kind on the phone's side). */
public enum Kind implements Labelled {
    BLOCK_CIPHER("block-cipher"), STREAM_CIPHER("stream-cipher"), HASH("hash"), MAC("mac"), SIGNATURE("signature"),
    ENCRYPTION("encryption"), AGREEMENT("agreement"), CURVE("curve"), ARITHMETIC("arithmetic");

    private final String label;

    Kind(String label) {
        this.label = label;
    }

    /** The name the catalogue file writes. */
    @Override
    public String label() {
        return label;
    }

    public static Kind of(String label) {
        return Labelled.of(Kind.class, label);
    }
}
