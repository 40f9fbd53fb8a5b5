package pearl.collector;

import org.bouncycastle.crypto.Digest;
import org.bouncycastle.crypto.Mac;

/**
 * Hash and MAC rows of a catalogue, one test case each: a row without a key is a hash (no
 * set-up to time), one with a key a MAC. A subclass names them (hashes as Bouncy Castle does)
 * and builds entry {@code i}'s digest or MAC and known answer when its turn comes.
 */
public abstract class HashRows implements Catalogue {

    private final String[] names;
    private final int[] keyBits;

    /** @param keyBits 0 for a hash, the key length for a MAC */
    protected HashRows(String[] names, int[] keyBits) {
        this.names = names;
        this.keyBits = keyBits;
    }

    public final int size() {
        return names.length;
    }

    public final String algorithm(int i) {
        return names[i];
    }

    public final String operation(int i) {
        return keyBits[i] == 0 ? Operation.DIGEST : Operation.MAC;
    }

    public final int keyBits(int i) {
        return keyBits[i];
    }

    public final boolean hasInit(int i) {
        return keyBits[i] != 0;
    }

    public final int fixedSize(int i) {
        return 0;
    }

    protected static TestCase hash(Digest digest, String source, String message, String output) {
        return new DigestTestCase(digest, new KnownAnswer(source, null, null, message, output));
    }

    protected final TestCase mac(int i, Mac mac, KnownAnswer answer) {
        return new MacTestCase(names[i], mac, keyBits[i], answer);
    }
}
