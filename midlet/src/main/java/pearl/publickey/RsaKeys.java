package pearl.publickey;

import org.bouncycastle.crypto.AsymmetricCipherKeyPair;
import org.bouncycastle.crypto.AsymmetricCipherKeyPairGenerator;
import org.bouncycastle.crypto.generators.RSAKeyPairGenerator;
import org.bouncycastle.crypto.params.RSAKeyGenerationParameters;
import org.bouncycastle.crypto.params.RSAKeyParameters;
import org.bouncycastle.crypto.params.RSAPrivateCrtKeyParameters;

import pearl.math.BigInteger;

/**
 * RSA key pairs of one size and public exponent. The fixed keys are stored as their two primes
 * (generated once with the JDK's KeyPairGenerator); the modulus, private exponent and CRT values
 * are derived on first use, so that timing a signature or a decryption does not first cost a key
 * generation on the phone.
 */
final class RsaKeys extends KeyMaker {

    /** Miller-Rabin certainty for RSA primes: error below 2^-80, as BC's own tests use. */
    private static final int CERTAINTY = 80;

    /** RSA primes p, q for 512, 1024, 2048 bits, each with e = 3 then e = 65537. */
    private static final String[][] PRIMES = {
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

    private final int exponent;

    RsaKeys(int bits, int exponent) {
        super(RSA, bits);
        this.exponent = exponent;
    }

    AsymmetricCipherKeyPairGenerator newGenerator() {
        RSAKeyPairGenerator g = new RSAKeyPairGenerator();
        g.init(new RSAKeyGenerationParameters(BigInteger.valueOf(exponent), random(), bits, CERTAINTY));
        return g;
    }

    AsymmetricCipherKeyPair makeFixed() {
        RSAPrivateCrtKeyParameters key = fixed(bits, exponent);
        return new AsymmetricCipherKeyPair(new RSAKeyParameters(false, key.getModulus(), key.getPublicExponent()), key);
    }

    boolean matches(AsymmetricCipherKeyPair pair) {
        RSAPrivateCrtKeyParameters key = (RSAPrivateCrtKeyParameters) pair.getPrivate();
        BigInteger m = BigInteger.valueOf(0x5045524cL);
        return key.getP().multiply(key.getQ()).equals(key.getModulus())
                && key.getModulus().bitLength() == bits
                && m.modPow(key.getPublicExponent(), key.getModulus()).modPow(key.getExponent(), key.getModulus()).equals(m);
    }

    /** The fixed private key of that size and exponent. */
    static RSAPrivateCrtKeyParameters fixed(int bits, int exponent) {
        int row = (bits == 512 ? 0 : bits == 1024 ? 2 : 4) + (exponent == 3 ? 0 : 1);
        if (bits != 512 && bits != 1024 && bits != 2048 || exponent != 3 && exponent != 65537) {
            throw new IllegalArgumentException("no fixed RSA key of that size and exponent");
        }
        return fromPrimes(number(PRIMES[row][0]), number(PRIMES[row][1]), BigInteger.valueOf(exponent));
    }

    /** The full CRT private key from its primes, as a key generator would have returned it. */
    private static RSAPrivateCrtKeyParameters fromPrimes(BigInteger p, BigInteger q, BigInteger e) {
        BigInteger n = p.multiply(q);
        BigInteger phi = p.subtract(BigInteger.ONE).multiply(q.subtract(BigInteger.ONE));
        BigInteger d = e.modInverse(phi);
        return new RSAPrivateCrtKeyParameters(n, e, d, p, q, d.mod(p.subtract(BigInteger.ONE)),
                d.mod(q.subtract(BigInteger.ONE)), q.modInverse(p));
    }
}
