package pearl.server.security;

import pearl.server.model.Kind;

/**
 * What PEARL knows about one algorithm's security, with its sources (security.tsv).
 *
 * @param kind         what the algorithm is, as the catalogue says
 * @param strengthBits security strength in bits: comparable strength of the key, or a hash's
 *                     collision strength; 0 where collisions take seconds
 * @param blockBits    the block size where it limits how much one key may encrypt, else null
 * @param basis        what the status rests on, in a few words
 * @param source       the documents the entry follows
 */
public record Security(String name, Kind kind, int strengthBits, Integer blockBits, Status status, String basis,
                       String source) {

    /** The status as the pages and the API write it. */
    public String statusLabel() {
        return status.label();
    }

    public boolean broken() {
        return status == Status.BROKEN;
    }

    /** Why this algorithm does not qualify on its status, e.g. "RC4: broken (RFC 7465: …)". */
    public String statusReason() {
        return name + ": " + status.label() + " (" + basis + ")";
    }

    /** A cipher in a mode: the cipher's strength and block, the worse status of the two with its basis. */
    Security in(Security mode) {
        Security worse = mode.status.compareTo(status) > 0 ? mode : this;
        return new Security(name + "/" + mode.name, kind, strengthBits, blockBits, worse.status, worse.basis,
                source + "; " + mode.source);
    }
}
