package pearl.math;

import java.util.Random;

import pearl.util.Sha256;

/**
 * A deterministic random bit generator over SHA-256, for CLDC 1.0 which has no
 * {@code java.security}: the build rewrites Bouncy Castle's references to
 * {@code java.security.SecureRandom} into this class.
 * <p>
 * Modelled on the hash DRBG of NIST SP 800-90A, simplified: the state is a 32-byte value V;
 * each output block is SHA-256(0x00 || V || counter) and after every request V becomes
 * SHA-256(0x01 || V || counter), so earlier outputs cannot be recomputed from a later state.
 * Seeded from {@link Entropy} unless the caller gives a seed (fixed keys for repeatable tests).
 */
public class SecureRandom extends Random {

    private static final int STATE_BYTES = 32;
    private byte[] state;
    private long counter;

    /** Seeded from what the phone offers: see {@link Entropy}. */
    public SecureRandom() {
        this(Entropy.seed());
    }

    /** Seeded only from {@code seed}: the same seed gives the same bytes. */
    public SecureRandom(byte[] seed) {
        state = new byte[STATE_BYTES];
        setSeed(seed);
    }

    /** Mixes more seed material into the state; never replaces what is there. */
    public synchronized void setSeed(byte[] seed) {
        state = Sha256.of(prefixed((byte) 0x02), seed);
    }

    /**
     * java.util.Random's constructor calls this before the state exists; later calls mix the
     * value in like any seed.
     */
    public void setSeed(long seed) {
        if (state == null) {
            return;
        }
        byte[] bytes = new byte[8];
        for (int i = 0; i < 8; i++) {
            bytes[i] = (byte) (seed >>> (8 * i));
        }
        setSeed(bytes);
    }

    public synchronized void nextBytes(byte[] bytes) {
        for (int offset = 0; offset < bytes.length; offset += STATE_BYTES) {
            byte[] block = hash((byte) 0x00);
            System.arraycopy(block, 0, bytes, offset, Math.min(block.length, bytes.length - offset));
        }
        state = hash((byte) 0x01);
    }

    /** SHA-256(domain || V || counter, little-endian), counting the call. */
    private byte[] hash(byte domain) {
        byte[] count = new byte[8];
        for (int i = 0; i < 8; i++) {
            count[i] = (byte) (counter >>> (8 * i));
        }
        counter++;
        return Sha256.of(prefixed(domain), count);
    }

    /** The state after a domain byte. */
    private byte[] prefixed(byte domain) {
        byte[] bytes = new byte[1 + state.length];
        bytes[0] = domain;
        System.arraycopy(state, 0, bytes, 1, state.length);
        return bytes;
    }

    /** Every nextInt and nextLong of java.util.Random comes through here. */
    protected int next(int bits) {
        byte[] bytes = new byte[4];
        nextBytes(bytes);
        int value = (bytes[0] & 0xff) | (bytes[1] & 0xff) << 8 | (bytes[2] & 0xff) << 16 | bytes[3] << 24;
        return value >>> (32 - bits);
    }

    public byte[] generateSeed(int length) {
        byte[] seed = new byte[length];
        nextBytes(seed);
        return seed;
    }
}
