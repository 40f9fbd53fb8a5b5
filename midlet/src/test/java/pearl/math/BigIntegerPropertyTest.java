package pearl.math;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * Every method of pearl.math.BigInteger that the device JAR uses, against java.math.BigInteger
 * on seeded random operands from 0 to 4096 bits of both signs, plus zero, one, powers of two and
 * all-ones words where carries and borrows run the whole length.
 */
class BigIntegerPropertyTest {

    private static final int RANDOM_OPERANDS = 400;
    private final Random random = new Random(20261122L);
    private final List<java.math.BigInteger> operands = operands();

    private List<java.math.BigInteger> operands() {
        List<java.math.BigInteger> list = new ArrayList<>();
        long[] small = {0, 1, 2, 3, 7, 255, 256, 0xffffffffL, 0x100000000L, Long.MAX_VALUE};
        for (long v : small) {
            list.add(java.math.BigInteger.valueOf(v));
            list.add(java.math.BigInteger.valueOf(-v));
        }
        list.add(java.math.BigInteger.valueOf(Long.MIN_VALUE));
        for (int bits : new int[] {31, 32, 33, 63, 64, 65, 512, 1024, 2048, 4096}) {
            java.math.BigInteger power = java.math.BigInteger.ONE.shiftLeft(bits);
            list.add(power);
            list.add(power.negate());
            list.add(power.subtract(java.math.BigInteger.ONE));
            list.add(power.subtract(java.math.BigInteger.ONE).negate());
        }
        for (int i = 0; i < RANDOM_OPERANDS; i++) {
            java.math.BigInteger v = new java.math.BigInteger(random.nextInt(4097), random);
            list.add(random.nextBoolean() ? v : v.negate());
        }
        return list;
    }

    static BigInteger ours(java.math.BigInteger value) {
        return new BigInteger(value.toByteArray());
    }

    static java.math.BigInteger jdk(BigInteger value) {
        return new java.math.BigInteger(value.toByteArray());
    }

    private java.math.BigInteger pick() {
        return operands.get(random.nextInt(operands.size()));
    }

    private java.math.BigInteger positive() {
        java.math.BigInteger v;
        do {
            v = pick().abs();
        } while (v.signum() == 0);
        return v;
    }

    /**
     * {@code actual} is {@code expected} in its normal form: the JDK's minimal bytes, and its bit
     * length. (Its text is {@link #bytesStringsAndConversions}' claim: written by repeated division,
     * it would take most of this class's time.)
     */
    private static void same(java.math.BigInteger expected, BigInteger actual, String what) {
        assertArrayEquals(expected.toByteArray(), actual.toByteArray(),
                () -> what + ": expected " + expected.toString(16) + ", was " + jdk(actual).toString(16));
        assertEquals(expected.bitLength(), actual.bitLength(), () -> what + " (bitLength) of " + expected.toString(16));
    }

    @Test
    void bytesStringsAndConversions() {
        for (java.math.BigInteger a : operands) {
            BigInteger x = ours(a);
            assertEquals(a.toString(), x.toString(), "toString");
            assertEquals(a.toString(16), x.toString(16), "toString(16)");
            assertEquals(a, new java.math.BigInteger(x.toByteArray()), "toByteArray");
            assertEquals(a.toByteArray().length, x.toByteArray().length, "minimal toByteArray");
            same(a, new BigInteger(a.toString()), "parse");
            same(a, new BigInteger(a.toString(16), 16), "parse hex");
            same(a.abs(), new BigInteger(a.signum() == 0 ? 0 : 1, a.abs().toByteArray()), "signum+magnitude");
            assertEquals(a.signum(), x.signum(), "signum");
            assertEquals(a.bitLength(), x.bitLength(), "bitLength " + a);
            assertEquals(a.bitCount(), x.bitCount(), "bitCount " + a);
            assertEquals(a.getLowestSetBit(), x.getLowestSetBit(), "getLowestSetBit");
            assertEquals(a.intValue(), x.intValue(), "intValue");
            assertEquals(a.longValue(), x.longValue(), "longValue");
            assertEquals(a.byteValue(), x.byteValue(), "byteValue");
            same(a.negate(), x.negate(), "negate");
            same(a.abs(), x.abs(), "abs");
            same(a, BigInteger.valueOf(a.longValue()).equals(x) ? x : ours(a), "valueOf");
            assertEquals(x, ours(a));
            assertEquals(x.hashCode(), ours(a).hashCode());
        }
        for (long v : new long[] {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, 0xffffffffL, -0x100000000L}) {
            same(java.math.BigInteger.valueOf(v), BigInteger.valueOf(v), "valueOf " + v);
        }
    }

    @Test
    void ringOperations() {
        for (int i = 0; i < 3000; i++) {
            java.math.BigInteger a = pick();
            java.math.BigInteger b = pick();
            BigInteger x = ours(a);
            BigInteger y = ours(b);
            same(a.add(b), x.add(y), "add");
            same(a.subtract(b), x.subtract(y), "subtract");
            same(a.multiply(b), x.multiply(y), "multiply");
            assertEquals(Integer.signum(a.compareTo(b)), Integer.signum(x.compareTo(y)), "compareTo");
            assertEquals(a.equals(b), x.equals(y), "equals");
            same(a.max(b), x.max(y), "max");
            same(a.min(b), x.min(y), "min");
            same(a.xor(b), x.xor(y), "xor");
            same(a.and(b), x.and(y), "and");
            same(a.or(b), x.or(y), "or");
            same(a.gcd(b), x.gcd(y), "gcd");
            if (b.signum() != 0) {
                same(a.divide(b), x.divide(y), "divide");
                same(a.remainder(b), x.remainder(y), "remainder");
            }
            if (b.signum() > 0) {
                same(a.mod(b), x.mod(y), "mod");
            }
        }
    }

    @Test
    void divisionWhereTheQuotientDigitIsOverestimated() {
        // Divisors with a full top word and a long run of ones stress Knuth's correction steps.
        for (int i = 0; i < 2000; i++) {
            int words = 2 + random.nextInt(40);
            java.math.BigInteger b = java.math.BigInteger.ONE.shiftLeft(32 * words)
                    .subtract(new java.math.BigInteger(random.nextInt(64), random)).subtract(java.math.BigInteger.ONE);
            java.math.BigInteger q = new java.math.BigInteger(random.nextInt(600), random);
            java.math.BigInteger r = new java.math.BigInteger(b.bitLength() - 1, random);
            java.math.BigInteger a = b.multiply(q).add(r);
            same(a.divide(b), ours(a).divide(ours(b)), "divide");
            same(a.mod(b), ours(a).mod(ours(b)), "mod");
        }
    }

    @Test
    void bitsAndShifts() {
        for (java.math.BigInteger a : operands) {
            BigInteger x = ours(a);
            for (int k = 0; k < 6; k++) {
                int n = random.nextInt(4200);
                assertEquals(a.testBit(n), x.testBit(n), "testBit " + n);
                same(a.setBit(n), x.setBit(n), "setBit");
                same(a.clearBit(n), x.clearBit(n), "clearBit");
                same(a.flipBit(n), x.flipBit(n), "flipBit");
                same(a.shiftLeft(n), x.shiftLeft(n), "shiftLeft");
                same(a.shiftRight(n), x.shiftRight(n), "shiftRight " + a + " >> " + n);
                int small = random.nextInt(70);
                same(a.shiftRight(small), x.shiftRight(small), "shiftRight small");
                same(a.shiftLeft(small), x.shiftLeft(small), "shiftLeft small");
            }
            same(a.not(), x.not(), "not");
            same(a.pow(3), x.pow(3), "pow");
        }
        assertThrows(ArithmeticException.class, () -> BigInteger.ONE.testBit(-1));
    }

    @Test
    void modularArithmetic() {
        for (int i = 0; i < 400; i++) {
            java.math.BigInteger m = positive();
            if (i % 2 == 0) {
                m = m.setBit(0); // odd: the Montgomery path
            }
            java.math.BigInteger a = pick();
            java.math.BigInteger e = i % 5 == 0 ? pick() : pick().abs();
            BigInteger x = ours(a);
            BigInteger mm = ours(m);
            if (m.bitLength() > 2100 && !m.testBit(0)) {
                continue; // the division-based path for even moduli is slow at 4096 bits
            }
            boolean invertible = a.gcd(m).equals(java.math.BigInteger.ONE);
            if (e.signum() >= 0 || invertible) {
                same(a.modPow(e, m), x.modPow(ours(e), mm), "modPow " + a + "^" + e + " mod " + m);
            }
            if (invertible) {
                same(a.modInverse(m), x.modInverse(mm), "modInverse");
            } else if (!m.equals(java.math.BigInteger.ONE)) {
                assertThrows(ArithmeticException.class, () -> x.modInverse(mm));
            }
            for (long small : new long[] {0, 1, 2, 3, 255, 65537}) {
                same(a.modPow(java.math.BigInteger.valueOf(small), m),
                        x.modPow(BigInteger.valueOf(small), mm), "modPow small " + small);
            }
        }
        assertThrows(ArithmeticException.class, () -> BigInteger.ONE.mod(BigInteger.ZERO));
        assertThrows(ArithmeticException.class, () -> BigInteger.ONE.divide(BigInteger.ZERO));
        assertThrows(ArithmeticException.class, () -> BigInteger.ONE.modPow(BigInteger.ONE, BigInteger.ONE.negate()));
    }

    /**
     * The Montgomery path word length by word length (1 to 40 words, 64, 65): moduli whose words
     * are all ones (the intermediate sums come closest to their bounds), just above a power of two,
     * with a full top word and random; bases 0, 1, m - 1, m, m + 1, above m, negative; exponents
     * 0, 1, 2, 3, short, of the modulus's length and longer (every window size).
     */
    @Test
    void montgomeryExponentiationAtEveryWordLength() {
        java.math.BigInteger one = java.math.BigInteger.ONE;
        List<Integer> words = new ArrayList<>();
        for (int w = 1; w <= 40; w++) {
            words.add(w);
        }
        words.add(64);
        words.add(65);
        for (int w : words) {
            int bits = 32 * w;
            java.math.BigInteger top = one.shiftLeft(bits - 1);
            java.math.BigInteger[] moduli = {
                one.shiftLeft(bits).subtract(one),
                top.add(one),
                top.or(new java.math.BigInteger(bits, random)).setBit(0),
                new java.math.BigInteger(bits - random.nextInt(31), random).setBit(0),
            };
            for (java.math.BigInteger m : moduli) {
                java.math.BigInteger[] bases = {
                    java.math.BigInteger.ZERO, one, m.subtract(one), m, m.add(one),
                    new java.math.BigInteger(bits + 40, random), new java.math.BigInteger(bits, random).negate(),
                };
                java.math.BigInteger[] exponents = {
                    java.math.BigInteger.ZERO, one, java.math.BigInteger.TWO, java.math.BigInteger.valueOf(3),
                    new java.math.BigInteger(1 + random.nextInt(100), random), m.subtract(one),
                    new java.math.BigInteger(bits, random).setBit(bits - 1), new java.math.BigInteger(2100, random),
                };
                for (java.math.BigInteger b : bases) {
                    for (java.math.BigInteger e : exponents) {
                        if (w > 40 && e.bitLength() > 64 && random.nextInt(4) != 0) {
                            continue; // a quarter of the long exponents at 64 and 65 words suffice
                        }
                        same(b.modPow(e, m), ours(b).modPow(ours(e), ours(m)),
                                "modPow " + b + "^" + e + " mod " + m);
                    }
                }
            }
        }
    }

    /**
     * The Montgomery path limb count by limb count (28-bit limbs, R = 2^(28n) at least 4m: 1 to
     * 80 limbs): the longest and the shortest modulus of each count, all ones (every limb full, so
     * the sums that carries are left out of come closest to their bounds) and random, so that an
     * even and an odd count of rows (rows go in pairs, the odd one alone), a count past 64 rows (a
     * carry pass mid-product) and every offset of limbs in words are each seen; bases m - 1 and
     * random, exponents of the modulus's length (squares and multiplications alike).
     */
    @Test
    void montgomeryExponentiationAtEveryLimbCount() {
        java.math.BigInteger one = java.math.BigInteger.ONE;
        for (int limbs = 1; limbs <= 80; limbs++) {
            for (int bits : new int[] {28 * limbs - 2, Math.max(2, 28 * limbs - 29)}) {
                java.math.BigInteger[] moduli = {
                    one.shiftLeft(bits).subtract(one),
                    new java.math.BigInteger(bits, random).setBit(bits - 1).setBit(0),
                };
                for (java.math.BigInteger m : moduli) {
                    for (java.math.BigInteger b : new java.math.BigInteger[] {m.subtract(one), new java.math.BigInteger(bits, random)}) {
                        java.math.BigInteger e = new java.math.BigInteger(bits, random).setBit(bits - 1);
                        same(b.modPow(e, m), ours(b).modPow(ours(e), ours(m)),
                                "modPow " + b + "^" + e + " mod " + m + " (" + limbs + " limbs)");
                    }
                }
            }
        }
    }

    @Test
    void randomNumbersStayInRange() {
        for (int bits : new int[] {0, 1, 31, 32, 33, 160, 1024}) {
            for (int i = 0; i < 20; i++) {
                BigInteger r = new BigInteger(bits, random);
                assertTrue(r.signum() >= 0 && r.bitLength() <= bits, "random " + bits);
            }
        }
    }

    @Test
    void primalityAgreesWithTheJdk() {
        for (int i = 0; i < 3000; i++) {
            java.math.BigInteger n = new java.math.BigInteger(2 + random.nextInt(20), random);
            assertEquals(n.isProbablePrime(100), ours(n).isProbablePrime(100), "isProbablePrime " + n);
        }
        for (int bits : new int[] {64, 160, 512, 1024}) {
            for (int i = 0; i < 20; i++) {
                java.math.BigInteger n = new java.math.BigInteger(bits, random).setBit(0);
                assertEquals(n.isProbablePrime(80), ours(n).isProbablePrime(80), "isProbablePrime " + n);
            }
        }
        // Carmichael numbers fool Fermat's test, not Miller-Rabin.
        for (long carmichael : new long[] {561, 1105, 1729, 2465, 2821, 6601, 8911, 41041, 825265}) {
            assertFalse(BigInteger.valueOf(carmichael).isProbablePrime(50), "Carmichael " + carmichael);
        }
        // A product of two 256-bit primes, and a known prime (2^521 - 1).
        java.math.BigInteger p = java.math.BigInteger.probablePrime(256, random);
        java.math.BigInteger q = java.math.BigInteger.probablePrime(256, random);
        assertFalse(ours(p.multiply(q)).isProbablePrime(80));
        assertTrue(ours(java.math.BigInteger.ONE.shiftLeft(521).subtract(java.math.BigInteger.ONE)).isProbablePrime(80));
    }

    @Test
    void generatedPrimesArePrimeAndOfTheAskedLength() {
        for (int bits : new int[] {2, 3, 8, 16, 17, 64, 256, 512}) {
            for (int i = 0; i < 5; i++) {
                BigInteger p = new BigInteger(bits, 80, random);
                assertEquals(bits, p.bitLength(), "bitLength of prime");
                assertTrue(jdk(p).isProbablePrime(100), "prime " + p);
            }
        }
        assertThrows(ArithmeticException.class, () -> new BigInteger(1, 80, random));
    }
}
