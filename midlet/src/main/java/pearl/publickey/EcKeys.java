package pearl.publickey;

import org.bouncycastle.crypto.AsymmetricCipherKeyPair;
import org.bouncycastle.crypto.AsymmetricCipherKeyPairGenerator;
import org.bouncycastle.crypto.generators.ECKeyPairGenerator;
import org.bouncycastle.crypto.params.ECDomainParameters;
import org.bouncycastle.crypto.params.ECKeyGenerationParameters;
import org.bouncycastle.crypto.params.ECPrivateKeyParameters;
import org.bouncycastle.crypto.params.ECPublicKeyParameters;
import org.bouncycastle.math.ec.ECCurve;

import pearl.math.BigInteger;
import pearl.util.Hex;

/**
 * EC key pairs on one SEC 2 prime curve (P-256 is secp256r1), given by its parameters as SEC 2
 * prints them: p, a, b, the base point uncompressed, the order n; cofactor 1. Each curve's row
 * holds its own parameters, so that a suite carries only the curves it measures.
 */
final class EcKeys extends KeyMaker {

    final String curve;
    private final String[] parameters;

    EcKeys(String curve, int bits, String[] parameters) {
        super(EC, bits);
        this.curve = curve;
        this.parameters = parameters;
    }

    /** The curve and its base point, as Bouncy Castle's generic prime-field curve. */
    ECDomainParameters domain() {
        BigInteger n = number(parameters[4]);
        ECCurve c = new ECCurve.Fp(number(parameters[0]), number(parameters[1]), number(parameters[2]), n, BigInteger.ONE);
        return new ECDomainParameters(c, c.decodePoint(Hex.decode(parameters[3])), n, BigInteger.ONE);
    }

    /** SEC 2's base point of the curve, uncompressed, as SEC 2 prints it. */
    String generator() {
        return parameters[3];
    }

    /** The field's size in bits. */
    int fieldBits() {
        return number(parameters[0]).bitLength();
    }

    AsymmetricCipherKeyPairGenerator newGenerator() {
        ECKeyPairGenerator g = new ECKeyPairGenerator();
        g.init(new ECKeyGenerationParameters(domain(), random()));
        return g;
    }

    AsymmetricCipherKeyPair makeFixed() {
        ECDomainParameters domain = domain();
        BigInteger x = fixedPrivate().mod(domain.getN());
        return new AsymmetricCipherKeyPair(new ECPublicKeyParameters(domain.getG().multiply(x).normalize(), domain),
                new ECPrivateKeyParameters(x, domain));
    }

    boolean matches(AsymmetricCipherKeyPair pair) {
        ECPrivateKeyParameters key = (ECPrivateKeyParameters) pair.getPrivate();
        return key.getParameters().getG().multiply(key.getD()).normalize()
                .equals(((ECPublicKeyParameters) pair.getPublic()).getQ());
    }
}
