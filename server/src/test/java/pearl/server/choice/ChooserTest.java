package pearl.server.choice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import pearl.server.model.Choice;
import pearl.server.model.Operation;
import pearl.server.model.Primitive;
import pearl.server.model.Query;
import pearl.server.model.Task;
import pearl.server.model.TimeModel;
import pearl.server.model.Unit;
import pearl.server.security.SecurityFacts;

/** The chooser's predictions, pairs and exclusions, held to figures worked out by hand. */
class ChooserTest {

    private static final long PHONE = 1;
    private static final long OTHER = 2;

    private final Chooser chooser = new Chooser(SecurityFacts.shipped());
    private final List<TimeModel> models = new ArrayList<>();

    ChooserTest() {
        // Phone, 100 MHz; lines over 1 to 4 KB: ms = a * size + b
        line(PHONE, "AES/CBC", "encrypt", 0.01, 2, false);
        line(PHONE, "AES/ECB", "encrypt", 0.009, 1, false);
        line(PHONE, "RC4", "encrypt", 0.002, 0.5, false);
        line(PHONE, "Blowfish/CBC", "encrypt", 0.005, 1, false);
        line(PHONE, "Camellia/CBC", "encrypt", 0.003, 0, true);
        line(PHONE, "RSA-1024/e65537", "encrypt", 0.5, 3, false);
        line(PHONE, "HMAC/SHA-256", "mac", 0.004, 0.3, false);
        line(PHONE, "HMAC/MD5", "mac", 0.001, 0.1, false);
        line(PHONE, "SHA-1", "digest", 0.001, 0.2, false);
        models.add(new TimeModel(PHONE, "Phone", 100, new Primitive("SHA-256", Operation.DIGEST), Unit.BYTES, 1, 1024, 1024, false, null, null, 4));
        perOperation(PHONE, "ECDSA/P-256", "sign", 50);
        perOperation(PHONE, "ECDSA/P-256", "verify", 30);
        // the collector times the EC key generation once, as ECDSA's; ECDH's ephemeral key is that work
        perOperation(PHONE, "ECDSA/P-256", "keygen", 20);
        perOperation(PHONE, "ECDH/P-256", "agree", 25);
        perOperation(PHONE, "EC/P-256", "key-expansion", 10);
        perOperation(PHONE, "ECDH/secp112r1", "agree", 5);
        // Other: no clock
        models.add(new TimeModel(OTHER, "Other", null, new Primitive("AES/CBC", Operation.ENCRYPT), Unit.BYTES, 3, 1024, 4096, false, 0.02, 1.0, 21.48));
    }

    @Test
    void aCipherIsPredictedFromItsLineOutsideTheMeasuredSizes() {
        List<Choice> choices = chooser.choose(query(Task.ENCRYPT, 100_000, 128, false, PHONE), models);
        Choice best = choices.get(0);
        assertEquals(List.of("AES/CBC"), best.algorithms());
        assertEquals(0.01 * 100_000 + 2, best.predictedMs(), 1e-9, "a * size + b");
        assertTrue(best.qualifies());
        assertTrue(best.extrapolated(), "100,000 bytes is beyond the 4 KB measured");
        assertEquals(128, best.strengthBits());
        assertEquals("recommended", best.status());
        assertEquals("", best.reason());
        assertEquals(1, choices.stream().filter(Choice::qualifies).count(), "only AES/CBC qualifies");
        assertFalse(choices.stream().anyMatch(c -> c.name().startsWith("RSA")), "public-key encryption is no cipher for a message");
    }

    @Test
    void theExcludedFollowFastestFirstWithTheirReasons() {
        List<Choice> choices = chooser.choose(query(Task.ENCRYPT, 100_000, 128, false, PHONE), models);
        assertEquals(List.of("AES/CBC", "RC4", "Camellia/CBC", "Blowfish/CBC", "AES/ECB"),
                choices.stream().map(Choice::name).toList());
        assertEquals("RC4: broken (RFC 7465: keystream biases, prohibited in TLS)", choices.get(1).reason());
        assertEquals(200.5, choices.get(1).predictedMs(), 1e-9);
        assertTrue(choices.get(2).reason().contains("flagged"), "a flagged result never qualifies: " + choices.get(2).reason());
        assertTrue(choices.get(3).reason().startsWith("Blowfish/CBC: legacy (64-bit block"), choices.get(3).reason());
        assertTrue(choices.get(4).reason().startsWith("AES/ECB: broken (ECB: unfit for messages"), choices.get(4).reason());
    }

    @Test
    void legacyAlgorithmsQualifyOnlyWhenAllowedAndStrongEnough() {
        List<Choice> choices = chooser.choose(query(Task.ENCRYPT, 2048, 128, true, PHONE), models);
        assertEquals(List.of("Blowfish/CBC", "AES/CBC"), choices.stream().filter(Choice::qualifies).map(Choice::name).toList(),
                "Blowfish (128-bit key, legacy) now qualifies, and is faster: 11.24 ms against 22.48 ms");
        assertEquals(0.005 * 2048 + 1, choices.get(0).predictedMs(), 1e-9);
        assertFalse(choices.get(0).extrapolated(), "2,048 bytes was measured");
    }

    @Test
    void aPairsTimeIsTheSumOfItsTwoLines() {
        List<Choice> choices = chooser.choose(query(Task.ENCRYPT_AND_AUTHENTICATE, 100_000, 128, false, PHONE), models);
        Choice best = choices.get(0);
        assertEquals(List.of("AES/CBC", "HMAC/SHA-256"), best.algorithms());
        assertEquals(1002 + 400.3, best.predictedMs(), 1e-9);
        assertEquals(1, choices.stream().filter(Choice::qualifies).count());
        Choice md5 = choices.stream().filter(c -> c.name().equals("AES/CBC + HMAC/MD5")).findFirst().orElseThrow();
        assertEquals(1002 + 100.1, md5.predictedMs(), 1e-9);
        assertEquals("legacy", md5.status(), "the worse of recommended and legacy");
        assertEquals("HMAC/MD5: legacy (RFC 6151: not broken as a MAC, but not for new designs)", md5.reason());
        Choice both = choices.stream().filter(c -> c.name().equals("RC4 + HMAC/MD5")).findFirst().orElseThrow();
        assertEquals("broken", both.status());
        assertEquals(2, both.reason().split("; ").length, "one clause per failing part: " + both.reason());
        assertEquals(5 * 2, choices.size(), "every cipher with every MAC");
    }

    @Test
    void aSignatureIsTheHashOfTheMessageAndOneSigningOperation() {
        List<Choice> choices = chooser.choose(query(Task.SIGN, 2048, 112, false, PHONE), models);
        Choice best = choices.get(0);
        assertEquals(List.of("ECDSA/P-256", "SHA-256"), best.algorithms());
        assertEquals(50 + 4.0 * 2048 / 1024, best.predictedMs(), 1e-9, "one size measured: the time scales with the size");
        assertTrue(best.extrapolated());
        Choice sha1 = choices.get(1);
        assertEquals(List.of("ECDSA/P-256", "SHA-1"), sha1.algorithms());
        assertEquals(63, sha1.strengthBits(), "the weaker part's strength");
        assertTrue(sha1.reason().contains("SHA-1: broken (SHAttered") && sha1.reason().contains("SHA-1: 63 bits, fewer than 112"),
                sha1.reason());
    }

    @Test
    void anAgreementIgnoresTheSizeAndShowsNoCyclesPerByte() {
        List<Choice> choices = chooser.choose(query(Task.AGREE, 1, 128, false, PHONE), models);
        assertEquals(List.of("ECDH/P-256", "ECDH/secp112r1"), choices.stream().map(Choice::name).toList());
        assertEquals(25, choices.get(0).predictedMs(), 1e-9);
        assertNull(choices.get(0).cyclesPerByte());
        assertTrue(choices.get(1).reason().contains("ECDH/secp112r1: 56 bits, fewer than 128"), choices.get(1).reason());
    }

    @Test
    void aSessionIsOneHandshakeAndItsMessages() {
        List<Choice> choices = chooser.choose(new Query(Task.SESSION, 2048, 128, false, 3, Set.of(PHONE)), models);
        Choice best = choices.get(0);
        assertEquals("ECC P-256 server-authenticated", best.handshake());
        assertEquals(List.of("EC/P-256", "ECDSA/P-256", "ECDH/P-256", "AES/CBC", "HMAC/SHA-256"), best.algorithms());
        double handshake = 10 + 30 + 20 + 10 + 25;
        double message = (0.01 * 2048 + 2) + (0.004 * 2048 + 0.3);
        assertEquals(handshake + 3 * message, best.predictedMs(), 1e-9);
        assertTrue(best.qualifies());
    }

    @Test
    void aPredictionOutsideTheMeasuredSizesSaysHowFar() {
        Choice far = chooser.choose(query(Task.ENCRYPT, 409_600, 128, false, PHONE), models).get(0);
        assertEquals(100, far.reach().factor(), 1e-9, "400 KB is 100 times the 4 KB measured");
        assertFalse(far.reach().below());
        assertEquals("4 KB", far.reach().measured());
        Choice small = chooser.choose(query(Task.ENCRYPT, 256, 128, false, PHONE), models).get(0);
        assertEquals(4, small.reach().factor(), 1e-9, "256 bytes is a quarter of the 1 KB measured");
        assertTrue(small.reach().below());
        assertEquals("1 KB", small.reach().measured());
        Choice inside = chooser.choose(query(Task.ENCRYPT, 2048, 128, false, PHONE), models).get(0);
        assertNull(inside.reach());
        assertFalse(inside.extrapolated());
        assertEquals("1,000 bytes", Choice.Reach.of(10_000, 100, 1000).measured());
    }

    @Test
    void aSessionTakesTheEccKeyGenerationTheCollectorTimesUnderEcdsa() {
        List<Choice> choices = chooser.choose(new Query(Task.SESSION, 1024, 112, false, 1, Set.of(PHONE)), models);
        assertTrue(choices.stream().anyMatch(c -> "ECC P-256 server-authenticated".equals(c.handshake()) && c.qualifies()),
                "the ECC P-256 handshake the handshake page totals qualifies at 112 bits");
    }

    @Test
    void cyclesPerByteComeFromTheDevicesClock() {
        Choice aes = chooser.choose(query(Task.ENCRYPT, 2048, 128, false, PHONE), models).get(0);
        assertEquals(100e6 * (22.48 / 1000) / 2048, aes.cyclesPerByte(), 1e-9, "100 MHz for 22.48 ms over 2,048 bytes");
        Choice other = chooser.choose(query(Task.ENCRYPT, 2048, 128, false, OTHER), models).get(0);
        assertNull(other.cyclesPerByte(), "no clock, no cycles");
    }

    @Test
    void everyDeviceWhenNoneIsNamedAndNothingForAnUnknownOne() {
        List<Choice> all = chooser.choose(new Query(Task.ENCRYPT, 2048, 128, false, 1, Set.of()), models);
        assertEquals(List.of("Other", "Phone"), all.stream().map(Choice::device).distinct().toList(), "devices by name");
        assertEquals(0.02 * 2048 + 1, all.get(0).predictedMs(), 1e-9);
        assertEquals(List.of(), chooser.choose(query(Task.ENCRYPT, 2048, 128, false, 99), models));
    }

    private static Query query(Task task, long size, int strength, boolean legacy, long device) {
        return new Query(task, size, strength, legacy, 1, Set.of(device));
    }

    private void line(long device, String algorithm, String operation, double msPerByte, double setupMs, boolean flagged) {
        models.add(new TimeModel(device, device == PHONE ? "Phone" : "Other", device == PHONE ? 100 : null,
                new Primitive(algorithm, Operation.of(operation)), Unit.BYTES, 3, 1024, 4096, flagged, msPerByte, setupMs, msPerByte * 1024 + setupMs));
    }

    private void perOperation(long device, String algorithm, String operation, double ms) {
        models.add(new TimeModel(device, "Phone", 100, new Primitive(algorithm, Operation.of(operation)), Unit.OP, 1, 32, 32, false, null, null, ms));
    }
}
