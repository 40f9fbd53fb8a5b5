package pearl.collector;

import org.bouncycastle.crypto.CipherParameters;
import org.bouncycastle.crypto.Digest;
import org.bouncycastle.crypto.Mac;

import pearl.testcase.Catalogue;
import pearl.testcase.Kind;
import pearl.testcase.Operation;
import pearl.testcase.TestCase;

/**
 * One hash or MAC of a catalogue, one test case: a row without a key is a hash (no set-up to
 * time), one with a key a MAC. A subclass names it (hashes as Bouncy Castle does) and builds its
 * digest or MAC and known answer when its turn comes ({@link #create}, one {@link #hash} or
 * {@link #mac} call).
 */
public abstract class HashRow extends SymmetricRow {

    /**
     * @param keyBits    0 for a hash, the key length for a MAC
     * @param pearlTable {@link #PEARL_TABLE} or {@link #OTHER}
     */
    protected HashRow(String name, int keyBits, boolean pearlTable) {
        super(name, keyBits, pearlTable);
    }

    public final int size() {
        return 1;
    }

    public final String algorithm(int i) {
        return name;
    }

    public final String operation(int i) {
        return keyBits == 0 ? Operation.DIGEST : Operation.MAC;
    }

    public final String kind(int i) {
        return keyBits == 0 ? Kind.HASH : Kind.MAC;
    }

    /** A Digest's test case; the digest an Object so that the row's verification does not load it ({@link Catalogue}). */
    protected static TestCase hash(Object digest, String source, String message, String output) {
        return new DigestTestCase((Digest) digest, new KnownAnswer(source, null, null, message, output));
    }

    /** A Mac's test case (an Object: see {@link #hash}), keyed with the row's key length. */
    protected final TestCase mac(Object mac, KnownAnswer answer) {
        return new MacTestCase(name, (Mac) mac, keyBits, answer);
    }

    /** A MAC timed with a key (CipherParameters) of its own form (a nonce, a clamped key), {@code keyBits} long. */
    protected final TestCase mac(Object mac, Object key, KnownAnswer answer) {
        return new MacTestCase(name, (Mac) mac, keyBits, (CipherParameters) key, answer);
    }
}
