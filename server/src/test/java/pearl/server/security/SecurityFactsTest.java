package pearl.server.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;

import org.junit.jupiter.api.Test;

import pearl.server.model.Catalogue;
import pearl.server.model.Kind;
import pearl.server.model.Operation;
import pearl.server.model.TestCase;
import pearl.server.model.Unit;

/** The shipped security facts cover the catalogue, with sources, and say what the standards say. */
class SecurityFactsTest {

    private final SecurityFacts facts = SecurityFacts.shipped();

    @Test
    void everyAlgorithmTheMidletMeasuresHasFactsWithASource() {
        List<String> names = Catalogue.shipped().algorithms().stream().sorted().toList();
        assertTrue(names.size() > 150, "the catalogue is read: " + names.size());
        for (String name : names) {
            Security security = facts.of(name);
            assertNotNull(security, name + " has no entry in security.tsv");
            assertEquals(name, security.name());
            assertFalse(security.source().isBlank(), name + " has no source");
            assertFalse(security.basis().isBlank(), name + " says nothing its status rests on");
            assertFalse(security.basis().contains(";"), name + ": a reason joins its clauses with semicolons");
        }
    }

    @Test
    void pearlsOwnTableHoldsBrokenAlgorithms() {
        for (String name : List.of("DES/CBC", "RC4", "MD2", "MD4", "MD5", "SHA-1", "RSA-512/e65537", "ECDH/secp112r1")) {
            assertEquals(Status.BROKEN, facts.of(name).status(), name);
        }
        assertEquals("RC4: broken (RFC 7465: keystream biases, prohibited in TLS)", facts.of("RC4").statusReason());
    }

    @Test
    void ecbIsUnfitForMessagesWhateverTheCipher() {
        Security aesEcb = facts.of("AES/ECB");
        assertEquals(Status.BROKEN, aesEcb.status());
        assertTrue(aesEcb.basis().startsWith("ECB: unfit for messages"), aesEcb.basis());
        assertEquals(128, aesEcb.strengthBits(), "the cipher's strength stays");
        assertEquals(Status.RECOMMENDED, facts.of("AES/CBC").status());
    }

    @Test
    void blockCiphersWithA64BitBlockAreLegacyAtBest() {
        for (String cipher : List.of("Blowfish", "CAST5", "DESede", "DES", "IDEA", "RC2", "RC5-32", "Skipjack", "XTEA",
                "TEA", "GOST28147")) {
            Security security = facts.of(cipher + "/CBC");
            assertEquals(64, security.blockBits(), cipher);
            assertTrue(security.status().compareTo(Status.LEGACY) >= 0, cipher + " is " + security.status());
        }
    }

    @Test
    void strengthsAreSp80057sComparableStrengths() {
        assertEquals(80, facts.of("DESede/CBC").strengthBits(), "two-key TDEA");
        assertEquals(128, facts.of("AES/CBC").strengthBits());
        assertEquals(80, facts.of("RSA-1024/e3").strengthBits());
        assertEquals(112, facts.of("RSA-2048/e65537").strengthBits());
        assertEquals(112, facts.of("ECDSA/secp224r1").strengthBits(), "ECC: half the key size");
        assertEquals(128, facts.of("ECDH/P-256").strengthBits());
        assertEquals(128, facts.of("SHA-256").strengthBits(), "a hash's collision strength");
        assertEquals(Status.LEGACY, facts.of("RSA-1024/e65537").status());
    }

    @Test
    void aTestCaseWithoutFactsOrFactsOfNoTestCaseAreRefused() throws IOException {
        Catalogue catalogue = Catalogue.of(List.of(
                new Catalogue.Entry(new TestCase("AES/CBC", Operation.ENCRYPT, 128), Kind.BLOCK_CIPHER, Unit.BYTES, true),
                new Catalogue.Entry(new TestCase("SHA-256", Operation.DIGEST, 0), Kind.HASH, Unit.BYTES, true)));
        String aes = "AES\t128\t128\trecommended\tAES-128\tFIPS 197\n";
        String cbc = "CBC\t-\t-\trecommended\tCBC\tSP 800-38A\n";
        String sha = "SHA-256\t128\t-\trecommended\tSHA-256\tFIPS 180-4\n";

        assertEquals(Status.RECOMMENDED, SecurityFacts.join(catalogue, reader(aes + cbc + sha)).of("AES/CBC").status());
        IllegalStateException noMode = assertThrows(IllegalStateException.class,
                () -> SecurityFacts.join(catalogue, reader(aes + sha)));
        assertTrue(noMode.getMessage().contains("AES/CBC (CBC)"), noMode.getMessage());
        IllegalStateException stray = assertThrows(IllegalStateException.class,
                () -> SecurityFacts.join(catalogue, reader(aes + cbc + sha + "MD5\t0\t-\tbroken\tMD5\tRFC 6151\n")));
        assertTrue(stray.getMessage().contains("[MD5]"), stray.getMessage());
    }

    private static BufferedReader reader(String text) {
        return new BufferedReader(new StringReader(text));
    }

    @Test
    void aModeAloneOrAnUnknownNameHasNoFacts() {
        assertNull(facts.of("Unknown/CBC"));
        assertNull(facts.of("AES/XTS"));
        assertNull(facts.of("SHA-256/CBC"), "only a block cipher takes a mode");
    }
}
