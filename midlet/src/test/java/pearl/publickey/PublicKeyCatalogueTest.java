package pearl.publickey;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import pearl.collector.Collector;
import pearl.collector.Estimate;
import pearl.collector.Plan;
import pearl.collector.Progress;
import pearl.collector.Sample;
import pearl.collector.StoringSink;
import pearl.collector.TestCaseTable;
import pearl.testcase.Operation;
import pearl.testcase.TestCase;

/**
 * The public-key suite as the collector runs it: every test case passes its known-answer check,
 * produces samples with the contract's algorithm names and operations, and the PEARL cases' cost
 * estimate grows with the plan.
 */
class PublicKeyCatalogueTest {

    @Test
    void everyTestCasePassesItsCheckAndIsTimedByTheCollector() throws Exception {
        List<Sample> samples = new ArrayList<>();
        List<String> rejected = new ArrayList<>();
        // samples of one tick: the check is that each test case runs and is timed, not for how long
        Plan.Part part = new Plan.Part(Plan.KB, Plan.KB, 1, null);
        Plan plan = new Plan(new Plan.Part[] {part, part, part}, "random", 1, 1);
        TestCaseTable table = new TestCaseTable(PublicKeyCatalogue.rows());
        long start = System.currentTimeMillis();
        new Collector(plan, table, 1, (StoringSink) (measurement, count, done, digest) -> samples.addAll(List.of(measurement).subList(0, count)), new Progress() {
            public void advanced(int done, int total, Sample last) {
                System.out.printf("%-20s %-13s %5d ms/%d calls%n", last.algorithm, last.operation, last.timeExec, last.calls);
            }

            public void rejected(TestCase testCase, String reason) {
                rejected.add(reason);
            }

            public void finished(String summary) {
            }

            public void failed(String message) {
            }
        }).run(1, 0, 0);
        System.out.println("public-key table, 1 KB, 1 sample per size: " + (System.currentTimeMillis() - start) + " ms");

        assertEquals(List.of(), rejected);
        Set<String> timed = new LinkedHashSet<>();
        for (Sample s : samples) {
            timed.add(s.algorithm + " " + s.operation + " " + s.keyBits);
        }
        for (int i = 0; i < table.size(); i++) {
            String key = table.algorithm(i) + " " + table.operation(i);
            assertTrue(timed.contains(key + " " + table.keyBits(i)), key);
        }
        for (String expected : new String[] {
            "RSA-512/e3 keygen 512", "RSA-1024/e65537 encrypt 1024", "RSA-1024/e65537 decrypt 1024",
            "RSA-2048/e65537 sign 2048", "RSA-2048/e3 verify 2048", "ElGamal-1024 decrypt 1024",
            "ElGamal-1024 keygen 1024", "DSA-512 sign 512", "DSA-1024 verify 1024",
            "ECDSA/secp112r1 keygen 112", "ECDSA/secp160r1 sign 160", "ECDSA/secp224r1 verify 224",
            "ECDH/P-256 agree 256", "EC/secp112r1 key-expansion 112", "EC/secp224r1 key-expansion 224",
            "EC/P-256 key-expansion 256", "MP-512 modadd 512", "MP-512 modreduce 512", "MP-512 modinv 512",
            "MP-512 modexp-full 512", "MP-512 modexp-small 512", "MP-512 modexp-3 512",
            "MP-512 modexp-65537 512", "MP-512 modmul 512", "MP-1024 modmul 1024",
        }) {
            assertTrue(timed.contains(expected), expected + " in " + timed);
        }
    }

    @Test
    void fixedKeysAreConsistent() {
        for (int bits : new int[] {512, 1024, 2048}) {
            for (int e : new int[] {3, 65537}) {
                KeyMaker keys = new RsaKeys(bits, e);
                assertNull(keys.check(keys.fixed()), "RSA-" + bits + "/e" + e);
            }
        }
        PublicKeyCatalogue.Ec[] curves = {new PublicKeyCatalogue.Secp112r1(), new PublicKeyCatalogue.Secp160r1(),
            new PublicKeyCatalogue.Secp224r1(), new PublicKeyCatalogue.P256()};
        for (int c = 0; c < curves.length; c++) {
            EcKeys keys = curves[c].keys();
            assertEquals(PublicKeyCatalogue.CURVES[c], keys.curve);
            assertEquals(PublicKeyCatalogue.CURVE_BITS[c], keys.fieldBits(), keys.curve);
            assertNull(keys.check(keys.fixed()), keys.curve);
            assertTrue(keys.fixed().getPublic() != null);
        }
    }

    @Test
    void arithmeticMatchesTheJdk() {
        for (String op : new String[] {Operation.MODADD, Operation.MODREDUCE, Operation.MODMUL, Operation.MODINV,
                Operation.MODEXP_FULL, Operation.MODEXP_SMALL, Operation.MODEXP_3, Operation.MODEXP_65537}) {
            ArithmeticTestCase t = new ArithmeticTestCase(512, op);
            assertNull(t.knownAnswerCheck());
            t.init();
            java.math.BigInteger m = jdk(t.modulus());
            java.math.BigInteger a = new java.math.BigInteger(1, pearl.testcase.Inputs.key(512)).mod(m);
            java.math.BigInteger b = new java.math.BigInteger(1, pearl.testcase.Inputs.key(513)).mod(m);
            java.math.BigInteger expected = switch (op) {
                case Operation.MODADD -> a.add(b).mod(m);
                case Operation.MODREDUCE -> new java.math.BigInteger(1, pearl.testcase.Inputs.key(1024)).mod(m);
                case Operation.MODMUL -> a.multiply(b).mod(m);
                case Operation.MODINV -> a.modInverse(m);
                case Operation.MODEXP_FULL -> a.modPow(new java.math.BigInteger(1, pearl.testcase.Inputs.key(511)), m);
                case Operation.MODEXP_SMALL -> a.modPow(java.math.BigInteger.valueOf(251), m);
                case Operation.MODEXP_3 -> a.modPow(java.math.BigInteger.valueOf(3), m);
                default -> a.modPow(java.math.BigInteger.valueOf(65537), m);
            };
            assertEquals(expected.intValue(), t.execute(new byte[64], 64, new byte[0], 1), op);
        }
    }

    @Test
    void thePlanEstimateWarnsThatPearlsFullPublicKeyPlanIsLong() {
        // PEARL's RSA and ElGamal runs never finished on a Palm: the estimate says so before a start.
        long full = Estimate.millis(Plan.full(), new TestCaseTable(PublicKeyCatalogue.rows()), pearl.collector.Phones.OF_PEARLS_TIME);
        assertTrue(full > 24L * 3600 * 1000, Estimate.format(full));
        long quick = Estimate.millis(Plan.quick(), new TestCaseTable(PublicKeyCatalogue.rows()), pearl.collector.Phones.OF_PEARLS_TIME);
        // the quick plan's 10 short samples against the full plan's 50 of 50 ticks
        assertTrue(full > 4 * quick, Estimate.format(quick) + " vs " + Estimate.format(full));
    }

    private static java.math.BigInteger jdk(pearl.math.BigInteger value) {
        return new java.math.BigInteger(value.toByteArray());
    }
}
