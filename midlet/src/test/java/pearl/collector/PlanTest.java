package pearl.collector;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import pearl.publickey.PublicKeyCatalogue;
import pearl.testcase.Catalogue;
import pearl.testcase.Inputs;
import pearl.testcase.Operation;
import pearl.testcase.TestCase;

/** Test plans: PEARL's defaults, per-submodule choices, the JAD's attributes, the heap's limit. */
class PlanTest {

    @Test
    void theFullPlanIsPearls() {
        Plan full = Plan.full();
        for (int i = 0; i < Plan.SUBMODULES.length; i++) {
            assertArrayEquals(new int[] {1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072, 262144},
                    full.part(i).sizes());
            assertEquals(50, full.part(i).samplesPerSize);
        }
        assertEquals(Inputs.RANDOM, full.inputKind);
        assertEquals(5, full.rounds, "50 samples in 5 rounds of 10");
    }

    @Test
    void aPlanKeptForALaterLifeComesBackTheSame() throws Exception {
        Plan custom = new Plan(new Plan.Part[] {new Plan.Part(Plan.KB, 8 * Plan.KB, 12, "AES/CBC,RC4"), null,
            new Plan.Part(2 * Plan.KB, 2 * Plan.KB, 3, null)}, Inputs.TEXT, 20, 3);
        for (Plan plan : List.of(custom, Plan.quick(), Plan.full())) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            plan.write(new DataOutputStream(bytes));

            Plan read = Plan.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())));

            Conditions written = new Conditions();
            plan.describe(written);
            Conditions back = new Conditions();
            read.describe(back);
            for (int i = 0; i < written.size(); i++) {
                assertEquals(written.value(i), back.get(written.key(i)), written.key(i));
            }
            assertEquals(written.size(), back.size());
        }
    }

    @Test
    void theQuickPlanRunsEveryKindAtOneKilobyteOrItsFixedSizeWithTheSamplesTheAnalysisNeeds() {
        Plan quick = Plan.quick();
        // the server's analysis flags a result of fewer than 10 warm samples too-few, and one
        // whose samples span fewer than 20 ticks coarse (pearl.server.analysis.Statistics)
        assertEquals(20, quick.ticksPerSample);
        assertEquals(50, Plan.full().ticksPerSample);
        Set<String> included = new TreeSet<>();
        TestCaseTable table = TestCaseTable.full();
        for (int i = 0; i < table.size(); i++) {
            if (quick.includes(table, i)) {
                included.add(table.algorithm(i) + " " + table.operation(i));
                int size = table.fixedSize(i) > 0 ? table.fixedSize(i) : 1024;
                assertArrayEquals(new int[] {size}, quick.sizesOf(table, i), table.algorithm(i));
                assertEquals(10, quick.samplesOf(table, i));
            }
        }
        assertTrue(included.containsAll(List.of("AES/ECB decrypt", "AES/CBC encrypt", "AES/CFB encrypt",
                "AES/OFB decrypt", "DES/CBC encrypt", "Twofish/CBC decrypt", "RC4 encrypt", "ChaCha20 decrypt",
                "SHA-256 digest", "SHA3-256 digest", "HMAC/SHA-1 mac", "CMAC/AES mac", "Poly1305/AES mac",
                "RSA-1024/e65537 encrypt", "RSA-1024/e65537 keygen", "ElGamal-1024 decrypt", "DSA-1024 sign",
                "ECDSA/P-256 verify", "ECDH/P-256 agree", "EC/P-256 key-expansion", "MP-512 modexp-full")),
                included.toString());
        assertEquals(58, included.size(), "a selection, within the demo's time: " + included);
        assertFalse(included.contains("Twofish/ECB encrypt"));
        assertFalse(included.contains("RSA-2048/e3 keygen"));
        Conditions conditions = new Conditions();
        quick.describe(conditions);
        for (int i = 0; i < conditions.size(); i++) {
            assertTrue(conditions.value(i).length() <= 255, "the server takes conditions of up to 255 characters: "
                    + conditions.key(i));
        }
    }

    @Test
    void aListEntryMayStartOrEndWithAStar() {
        assertTrue(Plan.listContains("*/CBC", "Twofish/CBC"));
        assertFalse(Plan.listContains("*/CBC", "Twofish/ECB"));
        assertTrue(Plan.listContains("RC4, AES/*", "AES/OFB"));
        assertFalse(Plan.listContains("AES/*", "AES-Fast/OFB"));
        assertTrue(Plan.listContains("*", "SHA-1"));
    }

    @Test
    void eachTestCaseBelongsToItsSubmodule() {
        assertEquals(Plan.SYMMETRIC, Plan.submoduleOf(new Prebuilt(FakeTestCase.cipher("AES/CBC")), 0));
        assertEquals(Plan.HASH, Plan.submoduleOf(new Prebuilt(new FakeTestCase("SHA-1", Operation.DIGEST, true, 0)), 0));
        assertEquals(Plan.HASH, Plan.submoduleOf(new Prebuilt(new FakeTestCase("HMAC/SHA-1", Operation.MAC, true, 0)), 0));
        assertEquals(Plan.ASYMMETRIC, Plan.submoduleOf(new Prebuilt(new FakeTestCase("RSA-1024/e65537", Operation.ENCRYPT, true, 117)), 0));
        assertEquals(Plan.ASYMMETRIC, Plan.submoduleOf(new Prebuilt(new FakeTestCase("RSA-1024/e65537", Operation.KEYGEN, true, 1)), 0));
    }

    @Test
    void aSubmoduleCanBeLeftOutOrLimitedToOneAlgorithm() {
        Plan plan = new Plan(new Plan.Part[] {new Plan.Part(1024, 4096, 5, "AES/CBC"), null, null}, Inputs.TEXT);
        assertTrue(plan.includes(new Prebuilt(FakeTestCase.cipher("AES/CBC")), 0));
        assertFalse(plan.includes(new Prebuilt(FakeTestCase.cipher("AES/ECB")), 0));
        assertFalse(plan.includes(new Prebuilt(new FakeTestCase("SHA-1", Operation.DIGEST, true, 0)), 0));
        assertArrayEquals(new int[] {1024, 2048, 4096}, plan.sizesOf(new Prebuilt(FakeTestCase.cipher("AES/CBC")), 0));
    }

    @Test
    void badPlansAreRefusedWithAReason() {
        assertThrows(IllegalArgumentException.class, () -> new Plan.Part(100, 1024, 1, null));
        assertThrows(IllegalArgumentException.class, () -> new Plan.Part(2048, 1024, 1, null));
        assertThrows(IllegalArgumentException.class, () -> new Plan.Part(1024, 1024, 0, null));
    }

    @Test
    void headlessRunsTakeTheirPlanFromTheJad() {
        Plan custom = PlanReader.read(attributes(Map.of("PEARL-Autorun", "custom", "PEARL-Min-Size", "2K",
                "PEARL-Max-Size", "8192", "PEARL-Samples", "7", "PEARL-Algorithms", "AES/CBC,SHA-256",
                "PEARL-Input", "zero", "PEARL-Submodules", "symmetric, hash")));

        assertArrayEquals(new int[] {2048, 4096, 8192}, custom.part(Plan.SYMMETRIC).sizes());
        assertEquals(7, custom.part(Plan.HASH).samplesPerSize);
        assertNull(custom.part(Plan.ASYMMETRIC));
        assertEquals(Inputs.ZERO, custom.inputKind);
        assertTrue(custom.includes(new Prebuilt(new FakeTestCase("SHA-256", Operation.DIGEST, true, 0)), 0));
        assertFalse(custom.includes(new Prebuilt(FakeTestCase.cipher("AES/ECB")), 0));

        Plan quick = PlanReader.read(attributes(Map.of("PEARL-Autorun", "quick")));
        assertEquals(Plan.quick().maxSize(), quick.maxSize());
        assertEquals(Plan.QUICK_CIPHERS, quick.part(Plan.SYMMETRIC).algorithms, "each submodule keeps its choice");
        assertEquals(Plan.QUICK_HASHES, quick.part(Plan.HASH).algorithms);
        assertEquals(20, quick.ticksPerSample);
        Plan everyTestCase = PlanReader.read(attributes(Map.of("PEARL-Autorun", "quick", "PEARL-Algorithms", "all")));
        assertNull(everyTestCase.part(Plan.SYMMETRIC).algorithms);
        assertNull(everyTestCase.part(Plan.ASYMMETRIC).algorithms);
        assertNull(PlanReader.read(attributes(Map.of())), "no Autorun: the user chooses on the phone");
    }

    @Test
    void theJadMaySetTheRoundsUpToTheSamplesPerSize() {
        assertEquals(3, PlanReader.read(attributes(Map.of("PEARL-Autorun", "custom", "PEARL-Rounds", " 3 "))).rounds);
        assertEquals(Plan.FULL_ROUNDS, PlanReader.read(attributes(Map.of("PEARL-Autorun", "custom"))).rounds,
                "left out: the base plan's");
        assertEquals(Plan.QUICK_ROUNDS, PlanReader.read(attributes(Map.of("PEARL-Autorun", "quick"))).rounds);
        assertEquals(2, PlanReader.read(attributes(Map.of("PEARL-Autorun", "quick", "PEARL-Rounds", "2"))).rounds);
        assertEquals(7, PlanReader.read(attributes(Map.of("PEARL-Autorun", "custom", "PEARL-Samples", "7",
                "PEARL-Rounds", "20"))).rounds, "a round takes at least one sample of each measurement");
        assertEquals(1, PlanReader.read(attributes(Map.of("PEARL-Autorun", "quick", "PEARL-Samples", "1"))).rounds);
        for (String bad : List.of("0", "-2", "five", "2.5")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> PlanReader.read(attributes(Map.of("PEARL-Autorun", "full", "PEARL-Rounds", bad))));
            assertTrue(e.getMessage().startsWith("PEARL-Rounds: '" + bad + "' is not a whole number"), e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> new Plan(new Plan.Part[3], Inputs.RANDOM, 50, 0));
    }

    @Test
    void aBadAttributeIsNamedInTheError() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PlanReader.read(attributes(Map.of("PEARL-Autorun", "full", "PEARL-Samples", "many"))));
        assertTrue(e.getMessage().contains("PEARL-Samples"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> PlanReader.read(attributes(Map.of("PEARL-Autorun", "full", "PEARL-Submodules", "fast"))));
        assertTrue(e.getMessage().contains("PEARL-Submodules"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PlanReader.read(attributes(Map.of("PEARL-Autorun", "soon"))));
    }

    @Test
    void theEstimateShowsALongPublicKeyPlanAsLongBeforeItStarts() {
        Catalogue symmetricAndHashes = new TestCaseTable(new Catalogue[] {BlockCiphers.rows(), StreamCiphers.rows(), Hashes.rows()});
        // its encryption runs on the plan's sizes, with the symmetric ciphers
        Plan.Part rsaPart = new Plan.Part(1024, 1024, 50, "RSA-1024/e65537");
        Plan rsaKeygen = new Plan(new Plan.Part[] {rsaPart, null, rsaPart}, Inputs.RANDOM);
        long quick = Estimate.millis(Plan.quick(), symmetricAndHashes, Phones.OF_PEARLS_TIME);
        long rsaFull = Estimate.millis(rsaKeygen, new TestCaseTable(PublicKeyCatalogue.rows()), Phones.OF_PEARLS_TIME);

        assertTrue(quick < 300_000, "the quick symmetric and hash plan is a matter of minutes: "
                + Estimate.format(quick));
        assertTrue(rsaFull > 3_600_000, "PEARL's RSA-1024 at 1 KB, 50 samples: hours: " + Estimate.format(rsaFull));
        assertEquals("1 h 2 min", Estimate.format(3_720_000));
    }

    @Test
    void theSummaryShowsIntegerThroughputsOfWarmSamples() {
        Summary summary = new Summary();
        summary.add(new Sample(1, 0, "AES/CBC", "encrypt", 128, 1024, 1, 1, 1, 1, true));
        summary.add(new Sample(1, 1, "AES/CBC", "encrypt", 128, 1024, 10, 60, 100, 50, false));
        summary.add(new Sample(1, 2, "AES/CBC", "encrypt", 128, 2048, 10, 60, 100, 50, false));
        assertEquals(1, summary.size());
        assertEquals("AES/CBC encrypt: 4000 KB/s at 2048 B", summary.line(0));
    }

    private static PlanReader.Attributes attributes(Map<String, String> values) {
        Hashtable<String, String> table = new Hashtable<>(values);
        return table::get;
    }
}
