package pearl.publickey;

import org.bouncycastle.crypto.engines.ElGamalEngine;
import org.bouncycastle.crypto.engines.RSAEngine;
import org.bouncycastle.crypto.signers.DSASigner;
import org.bouncycastle.crypto.signers.ECDSASigner;

import pearl.collector.Catalogue;
import pearl.collector.Operation;
import pearl.collector.Suite;
import pearl.collector.TestCase;

/**
 * The public-key table: PEARL's SCAsymmetric (RSA and ElGamal, 1024 bits, e = 65537, timeInit =
 * key generation, block by block over the plan's sizes), then the literature's operations with
 * fixed keys, one test case per operation, then multiple-precision arithmetic. A row is a family
 * (RSA, ElGamal, DSA, EC, arithmetic), a class of its own, so that a suite without it carries none
 * of its engine. An entry's keys and engine are made when the collector asks for it.
 */
public abstract class PublicKeyCatalogue implements Catalogue {

    private static final int[] RSA_BITS = {512, 1024, 2048};
    private static final int[] RSA_EXPONENTS = {3, 65537};
    private static final int ELGAMAL_BITS = 1024;
    private static final int[] DSA_BITS = {512, 1024};
    /** The SEC 2 curves of {@link FixedKeys}, and their field sizes. */
    static final String[] CURVES = {FixedKeys.SECP112R1, FixedKeys.SECP160R1, FixedKeys.SECP224R1, FixedKeys.P256};
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

    private static final int RSA = 0;
    private static final int ELGAMAL = 1;
    private static final int DSA = 2;
    private static final int EC = 3;
    private static final int MP = 4;
    /** Entries of each family, in the order above. */
    private static final int[] ENTRIES = {
        RSA_BITS.length * RSA_EXPONENTS.length * RSA_OPERATIONS.length, ELGAMAL_OPERATIONS.length,
        DSA_BITS.length * DSA_OPERATIONS.length, CURVES.length * EC_OPERATIONS.length, ARITHMETIC.length,
    };

    /** This row's family. */
    private final int family;

    PublicKeyCatalogue(int family) {
        this.family = family;
    }

    /** Every row, in the order they run. */
    public static Suite rows() {
        return new Suite(new Catalogue[] {new Rsa(), new ElGamal(), new Dsa(), new Ec(), new Arithmetic()});
    }

    public final int size() {
        return ENTRIES[family];
    }

    public final String algorithm(int i) {
        int row = row(i);
        StringBuffer name = new StringBuffer();
        if (family == RSA) {
            name.append("RSA-").append(RSA_BITS[row / RSA_EXPONENTS.length]).append("/e")
                    .append(RSA_EXPONENTS[row % RSA_EXPONENTS.length]);
        } else if (family == ELGAMAL) {
            name.append("ElGamal-").append(ELGAMAL_BITS);
        } else if (family == DSA) {
            name.append("DSA-").append(DSA_BITS[row]);
        } else if (family == EC) {
            String operation = operation(i);
            name.append(Operation.AGREE.equals(operation) ? "ECDH/"
                    : Operation.KEY_EXPANSION.equals(operation) ? "EC/" : "ECDSA/").append(CURVES[row]);
        } else {
            name.append("MP-").append(ARITHMETIC_BITS[row]);
        }
        return name.toString();
    }

    public final String operation(int i) {
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

    public final int keyBits(int i) {
        int row = row(i);
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

    /** The row within the family (an RSA key size and exponent, a DSA size, a curve, an arithmetic operation). */
    final int row(int i) {
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
            super(RSA);
        }

        public TestCase create(int i) {
            int exponent = RSA_EXPONENTS[row(i) % RSA_EXPONENTS.length];
            KeyMaker keys = KeyMaker.rsa(keyBits(i), exponent);
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
            super(ELGAMAL);
        }

        public TestCase create(int i) {
            KeyMaker keys = KeyMaker.elGamal(ELGAMAL_BITS);
            if (Operation.KEYGEN.equals(operation(i))) {
                return new KeyGenTestCase(algorithm(i), keys);
            }
            return new AsymmetricCipherTestCase(algorithm(i), keys, new ElGamalEngine(), first(i), true);
        }
    }

    /** DSA with each key size: key generation, signature, verification. */
    public static final class Dsa extends PublicKeyCatalogue {
        public Dsa() {
            super(DSA);
        }

        public TestCase create(int i) {
            KeyMaker keys = KeyMaker.dsa(DSA_BITS[row(i)]);
            if (Operation.KEYGEN.equals(operation(i))) {
                return new KeyGenTestCase(algorithm(i), keys);
            }
            return new SignatureTestCase(algorithm(i), keys, new DSASigner(), first(i));
        }
    }

    /** EC on each curve: key generation, ECDSA signature and verification, ECDH agreement, key expansion. */
    public static final class Ec extends PublicKeyCatalogue {
        public Ec() {
            super(EC);
        }

        public TestCase create(int i) {
            KeyMaker keys = KeyMaker.ec(CURVES[row(i)], CURVE_BITS[row(i)]);
            String operation = operation(i);
            if (Operation.KEYGEN.equals(operation)) {
                return new KeyGenTestCase(algorithm(i), keys);
            } else if (Operation.AGREE.equals(operation)) {
                return new AgreementTestCase(algorithm(i), keys);
            } else if (Operation.KEY_EXPANSION.equals(operation)) {
                return new KeyExpansionTestCase(algorithm(i), keys, CURVES[row(i)]);
            }
            return new SignatureTestCase(algorithm(i), keys, new ECDSASigner(), first(i));
        }
    }

    /** Multiple-precision arithmetic of pearl.math on numbers of the key's length. */
    public static final class Arithmetic extends PublicKeyCatalogue {
        public Arithmetic() {
            super(MP);
        }

        public TestCase create(int i) {
            return new ArithmeticTestCase(ARITHMETIC_BITS[i], operation(i));
        }
    }
}
