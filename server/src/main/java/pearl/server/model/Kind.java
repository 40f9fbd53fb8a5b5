package pearl.server.model;

/**
 * What an algorithm is, as the MIDlet's catalogue says (pearl.testcase.Kind on the phone's side):
 * the one grouping of algorithms, from the analysis's units to the pages' tables, in the order the
 * pages list them. Its {@link Category} is the coarser grouping of PEARL's published rankings.
 */
public enum Kind implements Labelled {
    BLOCK_CIPHER("block-cipher", "Block ciphers in a mode", Category.BLOCK_CIPHER),
    STREAM_CIPHER("stream-cipher", "Stream ciphers", Category.STREAM_CIPHER),
    HASH("hash", "Hashes", Category.HASH),
    MAC("mac", "MACs", Category.HASH),
    SIGNATURE("signature", "Signatures and RSA", Category.PUBLIC_KEY),
    ENCRYPTION("encryption", "Public-key encryption", Category.PUBLIC_KEY),
    AGREEMENT("agreement", "Key agreement", Category.PUBLIC_KEY),
    CURVE("curve", "Elliptic-curve point arithmetic", Category.PUBLIC_KEY),
    ARITHMETIC("arithmetic", "Modular arithmetic", Category.PUBLIC_KEY);

    /**
     * PEARL's submodules as its published rankings group algorithms (docs/collector.md,
     * docs/public-key.md): a device's page ranks each category at one size.
     */
    public enum Category {
        BLOCK_CIPHER("Block ciphers"), STREAM_CIPHER("Stream ciphers"), HASH("Hashes and MACs"),
        PUBLIC_KEY("Public key and arithmetic");

        private final String title;

        Category(String title) {
            this.title = title;
        }

        public String title() {
            return title;
        }

        /** The category of an algorithm of the shipped catalogue. */
        public static Category of(String algorithm) {
            return Catalogue.shipped().kind(algorithm).category();
        }
    }

    private final String label;
    private final String title;
    private final Category category;

    Kind(String label, String title, Category category) {
        this.label = label;
        this.title = title;
        this.category = category;
    }

    /** The name the catalogue file writes, and the id of the kind's section on the pages. */
    @Override
    public String label() {
        return label;
    }

    /** The kind's heading on the pages, in the plural. */
    public String title() {
        return title;
    }

    public Category category() {
        return category;
    }

    public static Kind of(String label) {
        return Labelled.of(Kind.class, label);
    }
}
