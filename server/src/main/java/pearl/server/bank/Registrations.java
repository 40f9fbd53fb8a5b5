package pearl.server.bank;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import javax.sql.DataSource;

import pearl.server.model.PhoneModel;
import pearl.server.model.VmName;

/**
 * The phones registered with the Samples Remote Bank (docs/protocol.md): who may send samples, under
 * which device key and with which secret; an enrolled phone's further suites with keys of their own.
 */
public final class Registrations {

    /** What a phone keeps after registering: its device key and the secret it signs batches with. */
    public record Credentials(String deviceKey, String secretHex) {
        public String toWire() {
            return "OK\t" + deviceKey + "\t" + secretHex;
        }
    }

    /**
     * A registered device as the receiver needs it.
     *
     * @param suiteKey the key a batch came with when it is one of {@code suite_keys}, whose row
     *                 then holds the batch counter; null for the device's own key
     */
    public record Device(long deviceId, byte[] secret, String suiteKey) {
    }

    private final DataSource dataSource;
    private final SecureRandom random = new SecureRandom();

    public Registrations(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Registers a phone: its model as the user named it, the CPU clock in MHz the user gave (null:
     * unknown; the admin can set or correct it later, {@link Devices#setClock}) and its microedition.* properties.
     */
    public Credentials register(String model, Integer clockMhz, Map<String, String> properties) throws SQLException {
        Credentials credentials = newCredentials();
        Transactions.run(dataSource, connection -> insert(connection, credentials, model, clockMhz, properties));
        return credentials;
    }

    /**
     * Registers a suite installed from the /install visit that made {@code enrolment}: the first
     * suite to register with the code makes the device, each later one gets credentials of its own
     * under that device. The enrolment's row is locked, so suites registering at once make one device.
     * The device keeps the first suite's model name. Its clock is the registration's, else the one the
     * phone's user gave on the visit ({@link Enrolments#setClock}); a later suite's is taken only
     * while the device has none.
     *
     * @return empty, and nothing stored, when this server never made the code or it expired unused
     *         ({@link Enrolments#UNUSED_DAYS})
     */
    public Optional<Credentials> register(String model, Integer clockMhz, Map<String, String> properties,
                                          String enrolment) throws SQLException {
        Credentials credentials = newCredentials();
        boolean known = Transactions.call(dataSource, connection -> {
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT device_id, clock_mhz FROM enrolments WHERE code = ? AND " + Enrolments.VALID + " FOR UPDATE")) {
                select.setString(1, enrolment);
                select.setTimestamp(2, Enrolments.expiry());
                try (ResultSet row = select.executeQuery()) {
                    if (!row.next()) {
                        return false;
                    }
                    Integer visitClock = row.getObject(2, Integer.class);
                    Integer clock = clockMhz != null ? clockMhz : visitClock;
                    long device = row.getLong(1);
                    if (row.wasNull()) {
                        enrol(connection, enrolment, insert(connection, credentials, model, clock, properties));
                    } else {
                        addSuiteKey(connection, device, credentials);
                        fillClock(connection, device, clock);
                    }
                    return true;
                }
            }
        });
        return known ? Optional.of(credentials) : Optional.empty();
    }

    private Credentials newCredentials() {
        byte[] key = new byte[8];
        byte[] secret = new byte[32];
        random.nextBytes(key);
        random.nextBytes(secret);
        return new Credentials(HexFormat.of().formatHex(key), HexFormat.of().formatHex(secret));
    }

    /** @return the new device's id */
    private static long insert(Connection connection, Credentials credentials, String model, Integer clockMhz,
                               Map<String, String> properties) throws SQLException {
        String vm = VmName.of(properties.get(VmName.PLATFORM), properties.get(VmName.CONFIGURATION),
                properties.get(VmName.PROFILES));
        PhoneModel phoneModel = PhoneModel.of(properties.get(VmName.PLATFORM), model);
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO devices (device_key, name, secret, properties, vm_id, clock_mhz, model, firmware)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                Statement.RETURN_GENERATED_KEYS)) {
            insert.setString(1, credentials.deviceKey());
            insert.setString(2, model);
            insert.setString(3, credentials.secretHex());
            insert.setString(4, properties.entrySet().stream()
                    .map(e -> e.getKey() + "=" + e.getValue()).sorted().collect(Collectors.joining("\t")));
            insert.setLong(5, Vms.idOf(connection, vm));
            insert.setObject(6, clockMhz, Types.INTEGER);
            insert.setString(7, phoneModel.name());
            insert.setString(8, phoneModel.firmware());
            insert.executeUpdate();
            try (ResultSet key = insert.getGeneratedKeys()) {
                key.next();
                return key.getLong(1);
            }
        }
    }

    private static void enrol(Connection connection, String enrolment, long device) throws SQLException {
        try (PreparedStatement update = connection.prepareStatement("UPDATE enrolments SET device_id = ? WHERE code = ?")) {
            update.setLong(1, device);
            update.setString(2, enrolment);
            update.executeUpdate();
        }
    }

    /** Gives {@code device} the clock a further suite's or the visit's user gave, if it has none yet. */
    static void fillClock(Connection connection, long device, Integer clockMhz) throws SQLException {
        if (clockMhz == null) {
            return;
        }
        try (PreparedStatement update = connection.prepareStatement(
                "UPDATE devices SET clock_mhz = ? WHERE id = ? AND clock_mhz IS NULL")) {
            update.setInt(1, clockMhz);
            update.setLong(2, device);
            if (update.executeUpdate() == 1) {
                // cycles per byte appear on the device's pages
                ResultVersions.bump(connection, List.of(device));
            }
        }
    }

    private static void addSuiteKey(Connection connection, long device, Credentials credentials) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO suite_keys (device_key, device_id, secret) VALUES (?, ?, ?)")) {
            insert.setString(1, credentials.deviceKey());
            insert.setLong(2, device);
            insert.setString(3, credentials.secretHex());
            insert.executeUpdate();
        }
    }

    /**
     * The device with this device key, if it registered: a phone's key, or one of the keys of the
     * further suites of an enrolled phone.
     */
    public Optional<Device> find(String deviceKey) throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(
                     "SELECT id, secret, FALSE FROM devices WHERE device_key = ?"
                             + " UNION ALL SELECT device_id, secret, TRUE FROM suite_keys WHERE device_key = ?")) {
            select.setString(1, deviceKey);
            select.setString(2, deviceKey);
            try (ResultSet row = select.executeQuery()) {
                if (!row.next() || row.getString(2).isEmpty()) {
                    return Optional.empty();
                }
                return Optional.of(new Device(row.getLong(1), HexFormat.of().parseHex(row.getString(2)),
                        row.getBoolean(3) ? deviceKey : null));
            }
        }
    }
}
