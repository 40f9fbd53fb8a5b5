package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each device's analysis lock and how far its samples are counted (sql V1). An analysis locks the
 * rows of the devices it analyzes, so two instances never analyze one device at once, while
 * analyses of different devices never wait for each other. Syncs do not take these locks.
 */
public final class DeviceAnalysis {

    private DeviceAnalysis() {
    }

    /** Locks one device's row, creating it if needed; @return the highest sample id already counted. */
    public static long lock(Connection connection, long deviceId) throws SQLException {
        Long counted = select(connection, deviceId);
        if (counted != null) {
            return counted;
        }
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT IGNORE INTO device_analysis (device_id, last_sample_id) VALUES (?, 0)")) {
            insert.setLong(1, deviceId);
            insert.executeUpdate();
        }
        return select(connection, deviceId);
    }

    /** Locks every device's row (for a full analysis); @return each device's highest sample id counted. */
    public static Map<Long, Long> lockAll(Connection connection) throws SQLException {
        // read first, so that no lock is taken on devices (a sync updates its device's row)
        List<Long> devices = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement("SELECT id FROM devices");
             ResultSet row = select.executeQuery()) {
            while (row.next()) {
                devices.add(row.getLong(1));
            }
        }
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT IGNORE INTO device_analysis (device_id, last_sample_id) VALUES (?, 0)")) {
            for (long device : devices) {
                insert.setLong(1, device);
                insert.addBatch();
            }
            insert.executeBatch();
        }
        Map<Long, Long> counted = new LinkedHashMap<>();
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT device_id, last_sample_id FROM device_analysis ORDER BY device_id FOR UPDATE");
             ResultSet row = select.executeQuery()) {
            while (row.next()) {
                counted.put(row.getLong(1), row.getLong(2));
            }
        }
        return counted;
    }

    /** Records that the device's samples up to {@code lastSampleId} are counted (its row locked). */
    public static void counted(Connection connection, long deviceId, long lastSampleId) throws SQLException {
        try (PreparedStatement update = connection.prepareStatement(
                "UPDATE device_analysis SET last_sample_id = ? WHERE device_id = ?")) {
            update.setLong(1, lastSampleId);
            update.setLong(2, deviceId);
            update.executeUpdate();
        }
    }

    private static Long select(Connection connection, long deviceId) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT last_sample_id FROM device_analysis WHERE device_id = ? FOR UPDATE")) {
            select.setLong(1, deviceId);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? row.getLong(1) : null;
            }
        }
    }
}
