package pearl.collector;

import org.bouncycastle.crypto.BlockCipher;
import org.bouncycastle.crypto.CipherParameters;
import org.bouncycastle.crypto.params.KeyParameter;

import pearl.testcase.Catalogue;
import pearl.testcase.Inputs;
import pearl.testcase.Kind;
import pearl.testcase.Operation;
import pearl.testcase.TestCase;

/**
 * One block cipher of a catalogue, in ECB, CBC, CFB-64 and OFB-64, encrypting then decrypting
 * (eight test cases). A subclass names the cipher and builds entry {@code i}'s engine and known
 * answer when its turn comes ({@link #create}, one {@link #cipher} call), so that a suite without
 * the row carries none of its engine; its known answer fails if a name and its engine are ever
 * paired wrongly.
 */
public abstract class BlockCipherRow extends SymmetricRow {

    private static final String[] MODES = {
        BlockCipherTestCase.ECB, BlockCipherTestCase.CBC, BlockCipherTestCase.CFB, BlockCipherTestCase.OFB,
    };

    /**
     * @param keyBits    the key length the cipher is timed with
     * @param pearlTable {@link #PEARL_TABLE} or {@link #OTHER}
     */
    protected BlockCipherRow(String name, int keyBits, boolean pearlTable) {
        super(name, keyBits, pearlTable);
    }

    public final int size() {
        return 2 * MODES.length;
    }

    public final String algorithm(int i) {
        return new StringBuffer(name).append('/').append(MODES[i / 2]).toString();
    }

    public final String operation(int i) {
        return i % 2 == 0 ? Operation.ENCRYPT : Operation.DECRYPT;
    }

    public final String kind(int i) {
        return Kind.BLOCK_CIPHER;
    }

    /** Entry {@code i} of the cipher, keyed with the row's key length; engine: a BlockCipher ({@link Catalogue}). */
    protected final TestCase cipher(int i, Object engine, KnownAnswer answer) {
        return cipher(i, engine, new KeyParameter(Inputs.key(keyBits)), answer);
    }

    /** Entry {@code i} of the cipher with a key (CipherParameters) of its own form (RC5-64's rounds). */
    protected final TestCase cipher(int i, Object engine, Object key, KnownAnswer answer) {
        return new BlockCipherTestCase(name, (BlockCipher) engine, MODES[i / 2], keyBits, (CipherParameters) key,
                i % 2 == 0, answer);
    }
}
