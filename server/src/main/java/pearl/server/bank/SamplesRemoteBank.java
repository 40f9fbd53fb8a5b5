package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import javax.sql.DataSource;

import pearl.server.model.Batch;
import pearl.server.model.GroupKey;
import pearl.server.model.Receipt;
import pearl.server.model.ResultFilter;
import pearl.server.model.RunRecord;
import pearl.server.model.SampleRecord;
import pearl.server.model.SampleView;

/**
 * PEARL's Samples Remote Bank: stores what phones send. A batch is stored in one transaction, and
 * the unique keys (device and run id; run and sequence number) make a resent batch store nothing
 * new, so the phone can resend until it hears an answer. The batch counter moves forward in the
 * same transaction, so a replayed body stores nothing either.
 */
public final class SamplesRemoteBank {

    /** Rows per INSERT: one statement and one round trip for a phone's whole batch. */
    static final int ROWS_PER_INSERT = 500;
    private static final String INSERT_SAMPLES = "INSERT IGNORE INTO samples (run_id, seq, algorithm, operation,"
            + " key_bits, size_bytes, init_calls, time_init, calls, time_exec, cold) VALUES ";
    private static final String ROW = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private final DataSource dataSource;
    private final DailyQuota quota;

    public SamplesRemoteBank(DataSource dataSource, DailyQuota quota) {
        this.dataSource = dataSource;
        this.quota = quota;
    }

    /**
     * The receipt for a stored batch, and the result groups its samples belong to (also recorded
     * in pending_groups for the analyzer, in the same transaction).
     */
    public record Stored(Receipt receipt, Set<GroupKey> touched) {
    }

    /** A batch whose counter is not above the last one accepted from its device. */
    public static final class ReplayedException extends Exception {
        ReplayedException(long counter) {
            super("batch counter " + counter + " was already used: a replayed batch is not stored");
        }
    }

    /** What a removal took away: the device's samples and its results (not counting its lines' fits). */
    public record Removed(int samples, int results) {
        /** The phone's answer: {@code OK<TAB>samples<TAB>results}. */
        public String toWire() {
            return "OK\t" + samples + "\t" + results;
        }
    }

    private record RunIds(long runId, long vmId, String midletVersion, String bcVersion) {
    }

    /**
     * Stores a batch whose signature the receiver has checked, from the device with row id {@code deviceId}.
     *
     * @param suiteKey the batch's key when it is a further suite's of an enrolled phone ({@code suite_keys}),
     *                 null when it is the device's own
     */
    public Stored store(Batch batch, long deviceId, String suiteKey)
            throws SQLException, ReplayedException, DailyQuota.OverQuotaException {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                advance(connection, deviceId, suiteKey, batch.counter());
                Map<Long, RunIds> runs = new HashMap<>();
                for (RunRecord run : batch.runs()) {
                    runs.put(run.runKey(), storeRun(connection, deviceId, run));
                }
                int stored = insertSamples(connection, runs, batch.samples());
                quota.take(connection, deviceId, stored);  // under the device's row lock; over it, all rolls back
                Set<GroupKey> touched = new LinkedHashSet<>();
                if (stored > 0) {
                    for (SampleRecord s : batch.samples()) {
                        RunIds run = runs.get(s.runKey());
                        touched.add(new GroupKey(deviceId, run.vmId(), s.algorithm(), s.operation(), s.keyBits(),
                                s.sizeBytes(), s.cold(), run.midletVersion(), run.bcVersion()));
                    }
                }
                PendingGroups.add(connection, touched);
                Transactions.commitToDisk(connection);
                return new Stored(new Receipt(stored, batch.samples().size() - stored), touched);
            } catch (SQLException | RuntimeException | ReplayedException | DailyQuota.OverQuotaException failed) {
                connection.rollback();
                throw failed;
            }
        }
    }

    /**
     * Removes every run, sample and result of the device with row id {@code deviceId}, at its
     * owner's signed request (docs/protocol.md, "Removal"), which the receiver has checked; the
     * pages drop it as their versions move. Its registration stays, so that its suites keep
     * their credentials and send only what they measure later.
     *
     * @param suiteKey as for {@link #store}
     */
    public Removed removeAll(long deviceId, String suiteKey, long counter) throws SQLException, ReplayedException {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                // the device row's lock keeps its syncs out until commit, the analysis lock its analysis
                advance(connection, deviceId, suiteKey, counter);
                DeviceAnalysis.lock(connection, deviceId);
                int samples = deleteOfDevice(connection, deviceId,
                        "DELETE FROM samples WHERE run_id IN (SELECT id FROM runs WHERE device_id = ?)");
                deleteOfDevice(connection, deviceId, "DELETE FROM runs WHERE device_id = ?");
                PendingGroups.remove(connection, PendingGroups.take(connection, deviceId));
                GroupValues.clear(connection, deviceId);
                int results = ResultsBank.clear(connection, deviceId);
                ResultVersions.bump(connection, List.of(deviceId));
                Transactions.commitToDisk(connection);
                return new Removed(samples, results);
            } catch (SQLException | RuntimeException | ReplayedException failed) {
                connection.rollback();
                throw failed;
            }
        }
    }

    private static int deleteOfDevice(Connection connection, long deviceId, String sql) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement(sql)) {
            delete.setLong(1, deviceId);
            return delete.executeUpdate();
        }
    }

    /** Accepts {@code counter} for the device's own key, or for its further suite's {@code suiteKey}. */
    private static void advance(Connection connection, long deviceId, String suiteKey, long counter)
            throws SQLException, ReplayedException {
        if (suiteKey == null) {
            advanceCounter(connection, deviceId, counter);
        } else {
            advanceSuiteCounter(connection, deviceId, suiteKey, counter);
        }
    }

    /** Locks the device row until commit, so two instances cannot both accept one counter. */
    private static void advanceCounter(Connection connection, long deviceId, long counter)
            throws SQLException, ReplayedException {
        try (PreparedStatement update = connection.prepareStatement(
                "UPDATE devices SET last_counter = ? WHERE id = ? AND last_counter < ?")) {
            update.setLong(1, counter);
            update.setLong(2, deviceId);
            update.setLong(3, counter);
            if (update.executeUpdate() != 1) {
                throw new ReplayedException(counter);
            }
        }
    }

    /**
     * A further suite counts its own batches, in its suite_keys row; the device's row is locked as
     * for any sync of the device, so that its syncs still commit one after another (the analysis
     * relies on it: docs/analysis.md).
     */
    private static void advanceSuiteCounter(Connection connection, long deviceId, String suiteKey, long counter)
            throws SQLException, ReplayedException {
        try (PreparedStatement lock = connection.prepareStatement("SELECT id FROM devices WHERE id = ? FOR UPDATE")) {
            lock.setLong(1, deviceId);
            lock.executeQuery().close();
        }
        try (PreparedStatement update = connection.prepareStatement(
                "UPDATE suite_keys SET last_counter = ? WHERE device_key = ? AND last_counter < ?")) {
            update.setLong(1, counter);
            update.setString(2, suiteKey);
            update.setLong(3, counter);
            if (update.executeUpdate() != 1) {
                throw new ReplayedException(counter);
            }
        }
    }

    /**
     * The run's row, added if this is its first batch: a run spans many batches, so it is looked up
     * first, one statement for all but its first batch. The device's row is locked (the counter),
     * so no other sync of the device adds the run meanwhile; INSERT IGNORE covers an admin's merge.
     */
    private static RunIds storeRun(Connection connection, long deviceId, RunRecord run) throws SQLException {
        RunIds stored = findRun(connection, deviceId, run.runKey());
        if (stored != null) {
            return stored;
        }
        long vmId = Vms.idOf(connection, run.vmName());
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
                    .map(e -> e.getKey() + "=" + e.getValue()).sorted().collect(Collectors.joining("\t")));
            insert.executeUpdate();
        }
        return findRun(connection, deviceId, run.runKey());
    }

    /** The run's row, or null. */
    private static RunIds findRun(Connection connection, long deviceId, long runKey) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT id, vm_id, midlet_version, bc_version FROM runs WHERE device_id = ? AND run_key = ?")) {
            select.setLong(1, deviceId);
            select.setLong(2, runKey);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? new RunIds(row.getLong(1), row.getLong(2), row.getString(3), row.getString(4))
                        : null;
            }
        }
    }

    /** Multi-row INSERT IGNOREs; the affected-row count is the number of samples that were new. */
    private static int insertSamples(Connection connection, Map<Long, RunIds> runs, List<SampleRecord> samples)
            throws SQLException {
        int stored = 0;
        for (int from = 0; from < samples.size(); from += ROWS_PER_INSERT) {
            List<SampleRecord> chunk = samples.subList(from, Math.min(samples.size(), from + ROWS_PER_INSERT));
            String sql = INSERT_SAMPLES + String.join(", ", Collections.nCopies(chunk.size(), ROW));
            try (PreparedStatement insert = connection.prepareStatement(sql)) {
                int p = 0;
                for (SampleRecord sample : chunk) {
                    insert.setLong(++p, runs.get(sample.runKey()).runId());
                    insert.setInt(++p, sample.sequence());
                    insert.setString(++p, sample.algorithm());
                    insert.setString(++p, sample.operation());
                    insert.setInt(++p, sample.keyBits());
                    insert.setInt(++p, sample.sizeBytes());
                    insert.setInt(++p, sample.initCalls());
                    insert.setInt(++p, sample.timeInit());
                    insert.setInt(++p, sample.calls());
                    insert.setInt(++p, sample.timeExec());
                    insert.setBoolean(++p, sample.cold());
                }
                stored += insert.executeUpdate();
            }
        }
        return stored;
    }

    /** Every stored sample with its device, VM and run, oldest first. */
    public void forEachSample(ResultFilter filter, SqlConsumer<SampleView> consumer) throws SQLException {
        ResultFilter.Sql where = filter.where("r.device_id", "s");
        String sql = "SELECT d.name, v.name, r.run_key, s.seq, s.algorithm, s.operation, s.key_bits, s.size_bytes,"
                + " s.init_calls, s.time_init, s.calls, s.time_exec, s.cold, r.timer_resolution, r.midlet_version,"
                + " r.bc_version"
                + " FROM samples s JOIN runs r ON r.id = s.run_id JOIN devices d ON d.id = r.device_id"
                + " JOIN vms v ON v.id = r.vm_id" + where.text() + " ORDER BY s.id";
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(sql)) {
            ResultsBank.bind(select, where.parameters());
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    consumer.accept(new SampleView(row.getString(1), row.getString(2), row.getLong(3), row.getInt(4),
                            row.getString(5), row.getString(6), row.getInt(7), row.getInt(8), row.getInt(9),
                            row.getInt(10), row.getInt(11), row.getInt(12), row.getBoolean(13), row.getInt(14),
                            row.getString(15), row.getString(16)));
                }
            }
        }
    }

    /** Deletes one run and its samples; @return whether it existed. The caller re-analyzes. */
    public boolean deleteRun(long deviceId, long runKey) throws SQLException {
        return Transactions.call(dataSource, connection -> {
            try (PreparedStatement samples = connection.prepareStatement(
                    "DELETE FROM samples WHERE run_id IN (SELECT id FROM runs WHERE device_id = ? AND run_key = ?)");
                 PreparedStatement run = connection.prepareStatement(
                    "DELETE FROM runs WHERE device_id = ? AND run_key = ?")) {
                samples.setLong(1, deviceId);
                samples.setLong(2, runKey);
                samples.executeUpdate();
                run.setLong(1, deviceId);
                run.setLong(2, runKey);
                return run.executeUpdate() == 1;
            }
        });
    }
}
