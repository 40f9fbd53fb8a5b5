package pearl.server.bank;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import javax.sql.DataSource;

import pearl.server.model.HeapFit;
import pearl.server.model.ListedDevice;
import pearl.server.model.PhoneModel;
import pearl.server.model.VmName;

/** The registered devices of the Samples Remote Bank: who may send samples, and with which secret. */
public final class Devices {

    /** What a phone keeps after registering: its public id and the secret it signs batches with. */
    public record Credentials(String deviceId, String secretHex) {
        public String toWire() {
            return "OK\t" + deviceId + "\t" + secretHex;
        }
    }

    /**
     * A registered device as the receiver needs it.
     *
     * @param suiteKey the key a batch came with when it is one of {@code suite_keys}, whose row
     *                 then holds the batch counter; null for the device's own key
     */
    public record Device(long rowId, byte[] secret, String suiteKey) {
    }

    private final DataSource dataSource;
    private final SecureRandom random = new SecureRandom();

    public Devices(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Registers a phone: its model as the user named it, the CPU clock in MHz the user gave (null:
     * unknown; the admin can set or correct it later, {@link #setClock}) and its microedition.* properties.
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
        byte[] id = new byte[8];
        byte[] secret = new byte[32];
        random.nextBytes(id);
        random.nextBytes(secret);
        return new Credentials(HexFormat.of().formatHex(id), HexFormat.of().formatHex(secret));
    }

    /** @return the new device's row id */
    private static long insert(Connection connection, Credentials credentials, String model, Integer clockMhz,
                               Map<String, String> properties) throws SQLException {
        String vm = VmName.of(properties.get(VmName.PLATFORM), properties.get(VmName.CONFIGURATION),
                properties.get(VmName.PROFILES));
        PhoneModel phoneModel = PhoneModel.of(properties.get(VmName.PLATFORM), model);
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO devices (device_key, name, secret, properties, vm_id, clock_mhz, model, firmware)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                Statement.RETURN_GENERATED_KEYS)) {
            insert.setString(1, credentials.deviceId());
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
            insert.setString(1, credentials.deviceId());
            insert.setLong(2, device);
            insert.setString(3, credentials.secretHex());
            insert.executeUpdate();
        }
    }

    /**
     * The device with this public id, if it registered: a phone's key, or one of the keys of the
     * further suites of an enrolled phone.
     */
    public Optional<Device> find(String deviceId) throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(
                     "SELECT id, secret, FALSE FROM devices WHERE device_key = ?"
                             + " UNION ALL SELECT device_id, secret, TRUE FROM suite_keys WHERE device_key = ?")) {
            select.setString(1, deviceId);
            select.setString(2, deviceId);
            try (ResultSet row = select.executeQuery()) {
                if (!row.next() || row.getString(2).isEmpty()) {
                    return Optional.empty();
                }
                return Optional.of(new Device(row.getLong(1), HexFormat.of().parseHex(row.getString(2)),
                        row.getBoolean(3) ? deviceId : null));
            }
        }
    }

    /**
     * The devices the public pages show: those with a run, but those the admin hid. A device
     * registered and not yet synced, or whose owner removed its data, has nothing to show.
     */
    public List<ListedDevice> list() throws SQLException {
        return list(" WHERE d.hidden = FALSE AND EXISTS (SELECT 1 FROM runs r WHERE r.device_id = d.id)");
    }

    /** Every device, hidden ones too: the admin's list. */
    public List<ListedDevice> listAll() throws SQLException {
        return list("");
    }

    private List<ListedDevice> list(String where) throws SQLException {
        List<ListedDevice> devices = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(
                     "SELECT d.id, d.device_key, d.name, COALESCE(v.name, ''),"
                             + " (SELECT COUNT(*) FROM runs r WHERE r.device_id = d.id), COALESCE(d.model, ''), d.hidden, d.created_at"
                             + " FROM devices d LEFT JOIN vms v ON v.id = d.vm_id" + where + " ORDER BY d.name, d.id");
             ResultSet row = select.executeQuery()) {
            while (row.next()) {
                devices.add(new ListedDevice(row.getLong(1), row.getString(2), row.getString(3), row.getString(4),
                        row.getInt(5), row.getString(6), row.getBoolean(7),
                        row.getTimestamp(8).toLocalDateTime().toLocalDate()));
            }
        }
        return devices;
    }

    /** What the device's heap held under each VM it ran, in the order of its runs. */
    public List<HeapFit> heapFits(long rowId) throws SQLException {
        Map<String, HeapFit> byVm = new LinkedHashMap<>();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(
                     "SELECT v.name, r.conditions FROM runs r JOIN vms v ON v.id = r.vm_id"
                             + " WHERE r.device_id = ? ORDER BY r.run_key")) {
            select.setLong(1, rowId);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    HeapFit run = HeapFit.of(row.getString(1), conditions(row.getString(2)));
                    byVm.merge(run.vm(), run, HeapFit::and);
                }
            }
        }
        return List.copyOf(byVm.values());
    }

    /** The runs table's {@code key=value} conditions, tab-separated. */
    private static Map<String, String> conditions(String text) {
        Map<String, String> conditions = new HashMap<>();
        for (String pair : text.split("\t")) {
            int equals = pair.indexOf('=');
            if (equals > 0) {
                conditions.put(pair.substring(0, equals), pair.substring(equals + 1));
            }
        }
        return conditions;
    }

    /** The admin's correction of a device's model (its name, as the pages show it); @return whether the device exists */
    public boolean setModel(long rowId, String model) throws SQLException {
        // the devices it leaves are compared with one device fewer: their figures change too
        return set(rowId, "model", model, Types.VARCHAR, sameModel(List.of(rowId)));
    }

    /**
     * Hides a device from every public page and API answer, or shows it again; its data stay.
     * @return whether the device exists
     */
    public boolean setHidden(long rowId, boolean hidden) throws SQLException {
        return set(rowId, "hidden", hidden, Types.BOOLEAN);
    }

    /** Whether a device is there and shown: the public answers treat a hidden device as one that is not. */
    public boolean shown(long rowId) throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(
                     "SELECT 1 FROM devices WHERE id = ? AND hidden = FALSE")) {
            select.setLong(1, rowId);
            try (ResultSet row = select.executeQuery()) {
                return row.next();
            }
        }
    }

    /** The model of a device, from its row; empty when the device is not there. */
    public Optional<String> model(long rowId) throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement("SELECT model FROM devices WHERE id = ?")) {
            select.setLong(1, rowId);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? Optional.ofNullable(row.getString(1)) : Optional.empty();
            }
        }
    }

    /**
     * The other devices of the models these devices are of: whose pages compare them with their
     * model's median, which a change of these devices' results moves.
     */
    public List<Long> sameModel(Collection<Long> rowIds) throws SQLException {
        if (rowIds.isEmpty()) {
            return List.of();
        }
        String marks = rowIds.stream().map(id -> "?").collect(Collectors.joining(","));
        List<Long> peers = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement("SELECT DISTINCT p.id FROM devices p"
                     + " JOIN devices d ON d.model = p.model AND d.id <> p.id WHERE d.id IN (" + marks + ")")) {
            int i = 1;
            for (long id : rowIds) {
                select.setLong(i++, id);
            }
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    peers.add(row.getLong(1));
                }
            }
        }
        return peers;
    }

    /**
     * Gives each device registered before models were kept its model, from the name and
     * properties it registered with; @return how many it gave one.
     */
    public int fillModels() throws SQLException {
        return Transactions.call(dataSource, connection -> {
            int filled = 0;
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT id, name, properties FROM devices WHERE model IS NULL");
                 PreparedStatement update = connection.prepareStatement(
                         "UPDATE devices SET model = ?, firmware = ? WHERE id = ?");
                 ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    PhoneModel model = PhoneModel.of(platform(row.getString(3)), row.getString(2));
                    update.setString(1, model.name());
                    update.setString(2, model.firmware());
                    update.setLong(3, row.getLong(1));
                    filled += update.executeUpdate();
                }
            }
            return filled;
        });
    }

    /** The {@code microedition.platform} of a device's stored properties (name=value, tab-separated). */
    private static String platform(String properties) {
        for (String property : properties.split("\t")) {
            if (property.startsWith(VmName.PLATFORM + "=")) {
                return property.substring(VmName.PLATFORM.length() + 1);
            }
        }
        return null;
    }

    /** @return whether the device exists */
    public boolean rename(long rowId, String name) throws SQLException {
        return set(rowId, "name", name, Types.VARCHAR);
    }

    /**
     * Sets one of the device's columns, which its pages show (name, model, clock, hidden), so they
     * are rendered again; @return whether the device exists
     */
    private boolean set(long rowId, String column, Object value, int sqlType) throws SQLException {
        return set(rowId, column, value, sqlType, List.of());
    }

    /** Sets a column of the device's row; its results, and those of {@code alsoChanged}, count as changed. */
    private boolean set(long rowId, String column, Object value, int sqlType, List<Long> alsoChanged)
            throws SQLException {
        return Transactions.call(dataSource, connection -> {
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE devices SET " + column + " = ? WHERE id = ?")) {
                update.setObject(1, value, sqlType);
                update.setLong(2, rowId);
                if (update.executeUpdate() != 1) {
                    return false;
                }
                List<Long> changed = new ArrayList<>(alsoChanged);
                changed.add(rowId);
                ResultVersions.bump(connection, changed);
                return true;
            }
        });
    }

    /** The largest CPU clock a device may be given, in MHz: no phone is near 100 GHz. */
    public static final int MOST_MHZ = 100_000;

    /**
     * Sets a device's CPU clock in MHz (null: unknown), which turns its throughputs into cycles per
     * byte on its pages; its pages are rendered again.
     *
     * @return false when there is no such device
     */
    public boolean setClock(long rowId, Integer mhz) throws SQLException {
        checkClock(mhz);
        return set(rowId, "clock_mhz", mhz, Types.INTEGER);
    }

    /** @throws IllegalArgumentException when {@code mhz} is neither null (unknown) nor 1 to {@link #MOST_MHZ} */
    static void checkClock(Integer mhz) {
        if (mhz != null && (mhz < 1 || mhz > MOST_MHZ)) {
            throw new IllegalArgumentException("a clock is from 1 to " + MOST_MHZ + " MHz, not " + mhz);
        }
    }

    /**
     * Moves every run of {@code from} to {@code into}, with the keys of its further suites and its
     * enrolment code, and removes {@code from}, whose derived results and counts go too (the
     * caller re-analyzes). Refused when both have a run with the same id.
     */
    public void merge(long from, long into) throws SQLException {
        Transactions.run(dataSource, connection -> {
            for (String sql : new String[] {
                "DELETE FROM results WHERE device_id = ?",
                "DELETE FROM result_lines WHERE device_id = ?",
                "DELETE FROM group_values WHERE device_id = ?",
                "DELETE FROM pending_groups WHERE device_id = ?",
                "DELETE FROM device_analysis WHERE device_id = ?",
            }) {
                try (PreparedStatement delete = connection.prepareStatement(sql)) {
                    delete.setLong(1, from);
                    delete.executeUpdate();
                }
            }
            // the further suites of an enrolled phone, and suites still to register with its code, follow it
            for (String sql : new String[] {
                "UPDATE runs SET device_id = ? WHERE device_id = ?",
                "UPDATE suite_keys SET device_id = ? WHERE device_id = ?",
                "UPDATE enrolments SET device_id = ? WHERE device_id = ?",
            }) {
                try (PreparedStatement move = connection.prepareStatement(sql)) {
                    move.setLong(1, into);
                    move.setLong(2, from);
                    move.executeUpdate();
                }
            }
            try (PreparedStatement delete = connection.prepareStatement("DELETE FROM devices WHERE id = ?")) {
                delete.setLong(1, from);
                delete.executeUpdate();
            }
            ResultVersions.bump(connection, List.of(from, into));
        });
    }
}
