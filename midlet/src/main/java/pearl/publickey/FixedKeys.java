package pearl.publickey;

import org.bouncycastle.crypto.params.DSAParameters;
import org.bouncycastle.crypto.params.ECDomainParameters;
import org.bouncycastle.crypto.params.ElGamalParameters;
import org.bouncycastle.crypto.params.RSAKeyParameters;
import org.bouncycastle.crypto.params.RSAPrivateCrtKeyParameters;
import org.bouncycastle.math.ec.ECCurve;

import pearl.math.BigInteger;

/**
 * Domain parameters and pre-generated keys, so that timing a signature or a decryption does not
 * first cost a key generation on the phone (which is timed by its own keygen test cases).
 * <p>
 * RSA keys are stored as their two primes (generated once with the JDK's KeyPairGenerator); the
 * modulus, private exponent and CRT values are derived on first use. DSA groups were generated
 * with the JDK's DSA parameter generator; the ElGamal group is the JDK's 1024-bit Diffie-Hellman
 * group (the Oakley group 2 prime of RFC 2409, generator 2); the curves are those of SEC 2
 * (P-256 is secp256r1), with the base point uncompressed.
 */
final class FixedKeys {

    /** RSA primes p, q for 512, 1024, 2048 bits, each with e = 3 then e = 65537. */
    private static final String[][] RSA = {
        {
            "eb055b5716567ac1228c5bc641f9d7fd5ef2694fae756839de9d3632279fc229",
            "e72bbbdc8d5876336d7c03a1ede95bf4fc081bcd56e4fbfd7cdc24757dab39cd",
        },
        {
            "e36b085ff2bac410b30ac4b355fb43a8844633b6aee2f7ad1ce85cd59d106a91",
            "efc9de738faeb6bfc50cfc8277fa74ddd62777ad2be196df624795f324a80f09",
        },
        {
            "d90e06c9c9e8df158e0aa82391f2e203402802b3c498b2f0682664149a58973c"
            + "cb32054a6b861dc5f8d80a89d5d2d0083640dabd9ed335e77c473d08d716ce19",
            "a917fceffdcdf08a62aa023b926b1d745db41f1f9f36146b601e29b27af8faf9"
            + "aa8e730fb9d5c06a00cd606ec4fca22e087bffe7fede687fd205d0405deff669",
        },
        {
            "f962297783df93fc357713c6927158dd51650580c5288055e26ec7c255e29762"
            + "105f04b7259ac6db50ae0fa378f6a59d50c67bd9093024b4893efa836a04f997",
            "c86393820bd29d13b961a0bf0d96a40d498f3ba9fb28044293cc18da4a401d84"
            + "6d4c48e9fc32572939c2415822e7ebb2210998211fa417a6b27be8f03ff375e5",
        },
        {
            "c342e7d810ffc656490c59f2b9dfad6649a98e854cbf1380241b09545a63b150"
            + "6ca499c150e3a42bae229fad5c09b0f728a2a92bc49c64eb3034b5d757d1fab1"
            + "4c29c01476b59001aba58a3f3b6efe115aabec217aaa241351ccb39257f44023"
            + "98809fe68ee23a5940c919f23c6a3de365ddc6a062ddea6c070bdc99fe542f77",
            "ef01857947da72cf01aa63730dcf00d8bffaac2e6cba7b2e024d889066d6dc9d"
            + "726ac455c961be93622feaeb4e29b6c7ac4b602b40ece1d3bb8cd35e56a52f66"
            + "20de2fd5a5935d81f3aeaf64874892e242ebb8f6f265378deea8b323294514f9"
            + "c94be4a89350a398329106190099ac55ce2083f90c9684e6dc44acded62bf287",
        },
        {
            "ea22fa49604394394b39c386a525a6fe6b85c1059c5d132877e1f759137cafed"
            + "e8bcfb57c6c59e61c99fd21557000e6c510a774bad0fa6461565b676507e0a94"
            + "0398ee2973413bd5d6098b5dbe82a790edeed27b4d8dbcab44da081607eddac1"
            + "591675fa7c42659827bc9a6e747724389e9db578f5f0f408d972363228265b2f",
            "c23c840ebddc730beb8737d8bcec98aa54b7a69699e3b496dfb2b2c92e58bcc0"
            + "c4ed6af2a9eb85cc7df248078b5e2c1474ea5b255851a023c7b89a2824d339fd"
            + "402927eb1dadf81df6308e26e37cb711df6d74331cf9ae4f5b7ad9f014e79bb4"
            + "7a5d6de9b910e90deab94c17efa9bdcd1453ae8e4d4965e5c855c91cab134113",
        },
    };

    /** DSA p, q, g for 512 and 1024 bits. */
    private static final String[][] DSA = {
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

    private static final String ELGAMAL_P = "ffffffffffffffffc90fdaa22168c234c4c6628b80dc1cd129024e088a67cc74"
            + "020bbea63b139b22514a08798e3404ddef9519b3cd3a431b302b0a6df25f1437"
            + "4fe1356d6d51c245e485b576625e7ec6f44c42e9a637ed6b0bff5cb6f406b7ed"
            + "ee386bfb5a899fa5ae9f24117c4b1fe649286651ece65381ffffffffffffffff";

    static final String SECP112R1 = "secp112r1";
    static final String SECP160R1 = "secp160r1";
    static final String SECP224R1 = "secp224r1";
    static final String P256 = "P-256";

    /** p, a, b, base point (uncompressed), order n for each of {@link PublicKeyCatalogue#CURVES}; cofactor 1. */
    private static final String[][] CURVE = {
        {
            "db7c2abf62e35e668076bead208b",
            "db7c2abf62e35e668076bead2088",
            "659ef8ba043916eede8911702b22",
            "0409487239995a5ee76b55f9c2f098a89ce5af8724c0a23e0e0ff77500",
            "db7c2abf62e35e7628dfac6561c5",
        },
        {
            "ffffffffffffffffffffffffffffffff7fffffff",
            "ffffffffffffffffffffffffffffffff7ffffffc",
            "1c97befc54bd7a8b65acf89f81d4d4adc565fa45",
            "044a96b5688ef573284664698968c38bb913cbfc8223a628553168947d59dcc9"
            + "12042351377ac5fb32",
            "100000000000000000001f4c8f927aed3ca752257",
        },
        {
            "ffffffffffffffffffffffffffffffff000000000000000000000001",
            "fffffffffffffffffffffffffffffffefffffffffffffffffffffffe",
            "b4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4",
            "04b70e0cbd6bb4bf7f321390b94a03c1d356c21122343280d6115c1d21bd3763"
            + "88b5f723fb4c22dfe6cd4375a05a07476444d5819985007e34",
            "ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3d",
        },
        {
            "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff",
            "ffffffff00000001000000000000000000000000fffffffffffffffffffffffc",
            "5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b",
            "046b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c2"
            + "964fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51"
            + "f5",
            "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551",
        },
    };

    private FixedKeys() {
    }

    static RSAPrivateCrtKeyParameters rsa(int bits, int exponent) {
        int row = (bits == 512 ? 0 : bits == 1024 ? 2 : 4) + (exponent == 3 ? 0 : 1);
        if (bits != 512 && bits != 1024 && bits != 2048 || exponent != 3 && exponent != 65537) {
            throw new IllegalArgumentException("no fixed RSA key of that size and exponent");
        }
        return rsaFromPrimes(number(RSA[row][0]), number(RSA[row][1]), BigInteger.valueOf(exponent));
    }

    /** The full CRT private key from its primes, as a key generator would have returned it. */
    static RSAPrivateCrtKeyParameters rsaFromPrimes(BigInteger p, BigInteger q, BigInteger e) {
        BigInteger n = p.multiply(q);
        BigInteger phi = p.subtract(BigInteger.ONE).multiply(q.subtract(BigInteger.ONE));
        BigInteger d = e.modInverse(phi);
        return new RSAPrivateCrtKeyParameters(n, e, d, p, q, d.mod(p.subtract(BigInteger.ONE)),
                d.mod(q.subtract(BigInteger.ONE)), q.modInverse(p));
    }

    static RSAKeyParameters publicOf(RSAPrivateCrtKeyParameters key) {
        return new RSAKeyParameters(false, key.getModulus(), key.getPublicExponent());
    }

    static DSAParameters dsa(int bits) {
        String[] group = DSA[bits == 512 ? 0 : 1];
        if (bits != 512 && bits != 1024) {
            throw new IllegalArgumentException("no fixed DSA group of that size");
        }
        return new DSAParameters(number(group[0]), number(group[1]), number(group[2]));
    }

    static ElGamalParameters elGamal() {
        return new ElGamalParameters(number(ELGAMAL_P), BigInteger.valueOf(2));
    }

    static int curveBits(String name) {
        return number(CURVE[curveIndex(name)][0]).bitLength();
    }

    static ECDomainParameters curve(String name) {
        String[] c = CURVE[curveIndex(name)];
        BigInteger n = number(c[4]);
        ECCurve curve = new ECCurve.Fp(number(c[0]), number(c[1]), number(c[2]), n, BigInteger.ONE);
        return new ECDomainParameters(curve, curve.decodePoint(pearl.collector.Hex.decode(c[3])), n, BigInteger.ONE);
    }

    /** SEC 2's base point of the curve, uncompressed, as SEC 2 prints it. */
    static String generator(String name) {
        return CURVE[curveIndex(name)][3];
    }

    private static int curveIndex(String name) {
        for (int i = 0; i < PublicKeyCatalogue.CURVES.length; i++) {
            if (PublicKeyCatalogue.CURVES[i].equals(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException(new StringBuffer("no curve named ").append(name).toString());
    }

    private static BigInteger number(String hex) {
        return new BigInteger(hex, 16);
    }
}
