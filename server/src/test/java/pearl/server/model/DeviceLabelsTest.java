package pearl.server.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Devices that call themselves alike are told apart by runtime, model, date and, last, their id. */
class DeviceLabelsTest {

    private static final String EMULATOR = "MicroEmulator-2.0 (CLDC-1.0, MIDP-2.0)";
    private static final LocalDate MONDAY = LocalDate.of(2026, 11, 23);
    private static final LocalDate TUESDAY = LocalDate.of(2026, 11, 24);

    @Test
    void twoEmulatorRunsOfOneDayReadAlikeUntilTheirIds() {
        DeviceLabels labels = DeviceLabels.of(List.of(
                new DeviceLabels.Device(4, "MicroEmulator-2.0", "MicroEmulator", EMULATOR, MONDAY),
                new DeviceLabels.Device(7, "MicroEmulator-2.0", "MicroEmulator", EMULATOR, MONDAY),
                new DeviceLabels.Device(9, "MicroEmulator-2.0", "MicroEmulator", EMULATOR, TUESDAY)));
        assertEquals("MicroEmulator-2.0 · registered 2026-11-23 · #4", labels.of(4, "?"));
        assertEquals("MicroEmulator-2.0 · registered 2026-11-23 · #7", labels.of(7, "?"));
        assertEquals("MicroEmulator-2.0 · registered 2026-11-24", labels.of(9, "?"), "the date tells it apart: no id");
    }

    @Test
    void anOwnersNameGetsTheRuntimeAndModelItDoesNotSay() {
        DeviceLabels labels = DeviceLabels.of(List.of(
                new DeviceLabels.Device(1, "Phone A", "MicroEmulator", EMULATOR, MONDAY),
                new DeviceLabels.Device(2, "Anna's phone", "Nokia 6230", "Nokia6230/2.0 (CLDC-1.1, MIDP-2.0)", MONDAY),
                new DeviceLabels.Device(3, "Nokia 6230", "Nokia 6230", "phoneME Feature MR4, JIT (CLDC-1.1, MIDP-2.0)", MONDAY)));
        assertEquals("Phone A · MicroEmulator-2.0 · registered 2026-11-23", labels.of(1, "?"),
                "the runtime says the model already");
        assertEquals("Anna's phone · Nokia6230/2.0 · Nokia 6230 · registered 2026-11-23", labels.of(2, "?"));
        assertEquals("Nokia 6230 · phoneME Feature MR4, JIT · registered 2026-11-23", labels.of(3, "?"));
    }

    @Test
    void emulatorsAreToldFromPhones() {
        DeviceLabels labels = DeviceLabels.of(List.of(
                new DeviceLabels.Device(1, "Phone A", "MicroEmulator", EMULATOR, MONDAY),
                new DeviceLabels.Device(2, "Nokia 6230", "Nokia 6230", "Nokia6230/2.0 (CLDC-1.1, MIDP-2.0)", MONDAY),
                new DeviceLabels.Device(3, "ref", "phoneME", "phoneME Feature MR4, interpreter (CLDC-1.1, MIDP-2.0)", MONDAY)));
        assertTrue(labels.emulated(1));
        assertFalse(labels.emulated(2));
        assertTrue(labels.emulated(3), "phoneME runs on a computer");
        assertFalse(labels.emulated(99), "an unknown device is not called an emulator");
        assertEquals("hidden one", labels.of(99, "hidden one"), "a device the labels do not know keeps its name");
    }
}
