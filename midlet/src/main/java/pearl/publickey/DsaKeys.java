package pearl.publickey;

import org.bouncycastle.crypto.AsymmetricCipherKeyPair;
import org.bouncycastle.crypto.AsymmetricCipherKeyPairGenerator;
import org.bouncycastle.crypto.generators.DSAKeyPairGenerator;
import org.bouncycastle.crypto.params.DSAKeyGenerationParameters;
import org.bouncycastle.crypto.params.DSAParameters;
import org.bouncycastle.crypto.params.DSAPrivateKeyParameters;
import org.bouncycastle.crypto.params.DSAPublicKeyParameters;

import pearl.math.BigInteger;

/** DSA key pairs in a fixed group of 512 or 1024 bits (generated with the JDK's DSA parameter generator). */
final class DsaKeys extends KeyMaker {

    /** DSA p, q, g for 512 and 1024 bits. */
    private static final String[][] GROUPS = {
        {
            "c645bb660cd7f42093bd5e6f3cea3e571723953ba4f0df4f1400e4c8e5e5ba30"
            + "e3fe6975e6e63554e17f97080975ef232342b27526b1159eb690a2bbf6b90487",
            "d91dfa1ae5637b2121ffa8f0654307fd3c57f6a9",
            "76d180cb74bb8df7327e4fc36d7f1377a261559858031e9576dfee11b074c56f"
            + "992a5657cd659071bc77df5d84674b876c9d9bc432b3053fe97554e402329022",
        },
        {
            "f17cf8c1f049c4bbb4b18cb3d9b0126fa3420d45d8094fd1bb8eb2d9b05d29a1"
            + "635aec184f46f6ab4cf68f19bc60bd0472a2aa12e4e91e89d8154759056bf0d4"
            + "fa0f55e483e7e66fea614b5de6ad196d32fa2ca6769be1bc811b331278fa5ab5"
            + "fa69c128579c11a9dfd902dc7c59caf49856414367423ec14cd63d6a6ee24349",
            "f2c2bd72315e3cd80cb1e26635dff95990677a3d",
            "657c1804379f8a5e793434c73e8c949c0013e4f734dad966bf3b08ba0a28255e"
            + "e2e9626ecb4c69bc744c4762dab48bebc368075f61c7062063681973c11156f2"
            + "85dbf309543b799f68279230bbbd1961cc9e727bb8cef7cf99eb629e1c574a45"
            + "329c14b9a56ac6e59a392e31302cffd901585437c09dd3c59e637a331e36282c",
        },
    };

    DsaKeys(int bits) {
        super(DSA, bits);
        if (bits != 512 && bits != 1024) {
            throw new IllegalArgumentException("no fixed DSA group of that size");
        }
    }

    private DSAParameters group() {
        String[] group = GROUPS[bits == 512 ? 0 : 1];
        return new DSAParameters(number(group[0]), number(group[1]), number(group[2]));
    }

    AsymmetricCipherKeyPairGenerator newGenerator() {
        DSAKeyPairGenerator g = new DSAKeyPairGenerator();
        g.init(new DSAKeyGenerationParameters(random(), group()));
        return g;
    }

    AsymmetricCipherKeyPair makeFixed() {
        DSAParameters group = group();
        BigInteger x = fixedPrivate().mod(group.getQ());
        return new AsymmetricCipherKeyPair(new DSAPublicKeyParameters(group.getG().modPow(x, group.getP()), group),
                new DSAPrivateKeyParameters(x, group));
    }

    boolean matches(AsymmetricCipherKeyPair pair) {
        DSAPrivateKeyParameters key = (DSAPrivateKeyParameters) pair.getPrivate();
        return key.getParameters().getG().modPow(key.getX(), key.getParameters().getP())
                .equals(((DSAPublicKeyParameters) pair.getPublic()).getY());
    }
}
