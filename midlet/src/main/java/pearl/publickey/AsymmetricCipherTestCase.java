package pearl.publickey;

import org.bouncycastle.crypto.AsymmetricBlockCipher;
import org.bouncycastle.crypto.AsymmetricCipherKeyPair;
import org.bouncycastle.crypto.CipherParameters;
import org.bouncycastle.crypto.params.ParametersWithRandom;

import pearl.testcase.Operation;

/**
 * PEARL's SCAsymmetric: a Bouncy Castle public-key block cipher (RSA, ElGamal) encrypting or
 * decrypting the plan's input block by block, so that its results are a throughput in bytes/s.
 * <p>
 * With {@code keygenInit} the set-up is a fresh key generation, timed as timeInit, as PEARL meant
 * it; otherwise the set-up binds the family's fixed key ({@link KeyMaker#fixed}). Decryption works on the
 * input as if it were ciphertext: the first byte of each half of a block is cleared so that every
 * number is below the modulus (a private-key operation costs the same for any such number).
 */
public final class AsymmetricCipherTestCase extends PublicKeyTestCase {

    private final AsymmetricBlockCipher engine;
    private final boolean encrypt;
    private final boolean keygenInit;
    private final int inBlock;
    private final int outBlock;
    private final byte[] scratch;

    AsymmetricCipherTestCase(String algorithm, KeyMaker keys, AsymmetricBlockCipher engine, boolean encrypt,
                             boolean keygenInit) {
        super(algorithm, keys, encrypt ? Operation.ENCRYPT : Operation.DECRYPT);
        this.engine = engine;
        this.encrypt = encrypt;
        this.keygenInit = keygenInit;
        int modulusBytes = (keys.bits + 7) / 8;
        // ElGamal's ciphertext is two numbers; RSA's one.
        int cipherBlock = keys.family == KeyMaker.ELGAMAL ? 2 * modulusBytes : modulusBytes;
        this.inBlock = encrypt ? modulusBytes - 1 : cipherBlock;
        // A decrypted number may take the modulus's full length (it need not be a plaintext).
        this.outBlock = encrypt ? cipherBlock : modulusBytes;
        this.scratch = new byte[inBlock];
    }

    public boolean hasInit() {
        return true;
    }

    public void init() {
        bind(keygenInit ? keys.generate() : keys.fixed(), encrypt);
    }

    private void bind(AsymmetricCipherKeyPair pair, boolean forEncryption) {
        CipherParameters key = forEncryption ? pair.getPublic() : pair.getPrivate();
        // ElGamal encryption draws a random per block; give it the suite's generator, not a new one.
        engine.init(forEncryption, new ParametersWithRandom(key, KeyMaker.random()));
    }

    public int fixedSize() {
        return 0;
    }

    int call(byte[] input, int length, byte[] output) {
        int out = 0;
        for (int offset = 0; offset < length; offset += inBlock) {
            int n = Math.min(inBlock, length - offset);
            byte[] block = process(input, offset, n);
            System.arraycopy(block, 0, output, out, block.length);
            out += block.length;
        }
        return output[out - 1];
    }

    private byte[] process(byte[] input, int offset, int length) {
        try {
            if (encrypt) {
                return engine.processBlock(input, offset, length);
            }
            System.arraycopy(input, offset, scratch, 0, length);
            scratch[0] = 0;
            scratch[length / 2] = 0;
            return engine.processBlock(scratch, 0, length);
        } catch (org.bouncycastle.crypto.InvalidCipherTextException e) {
            throw new IllegalStateException(e.getMessage());
        }
    }

    public int outputSize(int length) {
        return (length + inBlock - 1) / inBlock * outBlock;
    }

    /** Encrypts a block with the fixed key's public half and decrypts it with its private half. */
    public String knownAnswerCheck() {
        byte[] plain = pearl.testcase.Inputs.key(8 * (keys.bits / 8 - 1));
        plain[0] = 0x50;
        AsymmetricCipherKeyPair pair = keys.fixed();
        try {
            bind(pair, true);
            byte[] sealed = engine.processBlock(plain, 0, plain.length);
            bind(pair, false);
            byte[] opened = engine.processBlock(sealed, 0, sealed.length);
            if (!same(plain, opened)) {
                return new StringBuffer(algorithm).append(" does not decrypt what it encrypts").toString();
            }
        } catch (org.bouncycastle.crypto.InvalidCipherTextException e) {
            return new StringBuffer(algorithm).append(": ").append(e.getMessage()).toString();
        }
        return null;
    }

    /** Equal as numbers: a decrypted block comes back without its leading zero bytes. */
    static boolean same(byte[] expected, byte[] actual) {
        int e = 0;
        while (e < expected.length && expected[e] == 0) {
            e++;
        }
        int a = 0;
        while (a < actual.length && actual[a] == 0) {
            a++;
        }
        if (expected.length - e != actual.length - a) {
            return false;
        }
        for (; e < expected.length; e++, a++) {
            if (expected[e] != actual[a]) {
                return false;
            }
        }
        return true;
    }
}
