package pearl.publickey;

import org.bouncycastle.crypto.engines.ElGamalEngine;
import org.bouncycastle.crypto.engines.RSAEngine;
import org.bouncycastle.crypto.signers.DSASigner;
import org.bouncycastle.crypto.signers.ECDSASigner;

import pearl.collector.Catalogue;
import pearl.collector.Operation;
import pearl.collector.TestCase;

/**
 * The public-key table: PEARL's SCAsymmetric (RSA and ElGamal, 1024 bits, e = 65537, timeInit =
 * key generation, block by block over the plan's sizes), then the literature's operations with
 * fixed keys, one test case per operation, then multiple-precision arithmetic. An entry's keys
 * and engine are made when the collector asks for it.
 */
public final class PublicKeyCatalogue implements Catalogue {

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

    public int size() {
        int size = 0;
        for (int f = 0; f < ENTRIES.length; f++) {
            size += ENTRIES[f];
        }
        return size;
    }

    public String algorithm(int i) {
        int family = family(i);
        int row = row(family, i);
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

    public String operation(int i) {
        int family = family(i);
        int within = i - start(family);
        if (family == RSA) {
            return RSA_OPERATIONS[within % RSA_OPERATIONS.length];
        } else if (family == ELGAMAL) {
            return ELGAMAL_OPERATIONS[within];
        } else if (family == DSA) {
            return DSA_OPERATIONS[within % DSA_OPERATIONS.length];
        } else if (family == EC) {
            return EC_OPERATIONS[within % EC_OPERATIONS.length];
        }
        return ARITHMETIC[within];
    }

    public int keyBits(int i) {
        int family = family(i);
        int row = row(family, i);
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
    public boolean hasInit(int i) {
        String operation = operation(i);
        return family(i) != MP && (Operation.ENCRYPT.equals(operation) || Operation.DECRYPT.equals(operation));
    }

    /**
     * Ciphers run over the plan's sizes; a signature is over a digest; a key generation, an
     * agreement, a key expansion and an arithmetic operation work on numbers of the key's length.
     */
    public int fixedSize(int i) {
        String operation = operation(i);
        if (family(i) == MP) {
            return keyBits(i) / 8;
        } else if (Operation.ENCRYPT.equals(operation) || Operation.DECRYPT.equals(operation)) {
            return 0;
        } else if (Operation.SIGN.equals(operation) || Operation.VERIFY.equals(operation)) {
            return SignatureTestCase.DIGEST_BYTES;
        }
        return (keyBits(i) + 7) / 8;
    }

    public TestCase create(int i) {
        int family = family(i);
        int row = row(family, i);
        String name = algorithm(i);
        String operation = operation(i);
        if (family == MP) {
            return new ArithmeticTestCase(ARITHMETIC_BITS[row], operation);
        }
        KeyMaker keys;
        if (family == RSA) {
            keys = KeyMaker.rsa(keyBits(i), RSA_EXPONENTS[row % RSA_EXPONENTS.length]);
        } else if (family == ELGAMAL) {
            keys = KeyMaker.elGamal(ELGAMAL_BITS);
        } else if (family == DSA) {
            keys = KeyMaker.dsa(DSA_BITS[row]);
        } else {
            keys = KeyMaker.ec(CURVES[row], CURVE_BITS[row]);
        }
        boolean first = Operation.ENCRYPT.equals(operation) || Operation.SIGN.equals(operation);
        if (Operation.KEYGEN.equals(operation)) {
            return new KeyGenTestCase(name, keys);
        } else if (Operation.AGREE.equals(operation)) {
            return new AgreementTestCase(name, keys);
        } else if (Operation.KEY_EXPANSION.equals(operation)) {
            return new KeyExpansionTestCase(name, keys, CURVES[row]);
        } else if (family == RSA && hasInit(i)) {
            // PEARL's RSA-1024/e65537 generates a key pair as its set-up; the others use fixed keys
            boolean pearl = keys.bits == 1024 && RSA_EXPONENTS[row % RSA_EXPONENTS.length] == 65537;
            return new AsymmetricCipherTestCase(name, keys, new RSAEngine(), first, pearl);
        } else if (family == RSA) {
            return new RsaSignatureTestCase(name, keys, first);
        } else if (family == ELGAMAL) {
            return new AsymmetricCipherTestCase(name, keys, new ElGamalEngine(), first, true);
        } else if (family == DSA) {
            return new SignatureTestCase(name, keys, new DSASigner(), first);
        }
        return new SignatureTestCase(name, keys, new ECDSASigner(), first);
    }

    private static int family(int i) {
        int end = 0;
        for (int f = 0; f < ENTRIES.length; f++) {
            end += ENTRIES[f];
            if (i < end) {
                return f;
            }
        }
        throw new IllegalArgumentException("no such entry");
    }

    private static int start(int family) {
        int start = 0;
        for (int f = 0; f < family; f++) {
            start += ENTRIES[f];
        }
        return start;
    }

    /** The row of the family (an RSA key size and exponent, a DSA size, a curve, an arithmetic operation). */
    private static int row(int family, int i) {
        int within = i - start(family);
        if (family == RSA) {
            return within / RSA_OPERATIONS.length;
        } else if (family == DSA) {
            return within / DSA_OPERATIONS.length;
        } else if (family == EC) {
            return within / EC_OPERATIONS.length;
        }
        return family == ELGAMAL ? 0 : within;
    }
}
