package pearl.collector;

import org.bouncycastle.crypto.StreamCipher;

import pearl.testcase.Catalogue;
import pearl.testcase.Kind;
import pearl.testcase.Operation;
import pearl.testcase.TestCase;

/**
 * One stream cipher of a catalogue, encrypting then decrypting. A subclass names it (as Bouncy
 * Castle does, a space made a hyphen) and builds entry {@code i}'s cipher and known answer when its
 * turn comes ({@link #create}, one {@link #stream} call).
 */
public abstract class StreamCipherRow extends SymmetricRow {

    /** @param pearlTable {@link #PEARL_TABLE} or {@link #OTHER} */
    protected StreamCipherRow(String name, int keyBits, boolean pearlTable) {
        super(name, keyBits, pearlTable);
    }

    public final int size() {
        return 2;
    }

    public final String algorithm(int i) {
        return name;
    }

    public final String operation(int i) {
        return i % 2 == 0 ? Operation.ENCRYPT : Operation.DECRYPT;
    }

    public final String kind(int i) {
        return Kind.STREAM_CIPHER;
    }

    /**
     * @param cipher a StreamCipher, as an Object so that the row's verification does not load it ({@link Catalogue})
     * @param ivBits the IV length the cipher takes, 0 for none
     */
    protected final TestCase stream(int i, Object cipher, int ivBits, KnownAnswer answer) {
        return new StreamCipherTestCase((StreamCipher) cipher, keyBits, ivBits, i % 2 == 0, answer);
    }
}
