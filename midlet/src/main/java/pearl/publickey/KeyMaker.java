package pearl.publickey;

import org.bouncycastle.crypto.AsymmetricCipherKeyPair;
import org.bouncycastle.crypto.AsymmetricCipherKeyPairGenerator;
import org.bouncycastle.crypto.generators.DSAKeyPairGenerator;
import org.bouncycastle.crypto.generators.ECKeyPairGenerator;
import org.bouncycastle.crypto.generators.ElGamalKeyPairGenerator;
import org.bouncycastle.crypto.generators.RSAKeyPairGenerator;
import org.bouncycastle.crypto.params.DSAKeyGenerationParameters;
import org.bouncycastle.crypto.params.DSAPrivateKeyParameters;
import org.bouncycastle.crypto.params.DSAPublicKeyParameters;
import org.bouncycastle.crypto.params.ECKeyGenerationParameters;
import org.bouncycastle.crypto.params.ECPrivateKeyParameters;
import org.bouncycastle.crypto.params.ECPublicKeyParameters;
import org.bouncycastle.crypto.params.ElGamalKeyGenerationParameters;
import org.bouncycastle.crypto.params.ElGamalPrivateKeyParameters;
import org.bouncycastle.crypto.params.ElGamalPublicKeyParameters;
import org.bouncycastle.crypto.params.RSAKeyGenerationParameters;
import org.bouncycastle.crypto.params.RSAPrivateCrtKeyParameters;

import pearl.math.BigInteger;
import pearl.math.SecureRandom;

/**
 * Key pairs of one public-key family and size: freshly generated (what the keygen test cases and
 * PEARL's timeInit measure) or the fixed pre-generated pair of {@link FixedKeys}.
 * <p>
 * Nothing is computed until asked: building the suite's table costs no arithmetic.
 */
final class KeyMaker {

    static final int RSA = 0;
    static final int ELGAMAL = 1;
    static final int DSA = 2;
    static final int EC = 3;

    /** Miller-Rabin certainty for RSA primes: error below 2^-80, as BC's own tests use. */
    private static final int CERTAINTY = 80;

    private static SecureRandom random;

    final int family;
    final int bits;
    private final int exponent;
    private final String curve;
    private AsymmetricCipherKeyPairGenerator generator;
    private AsymmetricCipherKeyPair fixed;

    private KeyMaker(int family, int bits, int exponent, String curve) {
        this.family = family;
        this.bits = bits;
        this.exponent = exponent;
        this.curve = curve;
    }

    static KeyMaker rsa(int bits, int exponent) {
        return new KeyMaker(RSA, bits, exponent, null);
    }

    static KeyMaker elGamal(int bits) {
        return new KeyMaker(ELGAMAL, bits, 0, null);
    }

    static KeyMaker dsa(int bits) {
        return new KeyMaker(DSA, bits, 0, null);
    }

    static KeyMaker ec(String curve, int bits) {
        return new KeyMaker(EC, bits, 0, curve);
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

    private AsymmetricCipherKeyPairGenerator newGenerator() {
        switch (family) {
            case RSA: {
                RSAKeyPairGenerator g = new RSAKeyPairGenerator();
                g.init(new RSAKeyGenerationParameters(BigInteger.valueOf(exponent), random(), bits, CERTAINTY));
                return g;
            }
            case ELGAMAL: {
                ElGamalKeyPairGenerator g = new ElGamalKeyPairGenerator();
                g.init(new ElGamalKeyGenerationParameters(random(), FixedKeys.elGamal()));
                return g;
            }
            case DSA: {
                DSAKeyPairGenerator g = new DSAKeyPairGenerator();
                g.init(new DSAKeyGenerationParameters(random(), FixedKeys.dsa(bits)));
                return g;
            }
            default: {
                ECKeyPairGenerator g = new ECKeyPairGenerator();
                g.init(new ECKeyGenerationParameters(FixedKeys.curve(curve), random()));
                return g;
            }
        }
    }

    /** The pre-generated pair: RSA from its stored primes, the others from a fixed private key. */
    synchronized AsymmetricCipherKeyPair fixed() {
        if (fixed == null) {
            fixed = makeFixed();
        }
        return fixed;
    }

    private AsymmetricCipherKeyPair makeFixed() {
        if (family == RSA) {
            RSAPrivateCrtKeyParameters key = FixedKeys.rsa(bits, exponent);
            return new AsymmetricCipherKeyPair(FixedKeys.publicOf(key), key);
        }
        // A private key from the fixed key bytes of pearl.collector.Inputs, below the group order.
        BigInteger x = new BigInteger(1, pearl.collector.Inputs.key(bits)).shiftRight(8).add(BigInteger.ONE);
        if (family == ELGAMAL) {
            org.bouncycastle.crypto.params.ElGamalParameters group = FixedKeys.elGamal();
            return new AsymmetricCipherKeyPair(
                    new ElGamalPublicKeyParameters(group.getG().modPow(x, group.getP()), group),
                    new ElGamalPrivateKeyParameters(x, group));
        }
        if (family == DSA) {
            org.bouncycastle.crypto.params.DSAParameters group = FixedKeys.dsa(bits);
            x = x.mod(group.getQ());
            return new AsymmetricCipherKeyPair(new DSAPublicKeyParameters(group.getG().modPow(x, group.getP()), group),
                    new DSAPrivateKeyParameters(x, group));
        }
        org.bouncycastle.crypto.params.ECDomainParameters domain = FixedKeys.curve(curve);
        x = x.mod(domain.getN());
        return new AsymmetricCipherKeyPair(new ECPublicKeyParameters(domain.getG().multiply(x).normalize(), domain),
                new ECPrivateKeyParameters(x, domain));
    }

    /**
     * Checks that a pair's public key belongs to its private key.
     *
     * @return null when it does, otherwise what is wrong
     */
    String check(AsymmetricCipherKeyPair pair) {
        boolean good;
        if (family == RSA) {
            RSAPrivateCrtKeyParameters key = (RSAPrivateCrtKeyParameters) pair.getPrivate();
            BigInteger m = BigInteger.valueOf(0x5045524cL);
            good = key.getP().multiply(key.getQ()).equals(key.getModulus())
                    && key.getModulus().bitLength() == bits
                    && m.modPow(key.getPublicExponent(), key.getModulus()).modPow(key.getExponent(), key.getModulus()).equals(m);
        } else if (family == ELGAMAL) {
            ElGamalPrivateKeyParameters key = (ElGamalPrivateKeyParameters) pair.getPrivate();
            good = key.getParameters().getG().modPow(key.getX(), key.getParameters().getP())
                    .equals(((ElGamalPublicKeyParameters) pair.getPublic()).getY());
        } else if (family == DSA) {
            DSAPrivateKeyParameters key = (DSAPrivateKeyParameters) pair.getPrivate();
            good = key.getParameters().getG().modPow(key.getX(), key.getParameters().getP())
                    .equals(((DSAPublicKeyParameters) pair.getPublic()).getY());
        } else {
            ECPrivateKeyParameters key = (ECPrivateKeyParameters) pair.getPrivate();
            good = key.getParameters().getG().multiply(key.getD()).normalize()
                    .equals(((ECPublicKeyParameters) pair.getPublic()).getQ());
        }
        return good ? null : "the generated public key does not match its private key";
    }
}
