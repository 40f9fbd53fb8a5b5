package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import pearl.server.model.GroupKey;
import pearl.server.model.SampleTiming;

/**
 * The analyzer's exact summary of the samples (sql V1, V3): per result group and run, how many
 * samples had each timing. Read and written in the analyzer's transaction, under the lock of the devices
 * concerned (DeviceAnalysis).
 */
public final class GroupValues {

    /** Counts per group and timing; the timings of a group in a stable order. */
    public static final class Counts {
        private final Map<GroupKey, Map<SampleTiming, Long>> groups = new HashMap<>();
        private final Map<Long, Long> lastSampleIds = new HashMap<>();

        void add(GroupKey group, SampleTiming timing, long samples, long sampleId) {
            groups.computeIfAbsent(group, g -> new TreeMap<>(TIMING_ORDER)).merge(timing, samples, Long::sum);
            lastSampleIds.merge(group.deviceId(), sampleId, Math::max);
        }

        public Map<GroupKey, Map<SampleTiming, Long>> groups() {
            return groups;
        }

        /** The highest sample id counted of each device that had any. */
        public Map<Long, Long> lastSampleIds() {
            return lastSampleIds;
        }
    }

    private static final Comparator<SampleTiming> TIMING_ORDER = Comparator
            .comparingLong(SampleTiming::runId).thenComparingInt(SampleTiming::timeExec).thenComparingInt(SampleTiming::calls)
            .thenComparingInt(SampleTiming::timerResolution);
    private static final String GROUP = "r.device_id, r.vm_id, s.algorithm, s.operation, s.key_bits, s.size_bytes,"
            + " s.cold, r.midlet_version, r.bc_version";
    private static final String GROUP_COLUMNS = "device_id, vm_id, algorithm, operation, key_bits, size_bytes, cold,"
            + " midlet_version, bc_version";
    private static final String GROUP_ROW = "(?, ?, ?, ?, ?, ?, ?, ?, ?)";
    private static final String COLUMNS = GROUP_COLUMNS + ", run_id, time_exec, calls, timer_resolution";
    private static final String VALUE_ROW = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    /** Groups per statement when reading counts. */
    private static final int CHUNK = 200;
    /** Rows per statement when writing counts. */
    private static final int UPSERT_ROWS = 500;

    private GroupValues() {
    }

    /** Every sample counted by group, run and timing, in one GROUP BY (a full analysis). */
    public static Counts countAll(Connection connection) throws SQLException {
        Counts counts = new Counts();
        try (PreparedStatement select = connection.prepareStatement("SELECT " + GROUP
                + ", s.run_id, s.time_exec, s.calls, r.timer_resolution, COUNT(*), MAX(s.id)"
                + " FROM samples s JOIN runs r ON r.id = s.run_id GROUP BY " + GROUP
                + ", s.run_id, s.time_exec, s.calls, r.timer_resolution");
             ResultSet row = select.executeQuery()) {
            while (row.next()) {
                counts.add(KeyColumns.group(row, 1), timing(row, 10), row.getLong(14), row.getLong(15));
            }
        }
        return counts;
    }

    /**
     * The device's samples with an id above {@code afterId}, counted by group, run and timing: run by
     * run, each an index range (run, id), so the device's older samples are never read.
     */
    public static Counts countNew(Connection connection, long deviceId, long afterId) throws SQLException {
        Counts counts = new Counts();
        try (PreparedStatement runs = connection.prepareStatement("SELECT id, vm_id, midlet_version, bc_version,"
                + " timer_resolution FROM runs WHERE device_id = ?");
             PreparedStatement samples = connection.prepareStatement("SELECT algorithm, operation, key_bits,"
                + " size_bytes, cold, time_exec, calls, id FROM samples WHERE run_id = ? AND id > ?")) {
            runs.setLong(1, deviceId);
            try (ResultSet run = runs.executeQuery()) {
                while (run.next()) {
                    samples.setLong(1, run.getLong(1));
                    samples.setLong(2, afterId);
                    try (ResultSet row = samples.executeQuery()) {
                        while (row.next()) {
                            GroupKey group = new GroupKey(deviceId, run.getLong(2), KeyColumns.measurement(row, 1),
                                    row.getBoolean(5), run.getString(3), run.getString(4));
                            counts.add(group, new SampleTiming(run.getLong(1), row.getInt(6), row.getInt(7),
                                    run.getInt(5)), 1, row.getLong(8));
                        }
                    }
                }
            }
        }
        return counts;
    }

    /**
     * The stored counts of the given groups, in one statement per {@value #CHUNK} groups (a range of
     * the primary key per group); a group without any is absent.
     */
    public static Map<GroupKey, Map<SampleTiming, Long>> of(Connection connection, Collection<GroupKey> groups)
            throws SQLException {
        Counts counts = new Counts();
        List<GroupKey> all = List.copyOf(groups);
        for (int from = 0; from < all.size(); from += CHUNK) {
            List<GroupKey> chunk = all.subList(from, Math.min(all.size(), from + CHUNK));
            try (PreparedStatement select = connection.prepareStatement("SELECT " + COLUMNS
                    + ", samples FROM group_values WHERE (" + GROUP_COLUMNS + ") IN ("
                    + String.join(", ", Collections.nCopies(chunk.size(), GROUP_ROW)) + ")")) {
                for (int i = 0; i < chunk.size(); i++) {
                    KeyColumns.bind(select, i * 9 + 1, chunk.get(i));
                }
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        counts.add(KeyColumns.group(row, 1), timing(row, 10), row.getLong(14), 0);
                    }
                }
            }
        }
        return counts.groups();
    }

    /**
     * Adds {@code added} to the stored counts {@code stored} (as {@link #of} read them for the
     * same groups, in this transaction) and returns the sums, as now stored.
     */
    public static Map<GroupKey, Map<SampleTiming, Long>> add(Connection connection, Map<GroupKey, Map<SampleTiming, Long>> stored,
                                                        Map<GroupKey, Map<SampleTiming, Long>> added) throws SQLException {
        Map<GroupKey, Map<SampleTiming, Long>> sums = new HashMap<>(stored);
        List<Object[]> rows = new ArrayList<>();
        for (Map.Entry<GroupKey, Map<SampleTiming, Long>> group : added.entrySet()) {
            Map<SampleTiming, Long> sum = new TreeMap<>(TIMING_ORDER);
            sum.putAll(stored.getOrDefault(group.getKey(), Map.of()));
            for (Map.Entry<SampleTiming, Long> value : group.getValue().entrySet()) {
                long now = sum.merge(value.getKey(), value.getValue(), Long::sum);
                rows.add(new Object[] {group.getKey(), value.getKey(), now});
            }
            sums.put(group.getKey(), sum);
        }
        // new and grown counts alike, in multi-row statements written out (the driver keeps their
        // parsed text; rewriting a JDBC batch into one took more of the analysis's time than the rest)
        for (int from = 0; from < rows.size(); from += UPSERT_ROWS) {
            List<Object[]> chunk = rows.subList(from, Math.min(rows.size(), from + UPSERT_ROWS));
            try (PreparedStatement upsert = connection.prepareStatement("INSERT INTO group_values (" + COLUMNS
                    + ", samples) VALUES " + String.join(", ", Collections.nCopies(chunk.size(), VALUE_ROW))
                    + " ON DUPLICATE KEY UPDATE samples = VALUES(samples)")) {
                for (int i = 0; i < chunk.size(); i++) {
                    KeyColumns.bind(upsert, i * 14 + 1, (GroupKey) chunk.get(i)[0]);
                    bind(upsert, (SampleTiming) chunk.get(i)[1], i * 14 + 9);
                    upsert.setLong(i * 14 + 14, (Long) chunk.get(i)[2]);
                }
                upsert.executeUpdate();
            }
        }
        return sums;
    }

    /** Forgets the counts of one device (before a full analysis counts them again). */
    public static void clear(Connection connection, long deviceId) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement("DELETE FROM group_values WHERE device_id = ?")) {
            delete.setLong(1, deviceId);
            delete.executeUpdate();
        }
    }

    private static SampleTiming timing(ResultSet row, int first) throws SQLException {
        return new SampleTiming(row.getLong(first), row.getInt(first + 1), row.getInt(first + 2), row.getInt(first + 3));
    }

    private static void bind(PreparedStatement statement, SampleTiming timing, int before) throws SQLException {
        statement.setLong(before + 1, timing.runId());
        statement.setInt(before + 2, timing.timeExec());
        statement.setInt(before + 3, timing.calls());
        statement.setInt(before + 4, timing.timerResolution());
    }
}
