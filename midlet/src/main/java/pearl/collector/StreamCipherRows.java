package pearl.collector;

import org.bouncycastle.crypto.StreamCipher;

/**
 * Stream cipher rows of a catalogue: each cipher encrypting then decrypting. A subclass names its
 * ciphers (as Bouncy Castle does, a space made a hyphen) and builds row {@code r}'s cipher and
 * known answer when its turn comes.
 */
public abstract class StreamCipherRows implements Catalogue {

    private final String[] names;
    private final int[] keyBits;

    protected StreamCipherRows(String[] names, int[] keyBits) {
        this.names = names;
        this.keyBits = keyBits;
    }

    public final int size() {
        return 2 * names.length;
    }

    public final String algorithm(int i) {
        return names[i / 2];
    }

    public final String operation(int i) {
        return i % 2 == 0 ? Operation.ENCRYPT : Operation.DECRYPT;
    }

    public final int keyBits(int i) {
        return keyBits[i / 2];
    }

    public final boolean hasInit(int i) {
        return true;
    }

    public final int fixedSize(int i) {
        return 0;
    }

    public final TestCase create(int i) {
        return row(i / 2, i);
    }

    /** Entry {@code i}, of row {@code row}: a {@link #stream} call. */
    protected abstract TestCase row(int row, int i);

    /** @param ivBits the IV length the cipher takes, 0 for none */
    protected final TestCase stream(int i, StreamCipher cipher, int ivBits, KnownAnswer answer) {
        return new StreamCipherTestCase(cipher, keyBits(i), ivBits, i % 2 == 0, answer);
    }
}
