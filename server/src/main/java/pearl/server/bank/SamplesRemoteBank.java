package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import javax.sql.DataSource;

import pearl.server.model.Batch;
import pearl.server.model.GroupKey;
import pearl.server.model.Receipt;
import pearl.server.model.RunRecord;
import pearl.server.model.SampleRecord;
import pearl.server.model.SampleView;

/**
 * PEARL's Samples Remote Bank: stores what phones send. A batch is stored in one transaction, and
 * the unique keys (device key; device and run id; run and sequence number) make a resent batch
 * store nothing new, so the phone can resend until it hears an answer.
 */
public final class SamplesRemoteBank {

    private final DataSource dataSource;

    public SamplesRemoteBank(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** The receipt for a stored batch, and the result groups its new samples touched. */
    public record Stored(Receipt receipt, Set<GroupKey> touched) {
    }

    private record RunIds(long runId, long vmId) {
    }

    public Stored store(Batch batch) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                long deviceId = deviceId(connection, batch.deviceKey(), batch.deviceName());
                Map<Long, RunIds> runs = new HashMap<>();
                for (RunRecord run : batch.runs()) {
                    runs.put(run.runKey(), storeRun(connection, deviceId, run));
                }
                Stored stored = storeSamples(connection, deviceId, runs, batch);
                connection.commit();
                return stored;
            } catch (SQLException | RuntimeException failed) {
                connection.rollback();
                throw failed;
            }
        }
    }

    private static long deviceId(Connection connection, String key, String name) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT IGNORE INTO devices (device_key, name) VALUES (?, ?)")) {
            insert.setString(1, key);
            insert.setString(2, name);
            insert.executeUpdate();
        }
        return singleLong(connection, "SELECT id FROM devices WHERE device_key = ?", key);
    }

    private static long vmId(Connection connection, String name) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT IGNORE INTO vms (name) VALUES (?)")) {
            insert.setString(1, name);
            insert.executeUpdate();
        }
        return singleLong(connection, "SELECT id FROM vms WHERE name = ?", name);
    }

    private static RunIds storeRun(Connection connection, long deviceId, RunRecord run) throws SQLException {
        long vmId = vmId(connection, run.vmName());
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT IGNORE INTO runs (device_id, run_key, vm_id, format_version, midlet_version, bc_version,"
                        + " timer_resolution, conditions) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
            insert.setLong(1, deviceId);
            insert.setLong(2, run.runKey());
            insert.setLong(3, vmId);
            insert.setInt(4, Integer.parseInt(run.condition(RunRecord.FORMAT)));
            insert.setString(5, run.condition(RunRecord.MIDLET_VERSION));
            insert.setString(6, run.condition(RunRecord.BC_VERSION));
            insert.setInt(7, Integer.parseInt(run.condition(RunRecord.TIMER_RESOLUTION)));
            insert.setString(8, run.conditions().entrySet().stream()
                    .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining("\t")));
            insert.executeUpdate();
        }
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT id, vm_id FROM runs WHERE device_id = ? AND run_key = ?")) {
            select.setLong(1, deviceId);
            select.setLong(2, run.runKey());
            try (ResultSet row = select.executeQuery()) {
                row.next();
                return new RunIds(row.getLong(1), row.getLong(2));
            }
        }
    }

    private static Stored storeSamples(Connection connection, long deviceId, Map<Long, RunIds> runs, Batch batch)
            throws SQLException {
        int[] counts;
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT IGNORE INTO samples (run_id, seq, algorithm, operation, key_bits, size_bytes, init_calls,"
                        + " time_init, calls, time_exec, cold) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (SampleRecord sample : batch.samples()) {
                insert.setLong(1, runs.get(sample.runKey()).runId());
                insert.setInt(2, sample.sequence());
                insert.setString(3, sample.algorithm());
                insert.setString(4, sample.operation());
                insert.setInt(5, sample.keyBits());
                insert.setInt(6, sample.sizeBytes());
                insert.setInt(7, sample.initCalls());
                insert.setInt(8, sample.timeInit());
                insert.setInt(9, sample.calls());
                insert.setInt(10, sample.timeExec());
                insert.setBoolean(11, sample.cold());
                insert.addBatch();
            }
            counts = insert.executeBatch();
        }
        int stored = 0;
        Set<GroupKey> touched = new LinkedHashSet<>();
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] < 0) {
                throw new SQLException("the JDBC driver did not report which samples were new;"
                        + " do not set rewriteBatchedStatements");
            }
            if (counts[i] > 0) {
                stored++;
                SampleRecord sample = batch.samples().get(i);
                touched.add(new GroupKey(deviceId, runs.get(sample.runKey()).vmId(), sample.algorithm(),
                        sample.operation(), sample.sizeBytes()));
            }
        }
        return new Stored(new Receipt(stored, counts.length - stored), touched);
    }

    /** Every stored sample with its device, VM and run, oldest first. */
    public void forEachSample(SqlConsumer<SampleView> consumer) throws SQLException {
        String sql = "SELECT d.name, v.name, r.run_key, s.seq, s.algorithm, s.operation, s.key_bits, s.size_bytes,"
                + " s.init_calls, s.time_init, s.calls, s.time_exec, s.cold, r.timer_resolution, r.midlet_version,"
                + " r.bc_version"
                + " FROM samples s JOIN runs r ON r.id = s.run_id JOIN devices d ON d.id = r.device_id"
                + " JOIN vms v ON v.id = r.vm_id ORDER BY s.id";
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(sql);
             ResultSet row = select.executeQuery()) {
            while (row.next()) {
                consumer.accept(new SampleView(row.getString(1), row.getString(2), row.getLong(3), row.getInt(4),
                        row.getString(5), row.getString(6), row.getInt(7), row.getInt(8), row.getInt(9),
                        row.getInt(10), row.getInt(11), row.getInt(12), row.getBoolean(13), row.getInt(14),
                        row.getString(15), row.getString(16)));
            }
        }
    }

    /** The warm samples' times per call (ms) of each group; all groups when {@code groups} is null. */
    public Map<GroupKey, double[]> warmTimesPerCall(Set<GroupKey> groups) throws SQLException {
        String sql = "SELECT r.device_id, r.vm_id, s.algorithm, s.operation, s.size_bytes, s.time_exec, s.calls"
                + " FROM samples s JOIN runs r ON r.id = s.run_id WHERE s.cold = FALSE";
        Map<GroupKey, DoubleList> times = new HashMap<>();
        try (Connection connection = dataSource.getConnection()) {
            if (groups == null) {
                try (PreparedStatement select = connection.prepareStatement(sql)) {
                    collectTimes(select, times);
                }
            } else {
                try (PreparedStatement select = connection.prepareStatement(sql
                        + " AND r.device_id = ? AND r.vm_id = ? AND s.algorithm = ? AND s.operation = ?"
                        + " AND s.size_bytes = ?")) {
                    for (GroupKey group : groups) {
                        select.setLong(1, group.deviceId());
                        select.setLong(2, group.vmId());
                        select.setString(3, group.algorithm());
                        select.setString(4, group.operation());
                        select.setInt(5, group.sizeBytes());
                        collectTimes(select, times);
                    }
                }
            }
        }
        Map<GroupKey, double[]> arrays = new HashMap<>();
        times.forEach((group, list) -> arrays.put(group, list.toArray()));
        return arrays;
    }

    private static void collectTimes(PreparedStatement select, Map<GroupKey, DoubleList> times) throws SQLException {
        try (ResultSet row = select.executeQuery()) {
            while (row.next()) {
                GroupKey group = new GroupKey(row.getLong(1), row.getLong(2), row.getString(3), row.getString(4),
                        row.getInt(5));
                times.computeIfAbsent(group, g -> new DoubleList()).add((double) row.getInt(6) / row.getInt(7));
            }
        }
    }

    /** A growable array of primitive doubles: a million samples should not become a million Doubles. */
    private static final class DoubleList {
        private double[] values = new double[16];
        private int size;

        void add(double value) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = value;
        }

        double[] toArray() {
            return Arrays.copyOf(values, size);
        }
    }

    private static long singleLong(Connection connection, String sql, String parameter) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(sql)) {
            select.setString(1, parameter);
            try (ResultSet row = select.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        }
    }
}
