package pearl.collector;

import pearl.testcase.Catalogue;

/**
 * What a block cipher's, a stream cipher's and a hash's or MAC's row share ({@link BlockCipherRow},
 * {@link StreamCipherRow}, {@link HashRow}): a name, a key length (0 for a hash, which has nothing
 * to set up), its bytes as its cost, and whether PEARL's own table has it.
 */
abstract class SymmetricRow implements Catalogue {

    /** A row of PEARL's own table: its paper's 17 block ciphers, RC4 and 10 hashes. */
    static final boolean PEARL_TABLE = true;
    /** A row of this Bouncy Castle beyond PEARL's table. */
    static final boolean OTHER = false;

    final String name;
    final int keyBits;
    private final boolean pearlTable;

    /** @param pearlTable {@link #PEARL_TABLE} or {@link #OTHER} */
    SymmetricRow(String name, int keyBits, boolean pearlTable) {
        this.name = name;
        this.keyBits = keyBits;
        this.pearlTable = pearlTable;
    }

    public final int keyBits(int i) {
        return keyBits;
    }

    /** Set-up is keying: a hash has none. */
    public final boolean hasInit(int i) {
        return keyBits != 0;
    }

    /** Its bytes: priced by the phone's hashing speed. */
    public final int cost(int i, boolean init) {
        return 0;
    }

    public final int fixedSize(int i) {
        return 0;
    }

    public final boolean pearlTable(int i) {
        return pearlTable;
    }
}
