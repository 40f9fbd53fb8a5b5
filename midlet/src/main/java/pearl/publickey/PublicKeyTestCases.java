package pearl.publickey;

import org.bouncycastle.crypto.engines.ElGamalEngine;
import org.bouncycastle.crypto.engines.RSAEngine;
import org.bouncycastle.crypto.signers.DSASigner;
import org.bouncycastle.crypto.signers.ECDSASigner;

import pearl.collector.Operation;
import pearl.collector.TestCase;

/**
 * The public-key table: PEARL's SCAsymmetric (RSA and ElGamal, 1024 bits, e = 65537, timeInit =
 * key generation, block by block over the plan's sizes), then the literature's operations with
 * fixed keys, one test case per operation, then multiple-precision arithmetic.
 */
public final class PublicKeyTestCases {

    private static final int[] RSA_BITS = {512, 1024, 2048};
    private static final int[] RSA_EXPONENTS = {3, 65537};
    private static final int[] DSA_BITS = {512, 1024};
    private static final String[] ARITHMETIC = {
        Operation.MODADD, Operation.MODREDUCE, Operation.MODMUL, Operation.MODINV,
        Operation.MODEXP_FULL, Operation.MODEXP_SMALL, Operation.MODEXP_3, Operation.MODEXP_65537,
    };

    private PublicKeyTestCases() {
    }

    public static TestCase[] all() {
        java.util.Vector all = new java.util.Vector();
        for (int i = 0; i < RSA_BITS.length; i++) {
            for (int j = 0; j < RSA_EXPONENTS.length; j++) {
                rsa(all, RSA_BITS[i], RSA_EXPONENTS[j]);
            }
        }
        KeyMaker elGamal = KeyMaker.elGamal(1024);
        all.addElement(new KeyGenTestCase("ElGamal-1024", elGamal));
        all.addElement(new AsymmetricCipherTestCase("ElGamal-1024", elGamal, new ElGamalEngine(), true, true));
        all.addElement(new AsymmetricCipherTestCase("ElGamal-1024", elGamal, new ElGamalEngine(), false, true));
        for (int i = 0; i < DSA_BITS.length; i++) {
            String name = new StringBuffer("DSA-").append(DSA_BITS[i]).toString();
            KeyMaker keys = KeyMaker.dsa(DSA_BITS[i]);
            all.addElement(new KeyGenTestCase(name, keys));
            all.addElement(new SignatureTestCase(name, keys, new DSASigner(), true));
            all.addElement(new SignatureTestCase(name, keys, new DSASigner(), false));
        }
        for (int i = 0; i < FixedKeys.CURVES.length; i++) {
            String curve = FixedKeys.CURVES[i];
            KeyMaker keys = KeyMaker.ec(curve, FixedKeys.curveBits(curve));
            String ecdsa = new StringBuffer("ECDSA/").append(curve).toString();
            all.addElement(new KeyGenTestCase(ecdsa, keys));
            all.addElement(new SignatureTestCase(ecdsa, keys, new ECDSASigner(), true));
            all.addElement(new SignatureTestCase(ecdsa, keys, new ECDSASigner(), false));
            all.addElement(new AgreementTestCase(new StringBuffer("ECDH/").append(curve).toString(), keys));
        }
        for (int i = 0; i < ARITHMETIC.length; i++) {
            all.addElement(new ArithmeticTestCase(512, ARITHMETIC[i]));
        }
        all.addElement(new ArithmeticTestCase(1024, Operation.MODMUL));
        TestCase[] table = new TestCase[all.size()];
        all.copyInto(table);
        return table;
    }

    /**
     * RSA-bits/e: key generation, encryption and decryption (block by block over the plan's sizes;
     * for PEARL's RSA-1024/e65537 each set-up is a key generation), CRT signing and verification.
     */
    private static void rsa(java.util.Vector all, int bits, int exponent) {
        String name = new StringBuffer("RSA-").append(bits).append("/e").append(exponent).toString();
        KeyMaker keys = KeyMaker.rsa(bits, exponent);
        boolean pearl = bits == 1024 && exponent == 65537;
        all.addElement(new KeyGenTestCase(name, keys));
        all.addElement(new AsymmetricCipherTestCase(name, keys, new RSAEngine(), true, pearl));
        all.addElement(new AsymmetricCipherTestCase(name, keys, new RSAEngine(), false, pearl));
        all.addElement(new RsaSignatureTestCase(name, keys, true));
        all.addElement(new RsaSignatureTestCase(name, keys, false));
    }
}
