package pearl.collector;

import org.bouncycastle.crypto.BlockCipher;
import org.bouncycastle.crypto.CipherParameters;
import org.bouncycastle.crypto.modes.CBCBlockCipher;
import org.bouncycastle.crypto.modes.CFBBlockCipher;
import org.bouncycastle.crypto.modes.OFBBlockCipher;
import org.bouncycastle.crypto.params.ParametersWithIV;

import pearl.testcase.Inputs;
import pearl.testcase.TestCase;

/**
 * A Bouncy Castle block cipher in one mode, encrypting or decrypting whole blocks.
 * <p>
 * The known-answer vector checks the engine as it was published (ECB, or CBC where the vector
 * carries an IV); the mode, having no published vector for every engine, is then checked by a
 * round trip through itself.
 */
public final class BlockCipherTestCase extends CipherTestCase {

    public static final String ECB = "ECB";
    public static final String CBC = "CBC";
    /** Cipher feedback with 64-bit segments, as in PEARL. */
    public static final String CFB = "CFB";
    /** Output feedback with 64-bit segments, as in PEARL. */
    public static final String OFB = "OFB";

    private static final int FEEDBACK_BITS = 64;

    private final BlockCipher engine;
    private final BlockCipher cipher;
    private final KnownAnswer engineAnswer;

    /**
     * @param name         the cipher's name in results, e.g. {@code AES-Fast} (BC calls several
     *                     engines by one name)
     * @param engine       a fresh engine, owned by this test case
     * @param mode         {@link #ECB}, {@link #CBC}, {@link #CFB} or {@link #OFB}
     * @param keyBits      the key length to time with
     * @param key          the key to time with, {@code keyBits} long, as the engine takes it
     * @param encrypt      true to time encryption, false decryption
     * @param engineAnswer the engine's published vector
     */
    public BlockCipherTestCase(String name, BlockCipher engine, String mode, int keyBits, CipherParameters key,
                               boolean encrypt, KnownAnswer engineAnswer) {
        super(new StringBuffer(name).append('/').append(mode).toString(), keyBits, encrypt,
                ECB.equals(mode) ? key : new ParametersWithIV(key, Inputs.key(engine.getBlockSize() * 8)));
        this.engine = engine;
        this.cipher = wrap(engine, mode);
        this.engineAnswer = engineAnswer;
    }

    private static BlockCipher wrap(BlockCipher engine, String mode) {
        if (CBC.equals(mode)) {
            return new CBCBlockCipher(engine);
        } else if (CFB.equals(mode)) {
            return new CFBBlockCipher(engine, FEEDBACK_BITS);
        } else if (OFB.equals(mode)) {
            return new OFBBlockCipher(engine, FEEDBACK_BITS);
        } else if (!ECB.equals(mode)) {
            throw new IllegalArgumentException(new StringBuffer("no such mode: ").append(mode).toString());
        }
        return engine;
    }

    public void init() {
        cipher.init(encrypt, parameters);
    }

    public int execute(byte[] input, int length, byte[] output, int calls) {
        int fold = 0;
        for (int call = 0; call < calls; call++) {
            fold += once(input, length, output);
        }
        return fold;
    }

    /** One call: a method of its own, as JMH's benchmark method is (see {@link TestCase#execute}). */
    private int once(byte[] input, int length, byte[] output) {
        BlockCipher cipher = this.cipher;
        int blockSize = cipher.getBlockSize();
        for (int offset = 0; offset < length; offset += blockSize) {
            cipher.processBlock(input, offset, output, offset);
        }
        return output[length - 1];
    }

    public String knownAnswerCheck() {
        KnownAnswer answer = engineAnswer;
        BlockCipher published = answer.iv == null ? engine : new CBCBlockCipher(engine);
        byte[] actual = new byte[answer.input.length];
        published.init(true, answer.parameters);
        processAll(published, answer.input, actual);
        String failure = answer.compare(algorithm(), actual);
        if (failure != null) {
            return failure;
        }
        return roundTrip();
    }

    private String roundTrip() {
        byte[] plain = new byte[4 * engine.getBlockSize()];
        Inputs.fill(plain, Inputs.RANDOM);
        byte[] sealed = new byte[plain.length];
        byte[] opened = new byte[plain.length];
        cipher.init(true, parameters);
        processAll(cipher, plain, sealed);
        cipher.init(false, parameters);
        processAll(cipher, sealed, opened);
        for (int i = 0; i < plain.length; i++) {
            if (plain[i] != opened[i]) {
                return new StringBuffer(algorithm()).append(" does not decrypt what it encrypts").toString();
            }
        }
        return null;
    }

    private static void processAll(BlockCipher cipher, byte[] input, byte[] output) {
        for (int offset = 0; offset < input.length; offset += cipher.getBlockSize()) {
            cipher.processBlock(input, offset, output, offset);
        }
    }
}
