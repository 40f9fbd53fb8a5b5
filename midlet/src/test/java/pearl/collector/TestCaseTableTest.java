package pearl.collector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.engines.RC4Engine;
import org.bouncycastle.crypto.macs.GMac;
import org.bouncycastle.crypto.macs.HMac;
import org.bouncycastle.crypto.modes.GCMBlockCipher;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.junit.jupiter.api.Test;

import pearl.testcase.Kind;
import pearl.testcase.Operation;
import pearl.testcase.TestCase;

/** The suite a phone runs: every row's published vector passes, and a wrong one is caught. */
class TestCaseTableTest {

    @Test
    void everyTestCasePassesItsPublishedKnownAnswer() {
        List<String> failures = new ArrayList<>();
        for (TestCase testCase : all()) {
            String failure = testCase.knownAnswerCheck();
            if (failure != null) {
                failures.add(failure);
            }
        }
        assertEquals(List.of(), failures);
    }

    /**
     * PEARL's own table as the rows mark it (the server's tests hold its names against the paper's
     * rankings): its block ciphers in every mode both ways, RC4 both ways and its hashes.
     */
    @Test
    void pearlsTableIsItsBlockCiphersInEveryModeBothWaysRc4AndItsHashes() {
        TestCaseTable table = TestCaseTable.full();
        Set<String> keys = new TreeSet<>();
        Set<String> blockCiphers = new TreeSet<>();
        Set<String> hashes = new TreeSet<>();
        for (int i = 0; i < table.size(); i++) {
            if (table.pearlTable(i)) {
                String algorithm = table.algorithm(i);
                keys.add(algorithm + " " + table.operation(i));
                if (table.kind(i).equals(Kind.BLOCK_CIPHER)) {
                    blockCiphers.add(algorithm.substring(0, algorithm.indexOf('/')));
                } else if (table.kind(i).equals(Kind.HASH)) {
                    hashes.add(algorithm);
                }
            }
        }
        assertEquals(17, blockCiphers.size(), blockCiphers.toString());
        for (String cipher : blockCiphers) {
            for (String mode : new String[] {"ECB", "CBC", "CFB", "OFB"}) {
                assertTrue(keys.contains(cipher + "/" + mode + " encrypt"), cipher + "/" + mode);
                assertTrue(keys.contains(cipher + "/" + mode + " decrypt"), cipher + "/" + mode);
            }
        }
        assertTrue(keys.containsAll(List.of("RC4 encrypt", "RC4 decrypt")), keys.toString());
        assertEquals(10, hashes.size(), hashes.toString());
        assertEquals(17 * 4 * 2 + 2 + 10, keys.size(), "nothing else: " + keys);
        assertTrue(keys().containsAll(List.of("SHA-224 digest", "RIPEMD256 digest", "RIPEMD320 digest",
                "Whirlpool digest", "HMAC/SHA-1 mac", "HMAC/SHA-256 mac")), "beyond it, BC's other hashes and MACs");
    }

    /** The rows that need PEARL's stand-in for BC's Strings, the MACs beyond HMAC, EC key expansion. */
    @Test
    void coversTheAlgorithmsOnceLeftOut() {
        Set<String> keys = keys();
        for (String mode : new String[] {"ECB", "CBC", "CFB", "OFB"}) {
            assertTrue(keys.containsAll(List.of("GOST28147/" + mode + " encrypt", "GOST28147/" + mode + " decrypt")), mode);
        }
        for (String stream : new String[] {"Salsa20", "XSalsa20", "ChaCha20"}) {
            assertTrue(keys.containsAll(List.of(stream + " encrypt", stream + " decrypt")), stream);
        }
        assertTrue(keys.containsAll(List.of("GOST3411 digest", "CMAC/AES mac", "GMAC/AES mac", "Poly1305/AES mac",
                "SipHash-2-4 mac", "EC/secp112r1 key-expansion", "EC/secp160r1 key-expansion",
                "EC/secp224r1 key-expansion", "EC/P-256 key-expansion")), keys.toString());
    }

    @Test
    void everyTestCaseIsOneAlgorithmAndOperation() {
        List<TestCase> all = all();
        assertEquals(all.size(), keys().size(), "no two test cases share algorithm and operation");
        for (TestCase testCase : all) {
            boolean hash = testCase.operation().equals(Operation.DIGEST);
            boolean fixedKeys = Plan.submoduleOf(new Prebuilt(testCase), 0) == Plan.ASYMMETRIC;
            assertEquals(hash || fixedKeys && !testCase.hasInit(), !testCase.hasInit(),
                    testCase.algorithm() + ": only hashes and public-key operations on fixed keys have no set-up to time");
        }
    }

    @Test
    void theCatalogueDescribesEachEntryAsItsTestCaseDoesAndBuildsAFreshOneEachTime() {
        TestCaseTable table = TestCaseTable.full();
        assertEquals(358, table.size());
        for (int i = 0; i < table.size(); i++) {
            TestCase testCase = table.create(i);
            String entry = i + " " + testCase.algorithm() + " " + testCase.operation();
            assertEquals(testCase.algorithm(), table.algorithm(i), entry);
            assertEquals(testCase.operation(), table.operation(i), entry);
            assertEquals(testCase.keyBits(), table.keyBits(i), entry);
            assertEquals(testCase.hasInit(), table.hasInit(i), entry);
            assertEquals(testCase.fixedSize(), table.fixedSize(i), entry);
            assertNotSame(testCase, table.create(i), entry);
        }
    }

    @Test
    void everyNameIsOneWordTheReceiverAccepts() {
        for (TestCase testCase : all()) {
            assertTrue(testCase.algorithm().matches("[A-Za-z0-9][A-Za-z0-9/_.+-]{0,63}"), testCase.algorithm());
            assertTrue(testCase.operation().matches("[a-z][a-z0-9-]{0,15}"), testCase.operation());
        }
    }

    @Test
    void aCorruptedVectorFailsEachKindOfTestCase() {
        KnownAnswer aes = new KnownAnswer("FIPS-197 C.1 with one bit flipped", "000102030405060708090a0b0c0d0e0f",
                null, "00112233445566778899aabbccddeeff", "69c4e0d86a7b0430d8cdb78070b4c55b");
        KnownAnswer sha256 = new KnownAnswer("FIPS 180-2 B.1, flipped", null, null, "616263",
                "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ac");
        KnownAnswer rc4 = new KnownAnswer("RC4, flipped", "0123456789abcdef", null, "0123456789abcdef",
                "75b7878099e0c597");
        KnownAnswer hmac = new KnownAnswer("RFC 4231, flipped", "0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b", null,
                "4869205468657265", "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff6");

        String failure = new BlockCipherTestCase("AES", new AESEngine(), "CBC", 128,
                new KeyParameter(new byte[16]), true, aes).knownAnswerCheck();
        assertNotNull(failure);
        assertTrue(failure.contains("FIPS-197 C.1 with one bit flipped"), "the report names the source: " + failure);
        assertNotNull(new DigestTestCase(new SHA256Digest(), sha256).knownAnswerCheck());
        assertNotNull(new StreamCipherTestCase(new RC4Engine(), 128, 0, true, rc4).knownAnswerCheck());
        assertNotNull(new MacTestCase("HMAC/SHA-256", new HMac(new SHA256Digest()), 256, hmac).knownAnswerCheck());
        KnownAnswer gmac = new KnownAnswer("NIST CAVP GCM, flipped", "77be63708971c4e240d1cb79e8d77feb",
                "e0e00f19fed7ba0136a797f3", "7a43ec1d9c0a5a78a0b16533a6213cab", "209fcc8d3675ed938e9c7166709dd947");
        assertNotNull(new MacTestCase("GMAC/AES", new GMac(new GCMBlockCipher(new AESEngine())), 128,
                new ParametersWithIV(new KeyParameter(new byte[16]), new byte[12]), gmac).knownAnswerCheck());
    }

    @Test
    void theCorrectVectorsOfThoseKindsPass() {
        assertNull(new StreamCipherTestCase(new RC4Engine(), 128, 0, false, new KnownAnswer("RC4", "0123456789abcdef",
                null, "0123456789abcdef", "75b7878099e0c596")).knownAnswerCheck());
    }

    /**
     * Prints the table, one "algorithm operation key-bits" line per test case
     * ({@code -Dtest=TestCaseTableTest#print}), and checks that it names each test case once.
     */
    @Test
    void print() {
        Set<String> lines = new LinkedHashSet<>();
        for (TestCase testCase : all()) {
            String line = testCase.algorithm() + " " + testCase.operation() + " " + testCase.keyBits();
            assertTrue(lines.add(line), "printed twice: " + line);
            System.out.println("SUITE " + line);
        }
        assertEquals(TestCaseTable.full().size(), lines.size());
    }

    /** Every test case of the full suite, built at once: fine on a desktop, never on a phone. */
    static List<TestCase> all() {
        TestCaseTable table = TestCaseTable.full();
        List<TestCase> all = new ArrayList<>();
        for (int i = 0; i < table.size(); i++) {
            all.add(table.create(i));
        }
        return all;
    }

    private static Set<String> keys() {
        Set<String> keys = new TreeSet<>();
        for (TestCase testCase : all()) {
            keys.add(testCase.algorithm() + " " + testCase.operation());
        }
        return keys;
    }
}
