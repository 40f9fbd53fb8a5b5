package pearl.build;

import java.util.List;

/**
 * A row of the collector's catalogue, as the build packs it: its place in the full suite, its
 * class (a class of its own, so that a suite without it carries none of its engine), whether it
 * is a block cipher in its modes, its algorithms and its test cases ("algorithm operation").
 */
record CatalogueRow(int index, String className, boolean blockCipher, List<String> algorithms, List<String> testCases) {

    /** PEARL's own table: 17 block ciphers in four modes, RC4 and 10 hashes (rows named by their first algorithm). */
    static final List<String> PEARL_TABLE = List.of("AES", "AES-Fast", "AES-Light", "Blowfish", "CAST5", "CAST6",
            "DESede", "DES", "IDEA", "RC2", "RC5-32", "RC5-64", "RC6", "Rijndael", "Serpent", "Skipjack", "Twofish",
            "RC4", "MD2", "MD4", "MD5", "RIPEMD128", "RIPEMD160", "SHA-1", "SHA-256", "SHA-384", "SHA-512", "Tiger");

    CatalogueRow {
        algorithms = List.copyOf(algorithms);
        testCases = List.copyOf(testCases);
    }

    /** The algorithm, a block cipher without its mode. */
    String name() {
        String first = algorithms.get(0);
        return blockCipher ? first.substring(0, first.indexOf('/')) : first;
    }

    /** Whether the row is one of PEARL's own table. */
    boolean pearl() {
        return PEARL_TABLE.contains(name());
    }

    /** Whether the row measures elliptic curves (ECDSA, ECDH, ...): its suites have a budget of their own. */
    boolean ellipticCurve() {
        return algorithms.stream().allMatch(algorithm -> algorithm.startsWith("EC"));
    }
}
