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
public abstract class StreamCipherRow implements Catalogue {

    private final String name;
    private final int keyBits;

    protected StreamCipherRow(String name, int keyBits) {
        this.name = name;
        this.keyBits = keyBits;
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

    public final int keyBits(int i) {
        return keyBits;
    }

    public final boolean hasInit(int i) {
        return true;
    }

    /** Its bytes: priced by the phone's hashing speed. */
    public final int cost(int i, boolean init) {
        return 0;
    }

    public final int fixedSize(int i) {
        return 0;
    }

    /**
     * @param cipher a StreamCipher, as an Object so that the row's verification does not load it ({@link Catalogue})
     * @param ivBits the IV length the cipher takes, 0 for none
     */
    protected final TestCase stream(int i, Object cipher, int ivBits, KnownAnswer answer) {
        return new StreamCipherTestCase((StreamCipher) cipher, keyBits, ivBits, i % 2 == 0, answer);
    }
}
