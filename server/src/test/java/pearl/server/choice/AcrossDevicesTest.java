package pearl.server.choice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import pearl.server.model.Choice;

/** Which choice to ship to several phones: qualifying on all, and how far from each one's fastest. */
class AcrossDevicesTest {

    @Test
    void theChoicesQualifyingEverywhereComeBestFirstWithTheirWorstRatio() {
        List<AcrossDevices> summary = AcrossDevices.of(List.of(
                choice(1, "AES/CBC", 10, true), choice(1, "Serpent/CBC", 10.5, true), choice(1, "RC4", 2, false),
                choice(1, "Twofish/CBC", 30, true),
                choice(2, "Serpent/CBC", 20, true), choice(2, "AES/CBC", 21, true), choice(2, "Twofish/CBC", 22, true),
                choice(3, "AES/CBC", 5, true), choice(3, "Serpent/CBC", 8, true), choice(3, "Twofish/CBC", 6, true)));
        assertEquals(List.of("AES/CBC", "Serpent/CBC", "Twofish/CBC"), summary.stream().map(AcrossDevices::name).toList());
        AcrossDevices aes = summary.get(0);
        assertEquals(1.05, aes.worstRatio(), 1e-9, "21 ms against Serpent's 20 on device 2");
        assertEquals(2, aes.slowestOn());
        assertTrue(aes.nearFastest());
        AcrossDevices serpent = summary.get(1);
        assertEquals(1.6, serpent.worstRatio(), 1e-9, "8 ms against AES's 5 on device 3");
        assertFalse(serpent.nearFastest());
        assertEquals(3, summary.get(2).worstRatio(), 1e-9, "30 ms against 10 on device 1");
    }

    @Test
    void aChoiceExcludedOrMissingOnOneDeviceIsLeftOut() {
        List<AcrossDevices> summary = AcrossDevices.of(List.of(
                choice(1, "AES/CBC", 10, true), choice(1, "RC4", 2, false), choice(1, "Serpent/CBC", 9, true),
                choice(2, "AES/CBC", 20, true), choice(2, "RC4", 1, false)));
        assertEquals(List.of("AES/CBC"), summary.stream().map(AcrossDevices::name).toList(),
                "RC4 qualifies nowhere, Serpent was not measured on device 2");
        assertEquals(1.0 * 10 / 9, summary.get(0).worstRatio(), 1e-9);
        assertEquals(List.of(), AcrossDevices.of(List.of(choice(1, "RC4", 2, false), choice(2, "AES/CBC", 3, true))),
                "nothing qualifies on device 1");
    }

    private static Choice choice(long device, String algorithm, double ms, boolean qualifies) {
        return new Choice(device, "Phone " + device, null, List.of(algorithm), ms, qualifies ? 128 : 0,
                qualifies ? "recommended" : "broken", qualifies, qualifies ? "" : algorithm + ": broken", false, null, null);
    }
}
