package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import pearl.server.model.GroupKey;

/** Reads the samples of result groups for the analyzer: time per call and timer ticks spanned. */
public final class GroupSamples {

    /** One group's samples, as two parallel arrays. */
    public record Times(double[] msPerCall, double[] ticks) {
    }

    private static final String SELECT = "SELECT r.device_id, r.vm_id, s.algorithm, s.operation, s.key_bits,"
            + " s.size_bytes, s.cold, r.midlet_version, r.bc_version, s.time_exec, s.calls, r.timer_resolution"
            + " FROM samples s JOIN runs r ON r.id = s.run_id";

    private GroupSamples() {
    }

    /** Every group's samples. */
    public static Map<GroupKey, Times> all(Connection connection) throws SQLException {
        Map<GroupKey, Growing> times = new HashMap<>();
        try (PreparedStatement select = connection.prepareStatement(SELECT)) {
            collect(select, times);
        }
        return finish(times);
    }

    /** The samples of the given groups only. */
    public static Map<GroupKey, Times> of(Connection connection, Set<GroupKey> groups) throws SQLException {
        Map<GroupKey, Growing> times = new HashMap<>();
        try (PreparedStatement select = connection.prepareStatement(SELECT
                + " WHERE r.device_id = ? AND r.vm_id = ? AND r.midlet_version = ? AND r.bc_version = ?"
                + " AND s.algorithm = ? AND s.operation = ? AND s.size_bytes = ? AND s.key_bits = ? AND s.cold = ?")) {
            for (GroupKey group : groups) {
                select.setLong(1, group.deviceId());
                select.setLong(2, group.vmId());
                select.setString(3, group.midletVersion());
                select.setString(4, group.bcVersion());
                select.setString(5, group.algorithm());
                select.setString(6, group.operation());
                select.setInt(7, group.sizeBytes());
                select.setInt(8, group.keyBits());
                select.setBoolean(9, group.cold());
                collect(select, times);
            }
        }
        return finish(times);
    }

    private static void collect(PreparedStatement select, Map<GroupKey, Growing> times) throws SQLException {
        try (ResultSet row = select.executeQuery()) {
            GroupKey last = null;
            Growing current = null;
            while (row.next()) {
                GroupKey group = new GroupKey(row.getLong(1), row.getLong(2), row.getString(3), row.getString(4),
                        row.getInt(5), row.getInt(6), row.getBoolean(7), row.getString(8), row.getString(9));
                if (!group.equals(last)) {
                    current = times.computeIfAbsent(group, g -> new Growing());
                    last = group;
                }
                int timeExec = row.getInt(10);
                current.add((double) timeExec / row.getInt(11), (double) timeExec / row.getInt(12));
            }
        }
    }

    private static Map<GroupKey, Times> finish(Map<GroupKey, Growing> times) {
        Map<GroupKey, Times> finished = new HashMap<>();
        times.forEach((group, growing) -> finished.put(group, growing.toTimes()));
        return finished;
    }

    /** Growable primitive arrays: a million samples should not become a million Doubles. */
    private static final class Growing {
        private double[] ms = new double[16];
        private double[] ticks = new double[16];
        private int size;

        void add(double msPerCall, double ticksSpanned) {
            if (size == ms.length) {
                ms = Arrays.copyOf(ms, size * 2);
                ticks = Arrays.copyOf(ticks, size * 2);
            }
            ms[size] = msPerCall;
            ticks[size++] = ticksSpanned;
        }

        Times toTimes() {
            return new Times(Arrays.copyOf(ms, size), Arrays.copyOf(ticks, size));
        }
    }
}
