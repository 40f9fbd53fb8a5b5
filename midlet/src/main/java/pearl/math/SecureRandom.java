package pearl.math;

import java.util.Random;

import org.bouncycastle.crypto.digests.SHA256Digest;

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

    private final SHA256Digest digest = new SHA256Digest();
    private byte[] state;
    private long counter;

    /** Seeded from what the phone offers: see {@link Entropy}. */
    public SecureRandom() {
        this(Entropy.seed());
    }

    /** Seeded only from {@code seed}: the same seed gives the same bytes. */
    public SecureRandom(byte[] seed) {
        state = new byte[digest.getDigestSize()];
        setSeed(seed);
    }

    /** Mixes more seed material into the state; never replaces what is there. */
    public void setSeed(byte[] seed) {
        synchronized (digest) {
            digest.update((byte) 0x02);
            digest.update(state, 0, state.length);
            digest.update(seed, 0, seed.length);
            digest.doFinal(state, 0);
        }
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

    public void nextBytes(byte[] bytes) {
        synchronized (digest) {
            byte[] block = new byte[digest.getDigestSize()];
            for (int offset = 0; offset < bytes.length; offset += block.length) {
                hash((byte) 0x00, block);
                counter++;
                int length = Math.min(block.length, bytes.length - offset);
                System.arraycopy(block, 0, bytes, offset, length);
            }
            hash((byte) 0x01, state);
            counter++;
        }
    }

    private void hash(byte domain, byte[] out) {
        digest.update(domain);
        digest.update(state, 0, state.length);
        for (int i = 0; i < 8; i++) {
            digest.update((byte) (counter >>> (8 * i)));
        }
        digest.doFinal(out, 0);
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
