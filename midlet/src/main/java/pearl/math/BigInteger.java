package pearl.math;

import java.util.Random;

/**
 * Immutable arbitrary-precision integers for CLDC 1.0, which has no {@code java.math}: the part of
 * {@code java.math.BigInteger} that Bouncy Castle's RSA, ElGamal, DSA and EC classes call, with
 * the same results (two's-complement semantics for bit operations on negative numbers).
 * <p>
 * The build rewrites Bouncy Castle's references to {@code java.math.BigInteger} into this class.
 * A number is a sign and a magnitude of 32-bit words, least significant first, with no leading
 * zero word; zero has sign 0 and an empty magnitude. No floating point anywhere (CLDC 1.0).
 * Odd-modulus exponentiation uses Montgomery multiplication with a sliding window.
 */
public final class BigInteger {

    private static final long MASK = 0xffffffffL;
    private static final int[] EMPTY = new int[0];
    private static final String DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";

    public static final BigInteger ZERO = new BigInteger(0, EMPTY);
    public static final BigInteger ONE = valueOf(1);
    public static final BigInteger TWO = valueOf(2);
    public static final BigInteger TEN = valueOf(10);

    /** Odd primes below 256, for trial division before Miller-Rabin and the prime sieve. */
    private static final int[] SMALL_PRIMES = {
        3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97,
        101, 103, 107, 109, 113, 127, 131, 137, 139, 149, 151, 157, 163, 167, 173, 179, 181, 191,
        193, 197, 199, 211, 223, 227, 229, 233, 239, 241, 251,
    };

    private final int sign;
    /** Little-endian words, no leading zero word. */
    private final int[] mag;

    private BigInteger(int sign, int[] mag) {
        this.mag = mag;
        this.sign = mag.length == 0 ? 0 : sign;
    }

    /** A number from a sign (-1, 0, 1) and a big-endian unsigned magnitude. */
    public BigInteger(int signum, byte[] magnitude) {
        if (signum < -1 || signum > 1) {
            throw new NumberFormatException("invalid signum");
        }
        int[] m = fromBytes(magnitude, false);
        if (signum == 0 && m.length != 0) {
            throw new NumberFormatException("signum 0 with a non-zero magnitude");
        }
        this.mag = m;
        this.sign = m.length == 0 ? 0 : signum;
    }

    /** A number from its big-endian two's-complement bytes. */
    public BigInteger(byte[] twosComplement) {
        if (twosComplement.length == 0) {
            throw new NumberFormatException("zero-length BigInteger");
        }
        boolean negative = twosComplement[0] < 0;
        int[] m = fromBytes(twosComplement, negative);
        if (negative) {
            m = twosNegate(m);
        }
        this.mag = m;
        this.sign = m.length == 0 ? 0 : (negative ? -1 : 1);
    }

    /** A uniformly random number in [0, 2^numBits). */
    public BigInteger(int numBits, Random random) {
        this(1, randomBits(numBits, random));
    }

    /** A random probable prime of exactly {@code bitLength} bits (error below 2^-certainty). */
    public BigInteger(int bitLength, int certainty, Random random) {
        this(1, probablePrime(bitLength, certainty, random).mag);
    }

    public BigInteger(String value) {
        this(value, 10);
    }

    public BigInteger(String value, int radix) {
        BigInteger parsed = parse(value, radix);
        this.mag = parsed.mag;
        this.sign = parsed.sign;
    }

    public static BigInteger valueOf(long value) {
        if (value == 0) {
            return ZERO;
        }
        int s = value < 0 ? -1 : 1;
        long v = value < 0 ? -value : value;
        // Long.MIN_VALUE stays negative after negation: its magnitude is 2^63, read unsigned.
        int high = (int) (v >>> 32);
        int[] m = high == 0 ? new int[] {(int) v} : new int[] {(int) v, high};
        return new BigInteger(s, m);
    }

    // ---- magnitude helpers (little-endian int words) ----

    private static int[] trim(int[] a) {
        int n = a.length;
        while (n > 0 && a[n - 1] == 0) {
            n--;
        }
        if (n == a.length) {
            return a;
        }
        int[] r = new int[n];
        System.arraycopy(a, 0, r, 0, n);
        return r;
    }

    /** Big-endian bytes to words; with {@code signExtend} the missing high bytes are 0xff. */
    private static int[] fromBytes(byte[] bytes, boolean signExtend) {
        int words = (bytes.length + 3) / 4;
        int[] m = new int[words];
        for (int i = 0; i < bytes.length; i++) {
            int b = bytes[bytes.length - 1 - i] & 0xff;
            m[i >>> 2] |= b << ((i & 3) * 8);
        }
        if (signExtend) {
            for (int i = bytes.length; i < words * 4; i++) {
                m[i >>> 2] |= 0xff << ((i & 3) * 8);
            }
            return m;
        }
        return trim(m);
    }

    /** The magnitude of a negative two's-complement word array (sign-extended). */
    private static int[] twosNegate(int[] a) {
        int[] r = new int[a.length];
        long carry = 1;
        for (int i = 0; i < a.length; i++) {
            long v = (~a[i] & MASK) + carry;
            r[i] = (int) v;
            carry = v >>> 32;
        }
        return trim(r);
    }

    private static int compareMag(int[] a, int[] b) {
        if (a.length != b.length) {
            return a.length < b.length ? -1 : 1;
        }
        for (int i = a.length - 1; i >= 0; i--) {
            if (a[i] != b[i]) {
                return (a[i] & MASK) < (b[i] & MASK) ? -1 : 1;
            }
        }
        return 0;
    }

    private static int[] addMag(int[] a, int[] b) {
        if (a.length < b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        int[] r = new int[a.length + 1];
        long carry = 0;
        int i = 0;
        for (; i < b.length; i++) {
            long v = (a[i] & MASK) + (b[i] & MASK) + carry;
            r[i] = (int) v;
            carry = v >>> 32;
        }
        for (; i < a.length; i++) {
            long v = (a[i] & MASK) + carry;
            r[i] = (int) v;
            carry = v >>> 32;
        }
        r[i] = (int) carry;
        return trim(r);
    }

    /** a - b where a >= b in magnitude. */
    private static int[] subMag(int[] a, int[] b) {
        int[] r = new int[a.length];
        long borrow = 0;
        int i = 0;
        for (; i < b.length; i++) {
            long v = (a[i] & MASK) - (b[i] & MASK) - borrow;
            r[i] = (int) v;
            borrow = (v >>> 32) & 1;
        }
        for (; i < a.length; i++) {
            long v = (a[i] & MASK) - borrow;
            r[i] = (int) v;
            borrow = (v >>> 32) & 1;
        }
        return trim(r);
    }

    private static int[] mulMag(int[] a, int[] b) {
        if (a.length == 0 || b.length == 0) {
            return EMPTY;
        }
        int[] r = new int[a.length + b.length];
        for (int i = 0; i < a.length; i++) {
            long ai = a[i] & MASK;
            long carry = 0;
            for (int j = 0; j < b.length; j++) {
                long v = ai * (b[j] & MASK) + (r[i + j] & MASK) + carry;
                r[i + j] = (int) v;
                carry = v >>> 32;
            }
            r[i + b.length] = (int) carry;
        }
        return trim(r);
    }

    private static int[] shiftLeftMag(int[] a, int n) {
        if (a.length == 0) {
            return EMPTY;
        }
        int words = n >>> 5;
        int bits = n & 31;
        int[] r = new int[a.length + words + 1];
        if (bits == 0) {
            System.arraycopy(a, 0, r, words, a.length);
        } else {
            int carry = 0;
            for (int i = 0; i < a.length; i++) {
                r[i + words] = (a[i] << bits) | carry;
                carry = a[i] >>> (32 - bits);
            }
            r[a.length + words] = carry;
        }
        return trim(r);
    }

    private static int[] shiftRightMag(int[] a, int n) {
        int words = n >>> 5;
        if (words >= a.length) {
            return EMPTY;
        }
        int bits = n & 31;
        int[] r = new int[a.length - words];
        if (bits == 0) {
            System.arraycopy(a, words, r, 0, r.length);
        } else {
            for (int i = 0; i < r.length; i++) {
                int high = i + words + 1 < a.length ? a[i + words + 1] << (32 - bits) : 0;
                r[i] = (a[i + words] >>> bits) | high;
            }
        }
        return trim(r);
    }

    private static int bitLengthMag(int[] a) {
        if (a.length == 0) {
            return 0;
        }
        return (a.length - 1) * 32 + bitLen(a[a.length - 1]);
    }

    private static int bitLen(int w) {
        int n = 0;
        while (w != 0) {
            w >>>= 1;
            n++;
        }
        return n;
    }

    private static int numberOfLeadingZeros(int w) {
        return 32 - bitLen(w);
    }

    /**
     * Knuth's algorithm D (TAOCP 4.3.1): quotient and remainder of magnitudes, b non-empty.
     *
     * @return {quotient, remainder}
     */
    private static int[][] divMag(int[] a, int[] b) {
        if (compareMag(a, b) < 0) {
            return new int[][] {EMPTY, a};
        }
        if (b.length == 1) {
            long d = b[0] & MASK;
            int[] q = new int[a.length];
            long rem = 0;
            for (int i = a.length - 1; i >= 0; i--) {
                long cur = (rem << 32) | (a[i] & MASK);
                q[i] = (int) divideUnsigned(cur, d);
                rem = cur - (q[i] & MASK) * d;
            }
            return new int[][] {trim(q), rem == 0 ? EMPTY : new int[] {(int) rem}};
        }
        int shift = numberOfLeadingZeros(b[b.length - 1]);
        int[] v = shiftLeftFixed(b, shift, b.length);
        int[] u = shiftLeftFixed(a, shift, a.length + 1);
        int n = v.length;
        int m = a.length - n;
        int[] q = new int[m + 1];
        long vTop = v[n - 1] & MASK;
        long vNext = v[n - 2] & MASK;
        for (int j = m; j >= 0; j--) {
            long num = ((u[j + n] & MASK) << 32) | (u[j + n - 1] & MASK);
            long qhat;
            long rhat;
            if ((u[j + n] & MASK) >= vTop) {
                qhat = MASK;
                rhat = num - qhat * vTop;
            } else {
                qhat = divideUnsigned(num, vTop);
                rhat = num - qhat * vTop;
            }
            while (rhat >= 0 && rhat <= MASK
                    && unsignedGreater(qhat * vNext, (rhat << 32) | (u[j + n - 2] & MASK))) {
                qhat--;
                rhat += vTop;
            }
            // Multiply and subtract.
            long borrow = 0;
            long carry = 0;
            for (int i = 0; i < n; i++) {
                long p = qhat * (v[i] & MASK) + carry;
                carry = p >>> 32;
                long t = (u[i + j] & MASK) - (p & MASK) - borrow;
                u[i + j] = (int) t;
                borrow = (t >>> 32) & 1;
            }
            long t = (u[j + n] & MASK) - carry - borrow;
            u[j + n] = (int) t;
            if (t < 0) {
                // qhat was one too large: add v back.
                qhat--;
                long c = 0;
                for (int i = 0; i < n; i++) {
                    long s = (u[i + j] & MASK) + (v[i] & MASK) + c;
                    u[i + j] = (int) s;
                    c = s >>> 32;
                }
                u[j + n] += (int) c;
            }
            q[j] = (int) qhat;
        }
        int[] r = new int[n];
        System.arraycopy(u, 0, r, 0, n);
        return new int[][] {trim(q), shiftRightMag(trim(r), shift)};
    }

    private static boolean unsignedGreater(long a, long b) {
        return (a + Long.MIN_VALUE) > (b + Long.MIN_VALUE);
    }

    /** Unsigned 64-by-32-bit division, the divisor below 2^32 (CLDC 1.0 has no unsigned divide). */
    private static long divideUnsigned(long n, long d) {
        if (n >= 0) {
            return n / d;
        }
        long q = ((n >>> 1) / d) << 1;
        long r = n - q * d;
        if (r < 0 || r >= d) {
            q++;
        }
        return q;
    }

    private static int[] shiftLeftFixed(int[] a, int bits, int length) {
        int[] r = new int[length];
        if (bits == 0) {
            System.arraycopy(a, 0, r, 0, a.length);
            return r;
        }
        int carry = 0;
        for (int i = 0; i < a.length; i++) {
            r[i] = (a[i] << bits) | carry;
            carry = a[i] >>> (32 - bits);
        }
        if (a.length < length) {
            r[a.length] = carry;
        }
        return r;
    }

    // ---- arithmetic ----

    public int signum() {
        return sign;
    }

    public BigInteger negate() {
        return new BigInteger(-sign, mag);
    }

    public BigInteger abs() {
        return sign < 0 ? negate() : this;
    }

    public BigInteger add(BigInteger other) {
        if (other.sign == 0) {
            return this;
        }
        if (sign == 0) {
            return other;
        }
        if (sign == other.sign) {
            return new BigInteger(sign, addMag(mag, other.mag));
        }
        int c = compareMag(mag, other.mag);
        if (c == 0) {
            return ZERO;
        }
        return c > 0 ? new BigInteger(sign, subMag(mag, other.mag))
                : new BigInteger(other.sign, subMag(other.mag, mag));
    }

    public BigInteger subtract(BigInteger other) {
        return add(other.negate());
    }

    public BigInteger multiply(BigInteger other) {
        if (sign == 0 || other.sign == 0) {
            return ZERO;
        }
        return new BigInteger(sign * other.sign, mulMag(mag, other.mag));
    }

    /** Truncating division, as in Java. */
    public BigInteger divide(BigInteger divisor) {
        return divideAndRemainder(divisor)[0];
    }

    /** Remainder with the sign of this number, as in Java. */
    public BigInteger remainder(BigInteger divisor) {
        return divideAndRemainder(divisor)[1];
    }

    public BigInteger[] divideAndRemainder(BigInteger divisor) {
        if (divisor.sign == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
        int[][] qr = divMag(mag, divisor.mag);
        return new BigInteger[] {
            new BigInteger(sign * divisor.sign, qr[0]), new BigInteger(sign, qr[1]),
        };
    }

    /** The non-negative residue modulo a positive {@code m}. */
    public BigInteger mod(BigInteger m) {
        if (m.sign <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        BigInteger r = remainder(m);
        return r.sign < 0 ? r.add(m) : r;
    }

    public BigInteger pow(int exponent) {
        if (exponent < 0) {
            throw new ArithmeticException("Negative exponent");
        }
        BigInteger result = ONE;
        BigInteger base = this;
        while (exponent != 0) {
            if ((exponent & 1) != 0) {
                result = result.multiply(base);
            }
            exponent >>>= 1;
            if (exponent != 0) {
                base = base.multiply(base);
            }
        }
        return result;
    }

    public BigInteger gcd(BigInteger other) {
        BigInteger a = abs();
        BigInteger b = other.abs();
        while (b.sign != 0) {
            BigInteger r = a.remainder(b);
            a = b;
            b = r;
        }
        return a;
    }

    /** The inverse modulo a positive {@code m}, by the extended Euclidean algorithm. */
    public BigInteger modInverse(BigInteger m) {
        if (m.sign <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (m.equals(ONE)) {
            return ZERO;
        }
        BigInteger a = mod(m);
        BigInteger b = m;
        BigInteger x0 = ONE;
        BigInteger x1 = ZERO;
        while (b.sign != 0) {
            BigInteger[] qr = a.divideAndRemainder(b);
            BigInteger x2 = x0.subtract(qr[0].multiply(x1));
            a = b;
            b = qr[1];
            x0 = x1;
            x1 = x2;
        }
        if (!a.equals(ONE)) {
            throw new ArithmeticException("BigInteger not invertible.");
        }
        return x0.mod(m);
    }

    /** this^exponent mod m, m positive; a negative exponent inverts first. */
    public BigInteger modPow(BigInteger exponent, BigInteger m) {
        if (m.sign <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (m.equals(ONE)) {
            return ZERO;
        }
        if (exponent.sign == 0) {
            return ONE;
        }
        BigInteger base = mod(m);
        if (exponent.sign < 0) {
            base = base.modInverse(m);
            exponent = exponent.negate();
        }
        if (base.sign == 0) {
            return ZERO;
        }
        if ((m.mag[0] & 1) != 0) {
            return new Montgomery(m.mag).pow(base.mag, exponent.mag);
        }
        return plainModPow(base, exponent, m);
    }

    /** Left-to-right square-and-multiply with division: only for even moduli. */
    private static BigInteger plainModPow(BigInteger base, BigInteger exponent, BigInteger m) {
        BigInteger result = ONE;
        for (int i = exponent.bitLength() - 1; i >= 0; i--) {
            result = result.multiply(result).mod(m);
            if (exponent.testBit(i)) {
                result = result.multiply(base).mod(m);
            }
        }
        return result;
    }

    public BigInteger min(BigInteger other) {
        return compareTo(other) <= 0 ? this : other;
    }

    public BigInteger max(BigInteger other) {
        return compareTo(other) >= 0 ? this : other;
    }

    // ---- bits (two's complement semantics for negative numbers) ----

    public int bitLength() {
        int n = bitLengthMag(mag);
        if (sign < 0 && getLowestSetBit() == n - 1) {
            return n - 1;
        }
        return n;
    }

    public int bitCount() {
        int[] m = sign < 0 ? subMag(mag, ONE.mag) : mag;
        int count = 0;
        for (int i = 0; i < m.length; i++) {
            int w = m[i];
            while (w != 0) {
                w &= w - 1;
                count++;
            }
        }
        return count;
    }

    public int getLowestSetBit() {
        if (sign == 0) {
            return -1;
        }
        int i = 0;
        while (mag[i] == 0) {
            i++;
        }
        int w = mag[i];
        int bit = 0;
        while ((w & 1) == 0) {
            w >>>= 1;
            bit++;
        }
        return i * 32 + bit;
    }

    public boolean testBit(int n) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        return (word(n >>> 5) >>> (n & 31) & 1) != 0;
    }

    /** Word i of the infinite two's-complement representation. */
    private int word(int i) {
        if (sign >= 0) {
            return i < mag.length ? mag[i] : 0;
        }
        if (i >= mag.length) {
            return -1;
        }
        // -x = ~(x - 1): the words below the lowest non-zero one stay zero, that one is negated.
        int firstNonZero = 0;
        while (mag[firstNonZero] == 0) {
            firstNonZero++;
        }
        if (i < firstNonZero) {
            return 0;
        }
        return i == firstNonZero ? -mag[i] : ~mag[i];
    }

    /** Two's-complement words with one spare word, enough to hold the sign. */
    private int[] words(int length) {
        int[] w = new int[length];
        for (int i = 0; i < length; i++) {
            w[i] = word(i);
        }
        return w;
    }

    private static BigInteger fromWords(int[] w) {
        if (w[w.length - 1] < 0) {
            return new BigInteger(-1, twosNegate(w));
        }
        return new BigInteger(1, trim(w));
    }

    private int wordLength(int bit) {
        return Math.max(mag.length, (bit >>> 5) + 1) + 1;
    }

    public BigInteger setBit(int n) {
        return changeBit(n, 1);
    }

    public BigInteger clearBit(int n) {
        return changeBit(n, 0);
    }

    public BigInteger flipBit(int n) {
        return changeBit(n, 2);
    }

    /** op 0 clears, 1 sets, 2 flips. */
    private BigInteger changeBit(int n, int op) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        int[] w = words(wordLength(n));
        int bit = 1 << (n & 31);
        if (op == 0) {
            w[n >>> 5] &= ~bit;
        } else if (op == 1) {
            w[n >>> 5] |= bit;
        } else {
            w[n >>> 5] ^= bit;
        }
        return fromWords(w);
    }

    public BigInteger xor(BigInteger other) {
        int length = Math.max(mag.length, other.mag.length) + 1;
        int[] a = words(length);
        int[] b = other.words(length);
        for (int i = 0; i < length; i++) {
            a[i] ^= b[i];
        }
        return fromWords(a);
    }

    public BigInteger and(BigInteger other) {
        int length = Math.max(mag.length, other.mag.length) + 1;
        int[] a = words(length);
        int[] b = other.words(length);
        for (int i = 0; i < length; i++) {
            a[i] &= b[i];
        }
        return fromWords(a);
    }

    public BigInteger or(BigInteger other) {
        int length = Math.max(mag.length, other.mag.length) + 1;
        int[] a = words(length);
        int[] b = other.words(length);
        for (int i = 0; i < length; i++) {
            a[i] |= b[i];
        }
        return fromWords(a);
    }

    public BigInteger not() {
        return negate().subtract(ONE);
    }

    public BigInteger shiftLeft(int n) {
        if (n < 0) {
            return shiftRight(-n);
        }
        return new BigInteger(sign, shiftLeftMag(mag, n));
    }

    /** Arithmetic shift: rounds toward negative infinity, as in Java. */
    public BigInteger shiftRight(int n) {
        if (n < 0) {
            return shiftLeft(-n);
        }
        if (sign >= 0) {
            return new BigInteger(sign, shiftRightMag(mag, n));
        }
        // floor(-x / 2^n) = -((x - 1) >> n) - 1
        int[] m = shiftRightMag(subMag(mag, ONE.mag), n);
        return new BigInteger(-1, addMag(m, ONE.mag));
    }

    // ---- comparison and conversion ----

    public int compareTo(BigInteger other) {
        if (sign != other.sign) {
            return sign < other.sign ? -1 : 1;
        }
        int c = compareMag(mag, other.mag);
        return sign < 0 ? -c : c;
    }

    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof BigInteger)) {
            return false;
        }
        BigInteger o = (BigInteger) other;
        return sign == o.sign && compareMag(mag, o.mag) == 0;
    }

    public int hashCode() {
        int h = 0;
        for (int i = mag.length - 1; i >= 0; i--) {
            h = 31 * h + mag[i];
        }
        return h * sign;
    }

    public int intValue() {
        return word(0);
    }

    public long longValue() {
        return ((long) word(1) << 32) | (word(0) & MASK);
    }

    public byte byteValue() {
        return (byte) word(0);
    }

    /** Big-endian two's complement in the fewest bytes, as {@code java.math.BigInteger} does. */
    public byte[] toByteArray() {
        int length = bitLength() / 8 + 1;
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[length - 1 - i] = (byte) (word(i >>> 2) >>> ((i & 3) * 8));
        }
        return bytes;
    }

    public String toString() {
        return toString(10);
    }

    public String toString(int radix) {
        if (radix < 2 || radix > 36) {
            radix = 10;
        }
        if (sign == 0) {
            return "0";
        }
        StringBuffer digits = new StringBuffer();
        int[] m = mag;
        int[] divisor = {radix};
        while (m.length != 0) {
            int[][] qr = divMag(m, divisor);
            int digit = qr[1].length == 0 ? 0 : qr[1][0];
            digits.append(DIGITS.charAt(digit));
            m = qr[0];
        }
        if (sign < 0) {
            digits.append('-');
        }
        return digits.reverse().toString();
    }

    private static BigInteger parse(String value, int radix) {
        if (radix < 2 || radix > 36) {
            throw new NumberFormatException("Radix out of range");
        }
        int start = 0;
        int s = 1;
        if (value.length() > 0 && (value.charAt(0) == '-' || value.charAt(0) == '+')) {
            s = value.charAt(0) == '-' ? -1 : 1;
            start = 1;
        }
        if (start == value.length()) {
            throw new NumberFormatException(new StringBuffer("Zero length BigInteger: ").append(value).toString());
        }
        int[] m = EMPTY;
        int[] r = {radix};
        for (int i = start; i < value.length(); i++) {
            int d = Character.digit(value.charAt(i), radix);
            if (d < 0) {
                throw new NumberFormatException(new StringBuffer("Illegal digit in: ").append(value).toString());
            }
            m = mulMag(m, r);
            m = d == 0 ? m : addMag(m, new int[] {d});
        }
        return new BigInteger(s, m);
    }

    // ---- primes ----

    /**
     * Trial division by the primes below 256, then Miller-Rabin with random bases: the rounds
     * follow the certainty but, as in the JDK, fewer are needed for large numbers (whose
     * average-case error is far below the worst case).
     */
    public boolean isProbablePrime(int certainty) {
        if (certainty <= 0) {
            return true;
        }
        BigInteger n = abs();
        if (n.mag.length == 0 || n.equals(ONE)) {
            return false;
        }
        if ((n.mag[0] & 1) == 0) {
            return n.equals(TWO);
        }
        if (n.mag.length == 1 && (n.mag[0] & MASK) <= 256) {
            int v = n.mag[0];
            for (int i = 0; i < SMALL_PRIMES.length; i++) {
                if (SMALL_PRIMES[i] == v) {
                    return true;
                }
            }
            return false;
        }
        for (int i = 0; i < SMALL_PRIMES.length; i++) {
            if (remainderSmall(n.mag, SMALL_PRIMES[i]) == 0) {
                return false;
            }
        }
        int rounds = (certainty + 1) / 2;
        int bits = n.bitLength();
        int cap = bits < 100 ? 50 : bits < 256 ? 27 : bits < 512 ? 15 : bits < 768 ? 8 : bits < 1024 ? 4 : 2;
        return n.passesMillerRabin(Math.min(rounds, cap), new Random(n.hashCode() ^ System.currentTimeMillis()));
    }

    private static int remainderSmall(int[] m, int d) {
        long rem = 0;
        for (int i = m.length - 1; i >= 0; i--) {
            rem = ((rem << 32) | (m[i] & MASK)) % d;
        }
        return (int) rem;
    }

    private boolean passesMillerRabin(int rounds, Random random) {
        BigInteger nMinusOne = subtract(ONE);
        int s = nMinusOne.getLowestSetBit();
        BigInteger d = nMinusOne.shiftRight(s);
        Montgomery montgomery = new Montgomery(mag);
        int bits = bitLength();
        for (int round = 0; round < rounds; round++) {
            BigInteger a;
            do {
                a = new BigInteger(bits, random);
            } while (a.compareTo(ONE) <= 0 || a.compareTo(nMinusOne) >= 0);
            BigInteger x = montgomery.pow(a.mag, d.mag);
            if (x.equals(ONE) || x.equals(nMinusOne)) {
                continue;
            }
            boolean witness = true;
            for (int j = 1; j < s && witness; j++) {
                x = x.multiply(x).mod(this);
                if (x.equals(nMinusOne)) {
                    witness = false;
                } else if (x.equals(ONE)) {
                    return false;
                }
            }
            if (witness) {
                return false;
            }
        }
        return true;
    }

    private static int[] randomBits(int numBits, Random random) {
        if (numBits < 0) {
            throw new IllegalArgumentException("numBits must be non-negative");
        }
        int[] m = new int[(numBits + 31) >>> 5];
        for (int i = 0; i < m.length; i++) {
            m[i] = random.nextInt();
        }
        int excess = m.length * 32 - numBits;
        if (m.length > 0 && excess > 0) {
            m[m.length - 1] >>>= excess;
        }
        return trim(m);
    }

    /**
     * A random odd start with the top bit set, then a search upward by 2 that skips candidates
     * with a small factor (their residues are updated by addition, not division) before the
     * Miller-Rabin test.
     */
    private static BigInteger probablePrime(int bitLength, int certainty, Random random) {
        if (bitLength < 2) {
            throw new ArithmeticException("bitLength < 2");
        }
        if (bitLength < 16) {
            while (true) {
                BigInteger c = new BigInteger(bitLength, random).setBit(bitLength - 1);
                if (bitLength > 2) {
                    c = c.setBit(0);
                }
                if (c.isProbablePrime(certainty)) {
                    return c;
                }
            }
        }
        int[] residues = new int[SMALL_PRIMES.length];
        while (true) {
            BigInteger start = new BigInteger(bitLength, random).setBit(bitLength - 1).setBit(0);
            for (int i = 0; i < SMALL_PRIMES.length; i++) {
                residues[i] = remainderSmall(start.mag, SMALL_PRIMES[i]);
            }
            for (int step = 0; step < 4 * bitLength; step += 2) {
                boolean smallFactor = false;
                for (int i = 0; i < SMALL_PRIMES.length && !smallFactor; i++) {
                    smallFactor = (residues[i] + step) % SMALL_PRIMES[i] == 0;
                }
                if (smallFactor) {
                    continue;
                }
                BigInteger candidate = start.add(valueOf(step));
                if (candidate.bitLength() != bitLength) {
                    break;
                }
                if (candidate.isProbablePrime(certainty)) {
                    return candidate;
                }
            }
        }
    }

    /**
     * Montgomery arithmetic modulo an odd number, with a sliding window over the exponent. Values
     * stay in Montgomery form, a*R mod m with R = 2^(28n), as n limbs of 28 bits each held in a
     * long. A product of two limbs is below 2^56, so a long adds up a row's products without
     * carrying: the inner loop of a multiplication is two multiply-adds and no carry chain, which
     * both an interpreter (fewer bytecodes) and a JIT (independent iterations) run faster than
     * 32-bit words with their carries, despite 37 limbs against 32 words at 1024 bits. Carries are
     * propagated once per product (and every 64 rows). R is at least 4m, so products of values
     * below 2m stay below 2m (Walter 1999): no compare and subtract after each product, only at
     * the end. A multiplication interleaves the product and the reduction in one loop (CIOS, Koc et
     * al. 1996); a square does the same with each cross product once. The scratch arrays are
     * reused: a modPow allocates little.
     */
    private static final class Montgomery {
        private static final int BITS = 28;
        private static final long LIMB = (1L << BITS) - 1;

        private final int[] modulus;
        private final long[] m;
        private final int n;
        /** -m^-1 mod 2^28. */
        private final long mInv;
        /** n limbs: the running CIOS result, carries not propagated. */
        private final long[] t;
        /** n limbs: the multipliers of a squaring row. */
        private final long[] x;

        Montgomery(int[] modulus) {
            this.modulus = modulus;
            n = (bitLengthMag(modulus) + 2 + BITS - 1) / BITS;
            m = limbs(modulus, n);
            mInv = -inverse32(modulus[0]) & LIMB;
            t = new long[n];
            x = new long[n];
        }

        /** m0^-1 mod 2^32 by Newton's iteration (each step doubles the correct bits). */
        private static int inverse32(int m0) {
            int x = m0;
            for (int i = 0; i < 5; i++) {
                x *= 2 - m0 * x;
            }
            return x;
        }

        /** 32-bit words to {@code length} 28-bit limbs. */
        private static long[] limbs(int[] a, int length) {
            long[] r = new long[length];
            for (int i = 0; i < length; i++) {
                int bit = i * BITS;
                int w = bit >>> 5;
                int shift = bit & 31;
                long v = w < a.length ? (a[w] & MASK) >>> shift : 0;
                if (shift > 32 - BITS && w + 1 < a.length) {
                    v |= (a[w + 1] & MASK) << (32 - shift);
                }
                r[i] = v & LIMB;
            }
            return r;
        }

        /** 28-bit limbs to 32-bit words. */
        private static int[] words(long[] a) {
            int[] r = new int[(a.length * BITS + 31) >>> 5];
            for (int i = 0; i < a.length; i++) {
                int bit = i * BITS;
                int w = bit >>> 5;
                int shift = bit & 31;
                r[w] |= (int) (a[i] << shift);
                if (shift > 32 - BITS) {
                    r[w + 1] |= (int) (a[i] >>> (32 - shift));
                }
            }
            return trim(r);
        }

        private long[] toMontgomery(int[] a) {
            return limbs(divMag(shiftLeftMag(a, BITS * n), modulus)[1], n);
        }

        /**
         * out = a * b / R mod m, below 2m, for a, b below 2m; out may be a or b. Row i adds
         * a * b[i] + u * m, u chosen so that the low limb becomes zero, and shifts down a limb.
         * Rows go in pairs: one pass over t adds both, which halves t's loads and stores and
         * the loop's overhead per product; an odd last row goes alone.
         */
        void multiply(long[] a, long[] b, long[] out) {
            long[] t = this.t;
            long[] m = this.m;
            int n = this.n;
            long mInv = this.mInv;
            long a0 = a[0];
            long m0 = m[0];
            for (int j = 0; j < n; j++) {
                t[j] = 0;
            }
            int i = 0;
            for (; i + 1 < n; i += 2) {
                long bi = b[i];
                long bk = b[i + 1];
                // Row i's u, then the low limb row i leaves, which sets row i + 1's (v).
                long s = t[0] + a0 * bi;
                long u = s * mInv & LIMB;
                s = t[1] + a[1] * bi + u * m[1] + ((s + u * m0) >>> BITS) + a0 * bk;
                long v = s * mInv & LIMB;
                long carry = (s + v * m0) >>> BITS;
                long aj = a[1];
                long mj = m[1];
                for (int j = 1; j < n - 1; j++) {
                    long ak = a[j + 1];
                    long mk = m[j + 1];
                    t[j - 1] = t[j + 1] + ak * bi + mk * u + aj * bk + mj * v;
                    aj = ak;
                    mj = mk;
                }
                t[n - 2] = aj * bk + mj * v;
                endRows(i + 2, carry);
            }
            if (i < n) {
                long bi = b[i];
                long s = t[0] + a0 * bi;
                long u = s * mInv & LIMB;
                long carry = (s + u * m0) >>> BITS;
                for (int j = 1; j < n; j++) {
                    t[j - 1] = t[j] + a[j] * bi + u * m[j];
                }
                endRows(i + 1, carry);
            }
            propagate(t, out);
        }

        /**
         * out = a * a / R mod m, below 2m, for a below 2m; out may be a. CIOS as in
         * {@link #multiply}, rows in pairs too, but row i adds only a[i] * (a[i] + 2 * (the limbs
         * of a above i)), shifted to limb i: each cross product once, so limbs below i take the
         * reduction alone. x holds the multipliers: 2a's limbs, limb i set to a[i] once row i
         * needs no more of 2a[i].
         */
        void square(long[] a, long[] out) {
            long[] t = this.t;
            long[] x = this.x;
            long[] m = this.m;
            int n = this.n;
            long mInv = this.mInv;
            long m0 = m[0];
            for (int j = 0; j < n; j++) {
                t[j] = 0;
                x[j] = a[j] << 1;
            }
            int i = 0;
            for (; i + 1 < n; i += 2) {
                int k = i + 1;
                long ai = a[i];
                long ak = a[k];
                // As in multiply, limb j of the pass adds row i's terms at j + 1 and row k's at j.
                long s = i == 0 ? ai * ai : t[0];
                long u = s * mInv & LIMB;
                s = t[1] + (i == 0 ? ai * x[1] : 0) + u * m[1] + ((s + u * m0) >>> BITS);
                long v = s * mInv & LIMB;
                long carry = (s + v * m0) >>> BITS;
                int j = 1;
                for (; j < i - 1; j++) {
                    t[j - 1] = t[j + 1] + u * m[j + 1] + v * m[j];
                }
                if (i > 0) {
                    // Limb i - 1: row i's square; limb i: row i's first cross product.
                    t[i - 2] = t[i] + ai * ai + u * m[i] + v * m[i - 1];
                    t[i - 1] = t[k] + ai * x[k] + u * m[k] + v * m[i];
                }
                x[k] = ak;
                for (j = k; j < n - 1; j++) {
                    t[j - 1] = t[j + 1] + ai * x[j + 1] + u * m[j + 1] + ak * x[j] + v * m[j];
                }
                t[n - 2] = ak * x[n - 1] + v * m[n - 1];
                endRows(i + 2, carry);
            }
            if (i < n) {
                long ai = a[i];
                x[i] = ai;
                long s = i == 0 ? ai * ai : t[0];
                long u = s * mInv & LIMB;
                long carry = (s + u * m0) >>> BITS;
                int j = 1;
                for (; j < i; j++) {
                    t[j - 1] = t[j] + u * m[j];
                }
                for (; j < n; j++) {
                    t[j - 1] = t[j] + ai * x[j] + u * m[j];
                }
                endRows(i + 1, carry);
            }
            propagate(t, out);
        }

        /**
         * After {@code rows} rows: the top limb after the shift is empty; the low limb's carry
         * goes up. A row adds below 2^58 to a limb, so 64 rows stay below 2^64, read unsigned
         * (>>>): then carry.
         */
        private void endRows(int rows, long carry) {
            long[] t = this.t;
            t[n - 1] = 0;
            t[0] += carry;
            if ((rows & 63) == 0) {
                propagate(t, t);
            }
        }

        /** out = t with its carries propagated: 28-bit limbs (t's value is below R). */
        private void propagate(long[] t, long[] out) {
            long carry = 0;
            for (int j = 0; j < n; j++) {
                long v = t[j] + carry;
                out[j] = v & LIMB;
                carry = v >>> BITS;
            }
        }

        /** base^exponent mod m for base in [0, m), exponent > 0. */
        BigInteger pow(int[] base, int[] exponent) {
            int bits = bitLengthMag(exponent);
            int window = bits <= 24 ? 1 : bits <= 80 ? 2 : bits <= 240 ? 3 : bits <= 672 ? 4 : bits <= 1792 ? 5 : 6;
            // Odd powers base^1, base^3, ..., base^(2^window - 1).
            long[][] table = new long[1 << (window - 1)][];
            table[0] = toMontgomery(base);
            if (table.length > 1) {
                long[] squared = new long[n];
                square(table[0], squared);
                for (int i = 1; i < table.length; i++) {
                    table[i] = new long[n];
                    multiply(table[i - 1], squared, table[i]);
                }
            }
            long[] result = null;
            int i = bits - 1;
            while (i >= 0) {
                if (!bit(exponent, i)) {
                    square(result, result);
                    i--;
                    continue;
                }
                // The longest window starting at bit i that ends in a 1 bit.
                int low = Math.max(i - window + 1, 0);
                while (!bit(exponent, low)) {
                    low++;
                }
                int value = 0;
                for (int k = i; k >= low; k--) {
                    value = (value << 1) | (bit(exponent, k) ? 1 : 0);
                }
                if (result == null) {
                    result = new long[n];
                    System.arraycopy(table[value >>> 1], 0, result, 0, n);
                } else {
                    for (int k = i; k >= low; k--) {
                        square(result, result);
                    }
                    multiply(result, table[value >>> 1], result);
                }
                i = low - 1;
            }
            // Out of Montgomery form: multiply by 1, which gives at most m (m itself for 0).
            long[] one = new long[n];
            one[0] = 1;
            multiply(result, one, result);
            int[] r = words(result);
            return new BigInteger(1, compareMag(r, modulus) >= 0 ? subMag(r, modulus) : r);
        }

        private static boolean bit(int[] a, int i) {
            return (a[i >>> 5] >>> (i & 31) & 1) != 0;
        }
    }
}
