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

import pearl.server.bank.Registrations;
import pearl.server.bank.ResultVersions;
import pearl.server.model.ClockMhz;
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
        String id = parts.registrations().register(registration.model(), registration.clockMhz(),
                registration.properties()).deviceKey();
        String without = parts.registrations().register("Nokia 3310", null, PROPERTIES).deviceKey();

        assertEquals(104, clock(id));
        assertNull(clock(without));
    }

    @Test
    void aFurtherSuiteFillsAMissingClockAndNeverReplacesOne() throws Exception {
        String code = parts.enrolments().create();
        String first = parts.registrations().register("Nokia 6600", null, PROPERTIES, code).orElseThrow().deviceKey();
        assertNull(clock(first));

        parts.registrations().register("Nokia 6600", 104, PROPERTIES, code).orElseThrow();
        assertEquals(104, clock(first));

        long device = parts.registrations().find(first).orElseThrow().deviceId();
        parts.devices().setClock(device, 123);
        parts.registrations().register("Nokia 6600", 99, PROPERTIES, code).orElseThrow();
        assertEquals(123, clock(first), "the admin's clock stands");
    }

    @Test
    void theClockGivenOnTheVisitIsTheDevicesUnlessTheRegistrationGivesOne() throws Exception {
        String code = parts.enrolments().create();
        assertTrue(parts.enrolments().setClock(code, 200));
        assertEquals(200, parts.enrolments().clock(code));
        String first = parts.registrations().register("Nokia 6600", null, PROPERTIES, code).orElseThrow().deviceKey();
        assertEquals(200, clock(first));

        String other = parts.enrolments().create();
        parts.enrolments().setClock(other, 200);
        String registered = parts.registrations().register("Nokia 3650", 104, PROPERTIES, other).orElseThrow().deviceKey();
        assertEquals(104, clock(registered), "the registration's own clock first");
    }

    @Test
    void aClockGivenOnTheVisitAfterTheFirstSuiteFillsTheDeviceAndNeverReplacesOne() throws Exception {
        String code = parts.enrolments().create();
        String first = parts.registrations().register("Nokia 6600", null, PROPERTIES, code).orElseThrow().deviceKey();
        long device = parts.registrations().find(first).orElseThrow().deviceId();
        ResultVersions.Snapshot before = parts.versions().read(null);

        parts.enrolments().setClock(code, 200);
        assertEquals(200, clock(first));
        assertEquals(List.of(device), List.copyOf(parts.versions().read(before).changedSince(before)),
                "the device's pages are rendered again, now with cycles per byte");

        parts.devices().setClock(device, 123);
        parts.enrolments().setClock(code, 150);
        parts.registrations().register("Nokia 6600", null, PROPERTIES, code).orElseThrow();
        assertEquals(123, clock(first), "the admin's clock stands");
        assertEquals(150, parts.enrolments().clock(code), "the visit keeps what its user gave last");
    }

    @Test
    void aVisitsClockIsOneTo100000MhzOfAKnownCode() throws Exception {
        String code = parts.enrolments().create();
        assertThrows(IllegalArgumentException.class, () -> parts.enrolments().setClock(code, 0));
        assertThrows(IllegalArgumentException.class, () -> parts.enrolments().setClock(code, ClockMhz.MOST + 1));
        assertNull(parts.enrolments().clock(code), "a refused clock stores nothing");
        assertFalse(parts.enrolments().setClock("0000000000", 200), "a code this server never made");

        parts.enrolments().setClock(code, 200);
        parts.enrolments().setClock(code, null);
        assertNull(parts.enrolments().clock(code), "the user may take the clock back");
    }

    /** The clock of the device registered under {@code deviceKey}, null when unknown. */
    private Integer clock(String deviceKey) throws SQLException {
        Registrations.Device device = parts.registrations().find(deviceKey).orElseThrow();
        try (Connection connection = dataSource().getConnection();
             PreparedStatement select = connection.prepareStatement("SELECT clock_mhz FROM devices WHERE id = ?")) {
            select.setLong(1, device.deviceId());
            try (ResultSet row = select.executeQuery()) {
                row.next();
                return row.getObject(1, Integer.class);
            }
        }
    }
}
