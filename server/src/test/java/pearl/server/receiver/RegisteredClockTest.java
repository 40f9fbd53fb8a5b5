package pearl.server.receiver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;

import org.junit.jupiter.api.Test;

import pearl.server.bank.Devices;
import pearl.server.web.OnEmbeddedDatabase;

/**
 * The clock a phone's user gives when registering is the device's (docs/protocol.md): stored
 * when the registration makes the device, taken from a further suite of an enrolled phone only
 * while the device has none, and the admin's correction stands.
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
