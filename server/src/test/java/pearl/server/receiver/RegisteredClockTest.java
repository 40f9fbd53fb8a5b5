package pearl.server.receiver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import pearl.server.bank.Devices;
import pearl.server.bank.ResultVersions;
import pearl.server.web.OnEmbeddedDatabase;

/**
 * The clock a phone's user gives when registering, or on the /install visit its suites came from,
 * is the device's (docs/protocol.md): stored when the registration makes the device (the
 * registration's own first), taken from a further suite or a later visit's form only while the
 * device has none, and the admin's correction stands.
 */
class RegisteredClockTest extends OnEmbeddedDatabase {

    private static final Map<String, String> PROPERTIES = Map.of("microedition.platform", "TestPhone/1.0");

    @Test
    void aRegistrationWithAClockGivesTheDeviceItsClock() throws Exception {
        Registration registration = Registration.parse(
                "PEARL-REGISTER 2\nmodel\tNokia 6600\nclock\t104\n".getBytes(StandardCharsets.UTF_8));
        String id = services.devices().register(registration.model(), registration.clockMhz(),
                registration.properties()).deviceId();
        String without = services.devices().register("Nokia 3310", null, PROPERTIES).deviceId();

        assertEquals(104, clock(id));
        assertNull(clock(without));
    }

    @Test
    void aFurtherSuiteFillsAMissingClockAndNeverReplacesOne() throws Exception {
        String code = services.enrolments().create();
        String first = services.devices().register("Nokia 6600", null, PROPERTIES, code).orElseThrow().deviceId();
        assertNull(clock(first));

        services.devices().register("Nokia 6600", 104, PROPERTIES, code).orElseThrow();
        assertEquals(104, clock(first));

        long device = services.devices().find(first).orElseThrow().rowId();
        services.devices().setClock(device, 123);
        services.devices().register("Nokia 6600", 99, PROPERTIES, code).orElseThrow();
        assertEquals(123, clock(first), "the admin's clock stands");
    }

    @Test
    void theClockGivenOnTheVisitIsTheDevicesUnlessTheRegistrationGivesOne() throws Exception {
        String code = services.enrolments().create();
        assertTrue(services.enrolments().setClock(code, 200));
        assertEquals(200, services.enrolments().clock(code));
        String first = services.devices().register("Nokia 6600", null, PROPERTIES, code).orElseThrow().deviceId();
        assertEquals(200, clock(first));

        String other = services.enrolments().create();
        services.enrolments().setClock(other, 200);
        String registered = services.devices().register("Nokia 3650", 104, PROPERTIES, other).orElseThrow().deviceId();
        assertEquals(104, clock(registered), "the registration's own clock first");
    }

    @Test
    void aClockGivenOnTheVisitAfterTheFirstSuiteFillsTheDeviceAndNeverReplacesOne() throws Exception {
        String code = services.enrolments().create();
        String first = services.devices().register("Nokia 6600", null, PROPERTIES, code).orElseThrow().deviceId();
        long device = services.devices().find(first).orElseThrow().rowId();
        ResultVersions.Snapshot before = services.versions().read(null);

        services.enrolments().setClock(code, 200);
        assertEquals(200, clock(first));
        assertEquals(List.of(device), List.copyOf(services.versions().read(before).changedSince(before)),
                "the device's pages are rendered again, now with cycles per byte");

        services.devices().setClock(device, 123);
        services.enrolments().setClock(code, 150);
        services.devices().register("Nokia 6600", null, PROPERTIES, code).orElseThrow();
        assertEquals(123, clock(first), "the admin's clock stands");
        assertEquals(150, services.enrolments().clock(code), "the visit keeps what its user gave last");
    }

    @Test
    void aVisitsClockIsOneTo100000MhzOfAKnownCode() throws Exception {
        String code = services.enrolments().create();
        assertThrows(IllegalArgumentException.class, () -> services.enrolments().setClock(code, 0));
        assertThrows(IllegalArgumentException.class, () -> services.enrolments().setClock(code, Devices.MOST_MHZ + 1));
        assertNull(services.enrolments().clock(code), "a refused clock stores nothing");
        assertFalse(services.enrolments().setClock("0000000000", 200), "a code this server never made");

        services.enrolments().setClock(code, 200);
        services.enrolments().setClock(code, null);
        assertNull(services.enrolments().clock(code), "the user may take the clock back");
    }

    /** The clock of the device registered under {@code deviceId}, null when unknown. */
    private Integer clock(String deviceId) throws SQLException {
        Devices.Device device = services.devices().find(deviceId).orElseThrow();
        try (Connection connection = dataSource().getConnection();
             PreparedStatement select = connection.prepareStatement("SELECT clock_mhz FROM devices WHERE id = ?")) {
            select.setLong(1, device.rowId());
            try (ResultSet row = select.executeQuery()) {
                row.next();
                return row.getObject(1, Integer.class);
            }
        }
    }
}
