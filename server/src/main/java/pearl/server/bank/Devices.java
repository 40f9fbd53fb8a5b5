package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import javax.sql.DataSource;

import pearl.server.model.ClockMhz;
import pearl.server.model.HeapFit;
import pearl.server.model.ListedDevice;
import pearl.server.model.PhoneModel;
import pearl.server.model.VmName;

/**
 * The registered devices of the Samples Remote Bank as the pages and the admin see them: their list,
 * what their runs held, their names, models, clocks and visibility, and merging two into one.
 * A phone's registration and the key it signs with are {@link Registrations}'.
 */
public final class Devices {

    private final DataSource dataSource;

    public Devices(DataSource dataSource) {
        this.dataSource = dataSource;
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
    public List<HeapFit> heapFits(long deviceId) throws SQLException {
        Map<String, HeapFit> byVm = new LinkedHashMap<>();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(
                     "SELECT v.name, r.conditions FROM runs r JOIN vms v ON v.id = r.vm_id"
                             + " WHERE r.device_id = ? ORDER BY r.run_key")) {
            select.setLong(1, deviceId);
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
    public boolean setModel(long deviceId, String model) throws SQLException {
        // the devices it leaves are compared with one device fewer: their figures change too
        return set(deviceId, "model", model, Types.VARCHAR, sameModel(List.of(deviceId)));
    }

    /**
     * Hides a device from every public page and API answer, or shows it again; its data stay.
     * @return whether the device exists
     */
    public boolean setHidden(long deviceId, boolean hidden) throws SQLException {
        return set(deviceId, "hidden", hidden, Types.BOOLEAN);
    }

    /** Whether a device is there and shown: the public answers treat a hidden device as one that is not. */
    public boolean shown(long deviceId) throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(
                     "SELECT 1 FROM devices WHERE id = ? AND hidden = FALSE")) {
            select.setLong(1, deviceId);
            try (ResultSet row = select.executeQuery()) {
                return row.next();
            }
        }
    }

    /** The model of a device, from its row; empty when the device is not there. */
    public Optional<String> model(long deviceId) throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement("SELECT model FROM devices WHERE id = ?")) {
            select.setLong(1, deviceId);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? Optional.ofNullable(row.getString(1)) : Optional.empty();
            }
        }
    }

    /**
     * The other devices of the models these devices are of: whose pages compare them with their
     * model's median, which a change of these devices' results moves.
     */
    public List<Long> sameModel(Collection<Long> deviceIds) throws SQLException {
        if (deviceIds.isEmpty()) {
            return List.of();
        }
        String marks = deviceIds.stream().map(id -> "?").collect(Collectors.joining(","));
        List<Long> peers = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement("SELECT DISTINCT p.id FROM devices p"
                     + " JOIN devices d ON d.model = p.model AND d.id <> p.id WHERE d.id IN (" + marks + ")")) {
            int i = 1;
            for (long id : deviceIds) {
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
    public boolean rename(long deviceId, String name) throws SQLException {
        return set(deviceId, "name", name, Types.VARCHAR);
    }

    /**
     * Sets one of the device's columns, which its pages show (name, model, clock, hidden), so they
     * are rendered again; @return whether the device exists
     */
    private boolean set(long deviceId, String column, Object value, int sqlType) throws SQLException {
        return set(deviceId, column, value, sqlType, List.of());
    }

    /** Sets a column of the device's row; its results, and those of {@code alsoChanged}, count as changed. */
    private boolean set(long deviceId, String column, Object value, int sqlType, List<Long> alsoChanged)
            throws SQLException {
        return Transactions.call(dataSource, connection -> {
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE devices SET " + column + " = ? WHERE id = ?")) {
                update.setObject(1, value, sqlType);
                update.setLong(2, deviceId);
                if (update.executeUpdate() != 1) {
                    return false;
                }
                List<Long> changed = new ArrayList<>(alsoChanged);
                changed.add(deviceId);
                ResultVersions.bump(connection, changed);
                return true;
            }
        });
    }

    /**
     * Sets a device's CPU clock in MHz (null: unknown), which turns its throughputs into cycles per
     * byte on its pages; its pages are rendered again.
     *
     * @return false when there is no such device
     */
    public boolean setClock(long deviceId, Integer mhz) throws SQLException {
        ClockMhz.check(mhz);
        return set(deviceId, "clock_mhz", mhz, Types.INTEGER);
    }

    /**
     * Moves every run of {@code from} to {@code into}, with the keys of its further suites and its
     * enrolment code, and removes {@code from}, whose derived results and counts go too (the
     * caller re-analyzes). Refused when both have a run with the same run key.
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
