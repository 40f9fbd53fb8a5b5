package pearl.server.pages;

import java.util.Locale;

import pearl.server.model.Kind;

/**
 * What an algorithm is, as /results groups them (docs/web.md), in the order the page lists the
 * groups: from the security facts' {@link Kind}, so that DES, RC4 and MD5 sit
 * among their kind with their status rather than in one alphabetical list.
 */
public enum AlgorithmKind {
    BLOCK_CIPHER("Block ciphers in a mode"), STREAM_CIPHER("Stream ciphers"), HASH("Hashes"), MAC("MACs"),
    SIGNATURE("Signatures and RSA"), ENCRYPTION("Public-key encryption"), AGREEMENT("Key agreement"),
    CURVE("Elliptic-curve point arithmetic"), ARITHMETIC("Modular arithmetic"), OTHER("Other");

    private final String title;

    AlgorithmKind(String title) {
        this.title = title;
    }

    public String title() {
        return title;
    }

    /** The id the page's section carries: block-cipher. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** @param kind the facts' kind, null when the facts do not know the algorithm */
    public static AlgorithmKind of(Kind kind) {
        return kind == null ? OTHER : valueOf(kind.name());
    }
}
