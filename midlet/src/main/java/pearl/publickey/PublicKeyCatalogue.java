package pearl.publickey;

import org.bouncycastle.crypto.engines.ElGamalEngine;
import org.bouncycastle.crypto.engines.RSAEngine;
import org.bouncycastle.crypto.signers.DSASigner;
import org.bouncycastle.crypto.signers.ECDSASigner;

import pearl.testcase.Catalogue;
import pearl.testcase.Kind;
import pearl.testcase.Operation;
import pearl.testcase.TestCase;

/**
 * The public-key table: PEARL's SCAsymmetric (RSA and ElGamal, 1024 bits, e = 65537, timeInit =
 * key generation, block by block over the plan's sizes), then the literature's operations with
 * fixed keys, one test case per operation, then multiple-precision arithmetic. A row is a family
 * (RSA, ElGamal, DSA, EC on one curve, arithmetic), a class of its own, so that a suite without it carries none
 * of its engine. An entry's keys and engine are made when the collector asks for it.
 */
public abstract class PublicKeyCatalogue implements Catalogue {

    private static final int[] RSA_BITS = {512, 1024, 2048};
    private static final int[] RSA_EXPONENTS = {3, 65537};
    private static final int ELGAMAL_BITS = 1024;
    private static final int[] DSA_BITS = {512, 1024};
    /** The SEC 2 curves (P-256 is secp256r1), one row each, and their field sizes. */
    static final String[] CURVES = {"secp112r1", "secp160r1", "secp224r1", "P-256"};
    static final int[] CURVE_BITS = {112, 160, 224, 256};
    private static final int[] ARITHMETIC_BITS = {512, 512, 512, 512, 512, 512, 512, 512, 1024};
    private static final String[] ARITHMETIC = {
        Operation.MODADD, Operation.MODREDUCE, Operation.MODMUL, Operation.MODINV,
        Operation.MODEXP_FULL, Operation.MODEXP_SMALL, Operation.MODEXP_3, Operation.MODEXP_65537,
        Operation.MODMUL,
    };

    private static final String[] RSA_OPERATIONS = {
        Operation.KEYGEN, Operation.ENCRYPT, Operation.DECRYPT, Operation.SIGN, Operation.VERIFY,
    };
    private static final String[] ELGAMAL_OPERATIONS = {Operation.KEYGEN, Operation.ENCRYPT, Operation.DECRYPT};
    private static final String[] DSA_OPERATIONS = {Operation.KEYGEN, Operation.SIGN, Operation.VERIFY};
    private static final String[] EC_OPERATIONS = {
        Operation.KEYGEN, Operation.SIGN, Operation.VERIFY, Operation.AGREE, Operation.KEY_EXPANSION,
    };

    /**
     * What a call of each family's operations costs, in the order of its operations above, in
     * thousandths of a 512-bit exponentiation on the same phone, per KB where the operation runs on
     * the plan's sizes, at the family's first key length or curve measured (RSA-1024/e65537,
     * ElGamal-1024, DSA-1024, P-256, MP-512). Measured against RSA-1024's signature, which is 1.5
     * exponentiations by definition (pearl.collector.Pace probes it): the median over
     * MicroEmulator's and phoneME's JIT and interpreter runs of the quick plan (docs/collector.md,
     * "How long a plan takes").
     */
    private static final int[][] COSTS = {
        {91000, 700, 11800, 1500, 85},
        {5300, 90000, 20300},
        {850, 890, 1670},
        {1310, 1330, 3780, 3100, 103},
        {1, 3, 3, 92, 1014, 22, 7, 25, 3},
    };
    /** The set-up of PEARL's own RSA-1024/e65537 and ElGamal-1024 encryption: a key generation each. */
    private static final int RSA_KEYGEN_SETUP = 80000;
    private static final int ELGAMAL_KEYGEN_SETUP = 5300;
    /** The key length (or curve) {@link #COSTS} are measured at, per family; the others scale with its cube. */
    private static final int[] COSTS_BITS = {1024, 1024, 1024, 256, 512};

    private static final int RSA = 0;
    private static final int ELGAMAL = 1;
    private static final int DSA = 2;
    private static final int EC = 3;
    private static final int MP = 4;
    /** This row's family. */
    private final int family;
    /** The family's index of this row's first entry. */
    private final int start;
    private final int size;

    /**
     * Entries {@code start} to {@code start + size - 1} of one family, where the family's entries
     * run key size (or curve) by key size, operation by operation within one.
     */
    PublicKeyCatalogue(int family, int start, int size) {
        this.family = family;
        this.start = start;
        this.size = size;
    }

    /** Every row, in the order they run. */
    public static Catalogue[] rows() {
        return new Catalogue[] {
            new Rsa(), new ElGamal(), new Dsa(), new Secp112r1(), new Secp160r1(), new Secp224r1(), new P256(),
            new Arithmetic(),
        };
    }

    public final int size() {
        return size;
    }

    public final String algorithm(int i) {
        i += start;
        int row = familyRow(i);
        StringBuffer name = new StringBuffer();
        if (family == RSA) {
            name.append("RSA-").append(RSA_BITS[row / RSA_EXPONENTS.length]).append("/e")
                    .append(RSA_EXPONENTS[row % RSA_EXPONENTS.length]);
        } else if (family == ELGAMAL) {
            name.append("ElGamal-").append(ELGAMAL_BITS);
        } else if (family == DSA) {
            name.append("DSA-").append(DSA_BITS[row]);
        } else if (family == EC) {
            String operation = familyOperation(i);
            name.append(Operation.AGREE.equals(operation) ? "ECDH/"
                    : Operation.KEY_EXPANSION.equals(operation) ? "EC/" : "ECDSA/").append(CURVES[row]);
        } else {
            name.append("MP-").append(ARITHMETIC_BITS[row]);
        }
        return name.toString();
    }

    public final String operation(int i) {
        return familyOperation(i + start);
    }

    private String familyOperation(int i) {
        if (family == RSA) {
            return RSA_OPERATIONS[i % RSA_OPERATIONS.length];
        } else if (family == ELGAMAL) {
            return ELGAMAL_OPERATIONS[i];
        } else if (family == DSA) {
            return DSA_OPERATIONS[i % DSA_OPERATIONS.length];
        } else if (family == EC) {
            return EC_OPERATIONS[i % EC_OPERATIONS.length];
        }
        return ARITHMETIC[i];
    }

    public final String kind(int i) {
        if (family == RSA || family == DSA) {
            return Kind.SIGNATURE;
        } else if (family == ELGAMAL) {
            return Kind.ENCRYPTION;
        } else if (family == EC) {
            String operation = operation(i);
            return Operation.AGREE.equals(operation) ? Kind.AGREEMENT
                    : Operation.KEY_EXPANSION.equals(operation) ? Kind.CURVE : Kind.SIGNATURE;
        }
        return Kind.ARITHMETIC;
    }

    /** PEARL's own table holds no public-key algorithm. */
    public final boolean pearlTable(int i) {
        return false;
    }

    public final int keyBits(int i) {
        return familyKeyBits(i + start);
    }

    private int familyKeyBits(int i) {
        int row = familyRow(i);
        if (family == RSA) {
            return RSA_BITS[row / RSA_EXPONENTS.length];
        } else if (family == ELGAMAL) {
            return ELGAMAL_BITS;
        } else if (family == DSA) {
            return DSA_BITS[row];
        } else if (family == EC) {
            return CURVE_BITS[row];
        }
        return ARITHMETIC_BITS[row];
    }

    /** Only encryption and decryption have a set-up to time (a key generation for PEARL's own). */
    public final boolean hasInit(int i) {
        String operation = operation(i);
        return family != MP && (Operation.ENCRYPT.equals(operation) || Operation.DECRYPT.equals(operation));
    }

    /**
     * Ciphers run over the plan's sizes; a signature is over a digest; a key generation, an
     * agreement, a key expansion and an arithmetic operation work on numbers of the key's length.
     */
    public final int fixedSize(int i) {
        String operation = operation(i);
        if (family == MP) {
            return keyBits(i) / 8;
        } else if (Operation.ENCRYPT.equals(operation) || Operation.DECRYPT.equals(operation)) {
            return 0;
        } else if (Operation.SIGN.equals(operation) || Operation.VERIFY.equals(operation)) {
            return SignatureTestCase.DIGEST_BYTES;
        }
        return (keyBits(i) + 7) / 8;
    }

    /**
     * From {@link #COSTS}: a key length {@code k} times the measured one costs k³ as much per call (k²
     * per KB, whose blocks grow with the key), with either public exponent; fixed keys (every set-up
     * but PEARL's own key generations) next to nothing.
     */
    public final int cost(int i, boolean init) {
        int operation = i + start;
        if (family == RSA || family == DSA || family == EC) {
            operation %= COSTS[family].length;
        }
        long cost = COSTS[family][operation];
        if (init) {
            // only encryption and decryption have a set-up
            return family == ELGAMAL ? ELGAMAL_KEYGEN_SETUP
                    : keyBits(i) == 1024 && RSA_EXPONENTS[row(i) % 2] == 65537 ? RSA_KEYGEN_SETUP : 1;
        }
        long scale = (long) keyBits(i) * 1024 / COSTS_BITS[family];
        cost = cost * scale * scale / (1024 * 1024);
        if (fixedSize(i) > 0) {
            cost = cost * scale / 1024;
        }
        return (int) Math.max(1, cost);
    }

    /** The row within the family (an RSA key size and exponent, a DSA size, a curve, an arithmetic operation). */
    final int row(int i) {
        return familyRow(i + start);
    }

    private int familyRow(int i) {
        if (family == RSA) {
            return i / RSA_OPERATIONS.length;
        } else if (family == DSA) {
            return i / DSA_OPERATIONS.length;
        } else if (family == EC) {
            return i / EC_OPERATIONS.length;
        }
        return family == ELGAMAL ? 0 : i;
    }

    /** Whether entry {@code i} is the first of its pair (encrypt before decrypt, sign before verify). */
    final boolean first(int i) {
        String operation = operation(i);
        return Operation.ENCRYPT.equals(operation) || Operation.SIGN.equals(operation);
    }

    /** RSA with each key size and exponent: key generation, encryption, decryption, signature, verification. */
    public static final class Rsa extends PublicKeyCatalogue {
        public Rsa() {
            super(RSA, 0, RSA_BITS.length * RSA_EXPONENTS.length * RSA_OPERATIONS.length);
        }

        public TestCase create(int i) {
            int exponent = RSA_EXPONENTS[row(i) % RSA_EXPONENTS.length];
            KeyMaker keys = new RsaKeys(keyBits(i), exponent);
            if (Operation.KEYGEN.equals(operation(i))) {
                return new KeyGenTestCase(algorithm(i), keys);
            } else if (hasInit(i)) {
                // PEARL's RSA-1024/e65537 generates a key pair as its set-up; the others use fixed keys
                return new AsymmetricCipherTestCase(algorithm(i), keys, new RSAEngine(), first(i),
                        keys.bits == 1024 && exponent == 65537);
            }
            return new RsaSignatureTestCase(algorithm(i), keys, first(i));
        }
    }

    /** PEARL's ElGamal-1024: key generation, encryption (with a key generation as set-up), decryption. */
    public static final class ElGamal extends PublicKeyCatalogue {
        public ElGamal() {
            super(ELGAMAL, 0, ELGAMAL_OPERATIONS.length);
        }

        public TestCase create(int i) {
            KeyMaker keys = new ElGamalKeys(ELGAMAL_BITS);
            if (Operation.KEYGEN.equals(operation(i))) {
                return new KeyGenTestCase(algorithm(i), keys);
            }
            return new AsymmetricCipherTestCase(algorithm(i), keys, new ElGamalEngine(), first(i), true);
        }
    }

    /** DSA with each key size: key generation, signature, verification. */
    public static final class Dsa extends PublicKeyCatalogue {
        public Dsa() {
            super(DSA, 0, DSA_BITS.length * DSA_OPERATIONS.length);
        }

        public TestCase create(int i) {
            KeyMaker keys = new DsaKeys(keyBits(i));
            if (Operation.KEYGEN.equals(operation(i))) {
                return new KeyGenTestCase(algorithm(i), keys);
            }
            return new SignatureTestCase(algorithm(i), keys, new DSASigner(), first(i));
        }
    }

    /**
     * EC on one curve, a row of its own holding the curve's parameters: key generation, ECDSA
     * signature and verification, ECDH agreement, key expansion.
     */
    abstract static class Ec extends PublicKeyCatalogue {
        Ec(int curve) {
            super(EC, curve * EC_OPERATIONS.length, EC_OPERATIONS.length);
        }

        /**
         * p, a, b, base point (uncompressed), order n, as SEC 2 prints them; cofactor 1. Made when a
         * test case is, so that the catalogue the collector keeps for the whole run holds none.
         */
        abstract String[] parameters();

        final EcKeys keys() {
            return new EcKeys(CURVES[row(0)], CURVE_BITS[row(0)], parameters());
        }

        public final TestCase create(int i) {
            EcKeys keys = keys();
            String operation = operation(i);
            if (Operation.KEYGEN.equals(operation)) {
                return new KeyGenTestCase(algorithm(i), keys);
            } else if (Operation.AGREE.equals(operation)) {
                return new AgreementTestCase(algorithm(i), keys);
            } else if (Operation.KEY_EXPANSION.equals(operation)) {
                return new KeyExpansionTestCase(algorithm(i), keys);
            }
            return new SignatureTestCase(algorithm(i), keys, new ECDSASigner(), first(i));
        }
    }

    /** SEC 2's secp112r1. */
    public static final class Secp112r1 extends Ec {
        public Secp112r1() {
            super(0);
        }

        String[] parameters() {
            return new String[] {
                "db7c2abf62e35e668076bead208b",
                "db7c2abf62e35e668076bead2088",
                "659ef8ba043916eede8911702b22",
                "0409487239995a5ee76b55f9c2f098a89ce5af8724c0a23e0e0ff77500",
                "db7c2abf62e35e7628dfac6561c5",
            };
        }
    }

    /** SEC 2's secp160r1. */
    public static final class Secp160r1 extends Ec {
        public Secp160r1() {
            super(1);
        }

        String[] parameters() {
            return new String[] {
                "ffffffffffffffffffffffffffffffff7fffffff",
                "ffffffffffffffffffffffffffffffff7ffffffc",
                "1c97befc54bd7a8b65acf89f81d4d4adc565fa45",
                "044a96b5688ef573284664698968c38bb913cbfc8223a628553168947d59dcc9"
                + "12042351377ac5fb32",
                "100000000000000000001f4c8f927aed3ca752257",
            };
        }
    }

    /** SEC 2's secp224r1. */
    public static final class Secp224r1 extends Ec {
        public Secp224r1() {
            super(2);
        }

        String[] parameters() {
            return new String[] {
                "ffffffffffffffffffffffffffffffff000000000000000000000001",
                "fffffffffffffffffffffffffffffffefffffffffffffffffffffffe",
                "b4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4",
                "04b70e0cbd6bb4bf7f321390b94a03c1d356c21122343280d6115c1d21bd3763"
                + "88b5f723fb4c22dfe6cd4375a05a07476444d5819985007e34",
                "ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3d",
            };
        }
    }

    /** P-256 (SEC 2's secp256r1). */
    public static final class P256 extends Ec {
        public P256() {
            super(3);
        }

        String[] parameters() {
            return new String[] {
                "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff",
                "ffffffff00000001000000000000000000000000fffffffffffffffffffffffc",
                "5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b",
                "046b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c2"
                + "964fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51"
                + "f5",
                "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551",
            };
        }
    }

    /** Multiple-precision arithmetic of pearl.math on numbers of the key's length. */
    public static final class Arithmetic extends PublicKeyCatalogue {
        public Arithmetic() {
            super(MP, 0, ARITHMETIC.length);
        }

        public TestCase create(int i) {
            return new ArithmeticTestCase(ARITHMETIC_BITS[row(i)], operation(i));
        }
    }
}
