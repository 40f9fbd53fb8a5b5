package pearl.publickey;

import org.bouncycastle.crypto.AsymmetricCipherKeyPair;
import org.bouncycastle.crypto.AsymmetricCipherKeyPairGenerator;

import pearl.math.BigInteger;
import pearl.math.SecureRandom;

/**
 * Key pairs of one public-key family and size: freshly generated (what the keygen test cases and
 * PEARL's timeInit measure) or the fixed pre-generated pair. One subclass per family
 * ({@link RsaKeys}, {@link ElGamalKeys}, {@link DsaKeys}, {@link EcKeys}), each holding its own
 * fixed keys, so that a suite with one family's rows carries neither the other families' key
 * generators nor their keys.
 * <p>
 * Nothing is computed until asked: building the suite's table costs no arithmetic.
 */
abstract class KeyMaker {

    static final int RSA = 0;
    static final int ELGAMAL = 1;
    static final int DSA = 2;
    static final int EC = 3;

    private static SecureRandom random;

    final int family;
    final int bits;
    private AsymmetricCipherKeyPairGenerator generator;
    private AsymmetricCipherKeyPair fixed;

    KeyMaker(int family, int bits) {
        this.family = family;
        this.bits = bits;
    }

    /** One generator for the whole suite, seeded once from the phone's entropy. */
    static synchronized SecureRandom random() {
        if (random == null) {
            random = new SecureRandom();
        }
        return random;
    }

    /** A fresh key pair: prime generation for RSA, a random private key in a fixed group otherwise. */
    AsymmetricCipherKeyPair generate() {
        if (generator == null) {
            generator = newGenerator();
        }
        return generator.generateKeyPair();
    }

    abstract AsymmetricCipherKeyPairGenerator newGenerator();

    /** The pre-generated pair: RSA from its stored primes, the others from a fixed private key. */
    synchronized AsymmetricCipherKeyPair fixed() {
        if (fixed == null) {
            fixed = makeFixed();
        }
        return fixed;
    }

    abstract AsymmetricCipherKeyPair makeFixed();

    /** A private key from the fixed key bytes of pearl.testcase.Inputs, below the group order once reduced. */
    final BigInteger fixedPrivate() {
        return new BigInteger(1, pearl.testcase.Inputs.key(bits)).shiftRight(8).add(BigInteger.ONE);
    }

    /**
     * Checks that a pair's public key belongs to its private key.
     *
     * @return null when it does, otherwise what is wrong
     */
    final String check(AsymmetricCipherKeyPair pair) {
        return matches(pair) ? null : "the generated public key does not match its private key";
    }

    abstract boolean matches(AsymmetricCipherKeyPair pair);

    static BigInteger number(String hex) {
        return new BigInteger(hex, 16);
    }
}
