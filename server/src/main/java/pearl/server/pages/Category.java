package pearl.server.pages;

/**
 * PEARL's submodules as the pages group algorithms: by what the algorithm is, read from its name
 * and operation (docs/collector.md, docs/public-key.md).
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

    public static Category of(String algorithm, String operation) {
        if (isPublicKey(algorithm)) {
            return PUBLIC_KEY;
        }
        if (operation.equals("digest") || operation.equals("mac")) {
            return HASH;
        }
        return algorithm.indexOf('/') > 0 ? BLOCK_CIPHER : STREAM_CIPHER;
    }

    private static boolean isPublicKey(String algorithm) {
        return algorithm.startsWith("RSA-") || algorithm.startsWith("ElGamal-") || algorithm.startsWith("DSA-")
                || algorithm.startsWith("ECDSA/") || algorithm.startsWith("ECDH/") || algorithm.startsWith("EC/")
                || algorithm.startsWith("MP-");
    }
}
