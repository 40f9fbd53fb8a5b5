package pearl.collector;

import org.bouncycastle.crypto.BlockCipher;
import org.bouncycastle.crypto.CipherParameters;
import org.bouncycastle.crypto.params.KeyParameter;

/**
 * Block cipher rows of a catalogue: each cipher in ECB, CBC, CFB-64 and OFB-64, encrypting then
 * decrypting (eight test cases a row). A subclass names its ciphers and builds row {@code r}'s
 * engine and known answer when its turn comes; its known answer fails if a name and its engine
 * are ever paired wrongly.
 */
public abstract class BlockCipherRows implements Catalogue {

    private static final String[] MODES = {
        BlockCipherTestCase.ECB, BlockCipherTestCase.CBC, BlockCipherTestCase.CFB, BlockCipherTestCase.OFB,
    };
    private static final int PER_ROW = 2 * MODES.length;

    private final String[] names;
    private final int[] keyBits;

    /** @param keyBits the key length each cipher is timed with */
    protected BlockCipherRows(String[] names, int[] keyBits) {
        this.names = names;
        this.keyBits = keyBits;
    }

    public final int size() {
        return names.length * PER_ROW;
    }

    public final String algorithm(int i) {
        return new StringBuffer(names[i / PER_ROW]).append('/').append(MODES[i % PER_ROW / 2]).toString();
    }

    public final String operation(int i) {
        return i % 2 == 0 ? Operation.ENCRYPT : Operation.DECRYPT;
    }

    public final int keyBits(int i) {
        return keyBits[i / PER_ROW];
    }

    public final boolean hasInit(int i) {
        return true;
    }

    public final int fixedSize(int i) {
        return 0;
    }

    public final TestCase create(int i) {
        return row(i / PER_ROW, i);
    }

    /** Entry {@code i}, of row {@code row}: one of the {@link #cipher} calls. */
    protected abstract TestCase row(int row, int i);

    /** Entry {@code i} of its row's cipher, keyed with the row's key length. */
    protected final TestCase cipher(int i, BlockCipher engine, KnownAnswer answer) {
        return cipher(i, engine, new KeyParameter(Inputs.key(keyBits(i))), answer);
    }

    /** Entry {@code i} of its row's cipher with a key of its own form (RC5-64's rounds). */
    protected final TestCase cipher(int i, BlockCipher engine, CipherParameters key, KnownAnswer answer) {
        return new BlockCipherTestCase(names[i / PER_ROW], engine, MODES[i % PER_ROW / 2], keyBits(i), key,
                i % 2 == 0, answer);
    }
}
