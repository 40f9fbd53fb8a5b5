package pearl.publickey;

import org.bouncycastle.crypto.AsymmetricCipherKeyPair;
import org.bouncycastle.crypto.AsymmetricCipherKeyPairGenerator;
import org.bouncycastle.crypto.generators.ElGamalKeyPairGenerator;
import org.bouncycastle.crypto.params.ElGamalKeyGenerationParameters;
import org.bouncycastle.crypto.params.ElGamalParameters;
import org.bouncycastle.crypto.params.ElGamalPrivateKeyParameters;
import org.bouncycastle.crypto.params.ElGamalPublicKeyParameters;

import pearl.math.BigInteger;

/**
 * ElGamal key pairs in the JDK's 1024-bit Diffie-Hellman group (the Oakley group 2 prime of
 * RFC 2409, generator 2).
 */
final class ElGamalKeys extends KeyMaker {

    private static final String P = "ffffffffffffffffc90fdaa22168c234c4c6628b80dc1cd129024e088a67cc74"
            + "020bbea63b139b22514a08798e3404ddef9519b3cd3a431b302b0a6df25f1437"
            + "4fe1356d6d51c245e485b576625e7ec6f44c42e9a637ed6b0bff5cb6f406b7ed"
            + "ee386bfb5a899fa5ae9f24117c4b1fe649286651ece65381ffffffffffffffff";

    ElGamalKeys(int bits) {
        super(ELGAMAL, bits);
    }

    private static ElGamalParameters group() {
        return new ElGamalParameters(number(P), BigInteger.valueOf(2));
    }

    AsymmetricCipherKeyPairGenerator newGenerator() {
        ElGamalKeyPairGenerator g = new ElGamalKeyPairGenerator();
        g.init(new ElGamalKeyGenerationParameters(random(), group()));
        return g;
    }

    AsymmetricCipherKeyPair makeFixed() {
        BigInteger x = fixedPrivate();
        ElGamalParameters group = group();
        return new AsymmetricCipherKeyPair(new ElGamalPublicKeyParameters(group.getG().modPow(x, group.getP()), group),
                new ElGamalPrivateKeyParameters(x, group));
    }

    boolean matches(AsymmetricCipherKeyPair pair) {
        ElGamalPrivateKeyParameters key = (ElGamalPrivateKeyParameters) pair.getPrivate();
        return key.getParameters().getG().modPow(key.getX(), key.getParameters().getP())
                .equals(((ElGamalPublicKeyParameters) pair.getPublic()).getY());
    }
}
