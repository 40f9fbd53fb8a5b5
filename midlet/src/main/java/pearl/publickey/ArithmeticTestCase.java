package pearl.publickey;

import pearl.math.BigInteger;
import pearl.testcase.Inputs;
import pearl.testcase.Operation;

/**
 * Multiple-precision arithmetic timed as in the Palm study: one modular operation on fixed
 * operands of the modulus's size (the modulus is the fixed RSA key's, odd, so exponentiation takes
 * the Montgomery path). The results are a time per operation.
 */
public final class ArithmeticTestCase extends PublicKeyTestCase {

    /** The "small" exponent: at most 8 bits. */
    static final int SMALL_EXPONENT = 251;

    private final int bits;
    private BigInteger m;
    private BigInteger a;
    private BigInteger b;
    private BigInteger wide;
    private BigInteger exponent;

    ArithmeticTestCase(int bits, String operation) {
        super(new StringBuffer("MP-").append(bits).toString(), null, operation);
        this.bits = bits;
    }

    public int keyBits() {
        return bits;
    }

    /** The operands, made once: a and b below the modulus, a double-length number to reduce. */
    public void init() {
        if (m != null) {
            return;
        }
        m = RsaKeys.fixed(bits, 65537).getModulus();
        a = new BigInteger(1, Inputs.key(bits)).mod(m);
        b = new BigInteger(1, Inputs.key(bits + 1)).mod(m);
        wide = new BigInteger(1, Inputs.key(2 * bits));
        if (Operation.MODEXP_FULL.equals(operation)) {
            exponent = new BigInteger(1, Inputs.key(bits - 1));
        } else if (Operation.MODEXP_SMALL.equals(operation)) {
            exponent = BigInteger.valueOf(SMALL_EXPONENT);
        } else if (Operation.MODEXP_3.equals(operation)) {
            exponent = BigInteger.valueOf(3);
        } else {
            exponent = BigInteger.valueOf(65537);
        }
    }

    /** The modulus, after {@link #init()}; for the desktop test against the JDK. */
    BigInteger modulus() {
        return m;
    }

    public int fixedSize() {
        return bits / 8;
    }

    int call(byte[] input, int length, byte[] output) {
        return compute().intValue();
    }

    private BigInteger compute() {
        if (Operation.MODADD.equals(operation)) {
            BigInteger sum = a.add(b);
            return sum.compareTo(m) >= 0 ? sum.subtract(m) : sum;
        } else if (Operation.MODREDUCE.equals(operation)) {
            return wide.mod(m);
        } else if (Operation.MODMUL.equals(operation)) {
            return a.multiply(b).mod(m);
        } else if (Operation.MODINV.equals(operation)) {
            return a.modInverse(m);
        }
        return a.modPow(exponent, m);
    }

    /**
     * Checks the result by an identity that uses other operations than the one timed; the
     * arithmetic itself is checked against the JDK on the desktop (BigIntegerPropertyTest).
     */
    public String knownAnswerCheck() {
        init();
        BigInteger r = compute();
        boolean good;
        if (Operation.MODADD.equals(operation)) {
            good = r.subtract(b).mod(m).equals(a);
        } else if (Operation.MODREDUCE.equals(operation)) {
            good = r.signum() >= 0 && r.compareTo(m) < 0 && wide.subtract(r).divideAndRemainder(m)[1].signum() == 0;
        } else if (Operation.MODMUL.equals(operation)) {
            good = r.multiply(b.modInverse(m)).mod(m).equals(a);
        } else if (Operation.MODINV.equals(operation)) {
            good = r.multiply(a).mod(m).equals(BigInteger.ONE);
        } else {
            // a^e * a^1 = a^(e+1), the right side by square-and-multiply with division.
            good = r.multiply(a).mod(m).equals(plainPower(a, exponent.add(BigInteger.ONE)));
        }
        return good ? null : new StringBuffer(algorithm).append(' ').append(operation)
                .append(" gives a wrong result").toString();
    }

    private BigInteger plainPower(BigInteger base, BigInteger e) {
        BigInteger result = BigInteger.ONE;
        for (int i = e.bitLength() - 1; i >= 0; i--) {
            result = result.multiply(result).mod(m);
            if (e.testBit(i)) {
                result = result.multiply(base).mod(m);
            }
        }
        return result;
    }
}
