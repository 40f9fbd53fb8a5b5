package pearl.server.pages;

import pearl.server.model.Catalogue;

/**
 * PEARL's submodules as the pages group algorithms: by what the algorithm is, as the catalogue
 * says (docs/collector.md, docs/public-key.md).
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

    /** The category of an algorithm of the catalogue, by what the catalogue says it is. */
    public static Category of(String algorithm) {
        return switch (Catalogue.shipped().kind(algorithm)) {
            case BLOCK_CIPHER -> BLOCK_CIPHER;
            case STREAM_CIPHER -> STREAM_CIPHER;
            case HASH, MAC -> HASH;
            case SIGNATURE, ENCRYPTION, AGREEMENT, CURVE, ARITHMETIC -> PUBLIC_KEY;
        };
    }
}
