package pearl.server.bank;

import java.sql.Connection;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTransactionRollbackException;
import java.sql.Types;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import pearl.server.model.Batch;
import pearl.server.model.GroupKey;
import pearl.server.model.Receipt;
import pearl.server.model.RunRecord;
import pearl.server.model.SampleRecord;

/**
 * One sync or removal of a device, in one transaction on one of the receiver's connections
 * ({@link Database#syncDataSource()}), with the device's row locked until it ends, so that the
 * device's syncs and removals, on any server instance, take turns. It stores the batch, or removes
 * the device's data, and commits; closed without a commit it rolls back: nothing is stored,
 * nothing removed. The receiver checks the body's signature with the secret of {@link #device()}.
 * <p>
 * Each round trip to the database is time the phone waits for (docs/benchmarks/ingest.md). A
 * sync's writes go together ({@link OneRoundTrip}): the counter and the day's count in one UPDATE,
 * the samples' INSERT, the result groups for the analyzer; then the commit. The device's row, with
 * its secret, counter and day's count and its run's row, is read and locked first; but a phone
 * sends its batches one after another, so a run's later batch usually finds the rows as this
 * instance left them ({@link KnownDevices}). Then nothing is read first: the writes begin with an
 * UPDATE that changes and locks the device's row only if it is still as remembered, and one that
 * finds and locks the run's. If either finds nothing (another instance synced the device, or the
 * admin removed the run or the device), all rolls back and the sync starts over, reading the rows.
 */
public final class SyncTransaction implements AutoCloseable {

    /** Stands for a day never counted, where SQL compares days. */
    private static final Date NO_DAY = Date.valueOf("1970-01-01");
    /** Rows per INSERT: one statement for a phone's whole batch. */
    private static final int ROWS_PER_INSERT = 500;
    private static final String INSERT_SAMPLES = "INSERT IGNORE INTO samples (run_id, seq, algorithm, operation,"
            + " key_bits, size_bytes, init_calls, time_init, calls, time_exec, cold) VALUES ";
    private static final String ROW = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    /** The receipt for a stored batch, and the result groups its samples belong to (also in pending_groups). */
    public record Stored(Receipt receipt, Set<GroupKey> touched) {
    }

    /** What a removal took away: the device's samples and its results (not counting its lines' fits). */
    public record Removed(int samples, int results) {
        /** The phone's answer: {@code OK<TAB>samples<TAB>results}. */
        public String toWire() {
            return "OK\t" + samples + "\t" + results;
        }
    }

    /** A batch or removal whose counter is not above the last one accepted from its key. */
    public static final class ReplayedException extends Exception {
        ReplayedException(long counter) {
            super("batch counter " + counter + " was already used: a replayed batch is not stored");
        }
    }

    /** A batch whose device's key no device has any more: the admin removed it during the sync. */
    public static final class UnknownKeyException extends Exception {
        UnknownKeyException(String deviceKey) {
            super("no device has the key " + deviceKey + " any more");
        }
    }

    /** A remembered row that the database no longer holds as it was: the sync starts over, reading it. */
    private static final class StaleException extends RuntimeException {
        StaleException(SQLException cause) {
            super(null, cause, false, false);
        }
    }

    /**
     * A device's row as a sync finds it: its credentials, the last counter of the key that signed,
     * its day's count; and the row of one of its runs, null when none was found.
     */
    record DeviceRow(Registrations.Device device, long lastCounter, DailyQuota.Count counted, RunIds run) {
    }

    /** A run's row: its key on the phone, its id and what its samples' groups take from it. */
    record RunIds(long runKey, long runId, long vmId, String midletVersion, String bcVersion) {
    }

    private final Connection connection;
    private final DailyQuota quota;
    private final KnownDevices known;
    private final String deviceKey;
    private final Long firstRunKey;
    private DeviceRow row;
    /** Whether {@link #row} is remembered, not read: the writes check it still holds. */
    private boolean remembered;
    private boolean committed;

    private SyncTransaction(Connection connection, DailyQuota quota, KnownDevices known, Batch batch) {
        this.connection = connection;
        this.quota = quota;
        this.known = known;
        this.deviceKey = batch.deviceKey();
        this.firstRunKey = batch.runs().isEmpty() ? null : batch.runs().get(0).runKey();
    }

    /** Begins on one of the receiver's connections, which are in a transaction from the start. */
    static SyncTransaction begin(Connection connection, DailyQuota quota, KnownDevices known, Batch batch)
            throws SQLException {
        SyncTransaction sync = new SyncTransaction(connection, quota, known, batch);
        DeviceRow remembered = batch.runs().size() == 1 ? known.of(sync.deviceKey, sync.firstRunKey) : null;
        if (remembered != null) {
            sync.row = remembered;
            sync.remembered = true;
            return sync;
        }
        try {
            sync.row = lock(connection, sync.deviceKey, sync.firstRunKey);
            return sync;
        } catch (SQLException | RuntimeException failed) {
            try (connection) {
                connection.rollback();
            }
            throw failed;
        }
    }

    /** The device whose key began this transaction, empty when no device registered with that key. */
    public Optional<Registrations.Device> device() {
        return Optional.ofNullable(row).map(DeviceRow::device);
    }

    /**
     * Stores a batch whose signature the receiver has checked with {@link #device()}'s secret, and
     * commits. The unique keys (device and run key; run and sequence number) make a resent batch
     * store nothing new, so the phone can resend until it hears an answer; the counter moves
     * forward in the same transaction, so a replayed body stores nothing either.
     *
     * @throws UnknownKeyException when the device went while this sync began from memory
     */
    public Stored store(Batch batch)
            throws SQLException, ReplayedException, DailyQuota.OverQuotaException, UnknownKeyException {
        if (remembered) {
            try {
                return write(batch);
            } catch (StaleException notAsRemembered) {
                // another instance synced the device, or the admin removed its run or the device
                connection.rollback();
                known.forget(deviceKey);
                byte[] checkedWith = row.device().secret();
                row = lock(connection, deviceKey, firstRunKey);
                remembered = false;
                if (row == null || !Arrays.equals(row.device().secret(), checkedWith)) {
                    throw new UnknownKeyException(deviceKey);
                }
            }
        }
        return write(batch);
    }

    private Stored write(Batch batch) throws SQLException, ReplayedException, DailyQuota.OverQuotaException {
        long deviceId = signer().deviceId();
        checkCounter(batch.counter());
        Map<Long, RunIds> runs = new HashMap<>();
        for (RunRecord run : batch.runs()) {
            runs.put(run.runKey(), storeRun(deviceId, run));
        }
        List<SampleRecord> samples = batch.samples();
        Set<GroupKey> touched = new LinkedHashSet<>();
        for (SampleRecord s : samples) {
            RunIds run = runs.get(s.runKey());
            touched.add(new GroupKey(deviceId, run.vmId(), s.measurement(), s.cold(), run.midletVersion(),
                    run.bcVersion()));
        }
        // the counter with the day's count as if every sample were new (all are, but in a resend),
        // the samples, and the groups for the analyzer: one round trip
        OneRoundTrip writes = new OneRoundTrip();
        DailyQuota.Count ifAllNew = quota.plus(row.counted(), samples.size());
        if (remembered) {
            guardedAdvance(writes, batch.counter(), ifAllNew);
            guardRun(writes, deviceId, row.run().runId());
        } else {
            advance(writes, batch.counter(), ifAllNew);
        }
        int firstInsert = writes.size();
        int inserts = addInserts(writes, runs, samples);
        PendingGroups.add(writes, touched);
        for (RunRecord run : batch.runs()) {
            updateConditions(writes, runs.get(run.runKey()).runId(), run);
        }
        int[] counts = execute(writes);
        int stored = 0;
        for (int i = firstInsert; i < firstInsert + inserts; i++) {
            stored += counts[i];
        }
        DailyQuota.Count counted = quota.take(row.counted(), stored);  // over it, close() rolls all back
        if (stored < samples.size()) {
            // a resend: the day counts only the samples new to the bank; its groups wait for an
            // analysis that finds nothing new in those it had already
            OneRoundTrip recount = new OneRoundTrip();
            advance(recount, batch.counter(), counted);
            recount.execute(connection);
        }
        commit();
        if (row.device().suiteKey() == null) {
            long lastRunKey = batch.runs().get(batch.runs().size() - 1).runKey();
            known.remember(deviceKey, new DeviceRow(row.device(), batch.counter(), counted, runs.get(lastRunKey)));
        }
        return new Stored(new Receipt(stored, samples.size() - stored), touched);
    }

    /**
     * Removes every run, sample and result of the device, at its owner's signed request
     * (docs/protocol.md, "Removal"), which the receiver has checked, and commits; the pages drop
     * it as their versions move. Its registration stays, so that its suites keep their
     * credentials and send only what they measure later.
     */
    public Removed removeAll(long counter) throws SQLException, ReplayedException {
        long deviceId = signer().deviceId();
        checkCounter(counter);
        DeviceAnalysis.lock(connection, deviceId);  // its analysis waits, as its syncs do on its row
        int samples = deleteOfDevice(deviceId,
                "DELETE FROM samples WHERE run_id IN (SELECT id FROM runs WHERE device_id = ?)");
        deleteOfDevice(deviceId, "DELETE FROM runs WHERE device_id = ?");
        PendingGroups.remove(connection, PendingGroups.take(connection, deviceId));
        GroupValues.clear(connection, deviceId);
        int results = ResultsBank.clear(connection, deviceId);
        ResultVersions.bump(connection, List.of(deviceId));
        OneRoundTrip advance = new OneRoundTrip();
        advance(advance, counter, row.counted());
        advance.execute(connection);
        commit();
        known.forget(deviceKey);
        return new Removed(samples, results);
    }

    /** Rolls back what was not committed, and gives the connection back. */
    @Override
    public void close() throws SQLException {
        try (connection) {
            if (!committed) {
                connection.rollback();
            }
        }
    }

    /**
     * Reads and locks the row of the device that {@code deviceKey} names: the phone's own key, or
     * one of the keys of the further suites of an enrolled phone, whose {@code suite_keys} row
     * holds that suite's counter. For the phone's own key the same statement reads the row of its
     * run {@code runKey} (null: none), which all but a run's first batch find. Null when no device
     * has the key.
     */
    private static DeviceRow lock(Connection connection, String deviceKey, Long runKey) throws SQLException {
        try (PreparedStatement own = connection.prepareStatement("SELECT d.id, d.secret, d.last_counter,"
                + " d.quota_day, d.quota_samples, r.id, r.vm_id, r.midlet_version, r.bc_version FROM devices d"
                + " LEFT JOIN runs r ON r.device_id = d.id AND r.run_key = ? WHERE d.device_key = ? FOR UPDATE")) {
            if (runKey == null) {
                own.setNull(1, Types.BIGINT);  // matches no run
            } else {
                own.setLong(1, runKey);
            }
            own.setString(2, deviceKey);
            try (ResultSet row = own.executeQuery()) {
                if (row.next()) {
                    long runId = row.getLong(6);
                    RunIds run = row.wasNull() ? null
                            : new RunIds(runKey, runId, row.getLong(7), row.getString(8), row.getString(9));
                    return locked(row.getLong(1), row.getString(2), null, row.getLong(3), counted(row, 4), run);
                }
            }
        }
        String secret;
        long deviceId;
        try (PreparedStatement suite = connection.prepareStatement(
                "SELECT device_id, secret FROM suite_keys WHERE device_key = ?")) {
            suite.setString(1, deviceKey);
            try (ResultSet row = suite.executeQuery()) {
                if (!row.next()) {
                    return null;
                }
                deviceId = row.getLong(1);
                secret = row.getString(2);
            }
        }
        // the device's row first, as every sync of it locks it, then the suite's counter under that lock
        try (PreparedStatement device = connection.prepareStatement("SELECT d.quota_day, d.quota_samples,"
                + " (SELECT s.last_counter FROM suite_keys s WHERE s.device_key = ?) FROM devices d WHERE d.id = ?"
                + " FOR UPDATE")) {
            device.setString(1, deviceKey);
            device.setLong(2, deviceId);
            try (ResultSet row = device.executeQuery()) {
                return row.next() ? locked(deviceId, secret, deviceKey, row.getLong(3), counted(row, 1), null)
                        : null;
            }
        }
    }

    /** A device registered without a secret (before secrets existed) cannot sign, as if unknown. */
    private static DeviceRow locked(long deviceId, String secretHex, String suiteKey, long lastCounter,
                                 DailyQuota.Count counted, RunIds run) {
        return secretHex.isEmpty() ? null : new DeviceRow(new Registrations.Device(deviceId, HexFormat.of().parseHex(secretHex),
                suiteKey), lastCounter, counted, run);
    }

    private static DailyQuota.Count counted(ResultSet row, int column) throws SQLException {
        Date day = row.getDate(column);
        return new DailyQuota.Count(day == null ? null : day.toLocalDate(), row.getInt(column + 1));
    }

    private Registrations.Device signer() {
        if (row == null) {
            throw new IllegalStateException("no registered device: check device() before storing or removing");
        }
        return row.device();
    }

    private void checkCounter(long counter) throws ReplayedException {
        if (counter <= row.lastCounter()) {
            throw new ReplayedException(counter);
        }
    }

    /** Adds the writes of the key's new counter and the device's day count: one UPDATE for the phone's own key. */
    private void advance(OneRoundTrip writes, long counter, DailyQuota.Count counted) {
        Registrations.Device device = row.device();
        String suiteKey = device.suiteKey();
        if (suiteKey != null) {
            writes.add("UPDATE suite_keys SET last_counter = ? WHERE device_key = ?", (update, first) -> {
                update.setLong(first, counter);
                update.setString(first + 1, suiteKey);
                return first + 2;
            });
        }
        writes.add("UPDATE devices SET quota_day = ?, quota_samples = ?" + (suiteKey == null ? ", last_counter = ?" : "")
                + " WHERE id = ?", (update, first) -> {
            int p = first;
            update.setDate(p++, counted.day() == null ? null : Date.valueOf(counted.day()));
            update.setInt(p++, counted.samples());
            if (suiteKey == null) {
                update.setLong(p++, counter);
            }
            update.setLong(p++, device.deviceId());
            return p;
        });
    }

    /**
     * Runs the writes; when they began from memory, a row not as remembered is a {@link StaleException}.
     * On H2 an INSERT into a run that is gone fails on its foreign key; the commit is not here, so a
     * commit that fails is never taken for one and tried again under the same counter.
     */
    private int[] execute(OneRoundTrip writes) throws SQLException {
        if (!remembered) {
            return writes.execute(connection);
        }
        int[] counts;
        try {
            counts = writes.execute(connection);
        } catch (SQLException notAsRemembered) {
            throw new StaleException(notAsRemembered);
        }
        if (counts[0] != 1 || counts[1] != 1) {
            throw new StaleException(null);
        }
        return counts;
    }

    /**
     * Adds the UPDATE of the device's counter and day count that also checks its row is still as
     * remembered, locking it: one row changed when it is, none when it is not.
     */
    private void guardedAdvance(OneRoundTrip writes, long counter, DailyQuota.Count counted) {
        DailyQuota.Count before = row.counted();
        writes.add("UPDATE devices SET quota_day = ?, quota_samples = ?, last_counter = ? WHERE id = ?"
                + " AND last_counter = ? AND quota_samples = ? AND COALESCE(quota_day, ?) = ?", (update, first) -> {
            int p = first;
            update.setDate(p++, counted.day() == null ? null : Date.valueOf(counted.day()));
            update.setInt(p++, counted.samples());
            update.setLong(p++, counter);
            update.setLong(p++, row.device().deviceId());
            update.setLong(p++, row.lastCounter());
            update.setInt(p++, before.samples());
            update.setDate(p++, NO_DAY);
            update.setDate(p++, before.day() == null ? NO_DAY : Date.valueOf(before.day()));
            return p;
        });
    }

    /**
     * Adds an UPDATE that changes nothing but finds the remembered run's row, still the device's,
     * and locks it, so that it stays until the commit (an admin's removal of the run waits): one
     * row found, or none when it went.
     */
    private static void guardRun(OneRoundTrip writes, long deviceId, long runId) {
        writes.add("UPDATE runs SET vm_id = vm_id WHERE id = ? AND device_id = ?", (update, first) -> {
            update.setLong(first, runId);
            update.setLong(first + 1, deviceId);
            return first + 2;
        });
    }

    /**
     * Adds an UPDATE that keeps the conditions the run's latest batch carries: a phone rewrites them
     * with what it knows only later (the warm-up's time, the largest input its heap held), and a
     * long run's first batches go before it knows them. Unchanged conditions write nothing.
     */
    private static void updateConditions(OneRoundTrip writes, long runId, RunRecord run) {
        writes.add("UPDATE runs SET conditions = ? WHERE id = ?", (update, first) -> {
            update.setString(first, conditionsText(run));
            update.setLong(first + 1, runId);
            return first + 2;
        });
    }

    /** A run's conditions as the runs table keeps them: {@code key=value}, sorted, tab-separated. */
    private static String conditionsText(RunRecord run) {
        return run.conditions().entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue()).sorted().collect(Collectors.joining("\t"));
    }

    private void commit() throws SQLException {
        Transactions.commitToDisk(connection);
        committed = true;
    }

    private int deleteOfDevice(long deviceId, String sql) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement(sql)) {
            delete.setLong(1, deviceId);
            return delete.executeUpdate();
        }
    }

    /**
     * The run's row, added if this is its first batch: a run spans many batches, so it is looked up
     * first, and all but its first batch find it with the device's row. The device's row is locked,
     * so no other sync of the device adds the run meanwhile; INSERT IGNORE covers an admin's merge.
     */
    private RunIds storeRun(long deviceId, RunRecord run) throws SQLException {
        RunIds stored = row.run() != null && row.run().runKey() == run.runKey() ? row.run()
                : findRun(deviceId, run.runKey());
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
            insert.setString(8, conditionsText(run));
            insert.executeUpdate();
        }
        RunIds added = findRun(deviceId, run.runKey());
        if (added == null) {
            // A Galera cluster locks the device's row on one node only: a sync of the same run through
            // another node added the row after this transaction's snapshot, so INSERT IGNORE found it
            // and the snapshot does not. The two conflict: this one stores nothing, and the phone,
            // answered "unavailable", sends its batch again.
            throw new SQLTransactionRollbackException("the run " + run.runKey() + " of device " + deviceId
                    + " was added by a sync this transaction cannot see: try again");
        }
        return added;
    }

    /** The run's row, or null. */
    private RunIds findRun(long deviceId, long runKey) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT id, vm_id, midlet_version, bc_version FROM runs WHERE device_id = ? AND run_key = ?")) {
            select.setLong(1, deviceId);
            select.setLong(2, runKey);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? new RunIds(runKey, row.getLong(1), row.getLong(2), row.getString(3), row.getString(4))
                        : null;
            }
        }
    }

    /**
     * Adds the multi-row INSERT IGNOREs of the samples, {@link #ROWS_PER_INSERT} a statement, and
     * returns how many; each one's count of rows changed is the number of its samples that were new.
     */
    private static int addInserts(OneRoundTrip writes, Map<Long, RunIds> runs, List<SampleRecord> samples) {
        int inserts = 0;
        for (int from = 0; from < samples.size(); from += ROWS_PER_INSERT) {
            List<SampleRecord> chunk = samples.subList(from, Math.min(samples.size(), from + ROWS_PER_INSERT));
            writes.add(INSERT_SAMPLES + String.join(", ", Collections.nCopies(chunk.size(), ROW)), (insert, first) -> {
                int p = first;
                for (SampleRecord sample : chunk) {
                    insert.setLong(p++, runs.get(sample.runKey()).runId());
                    insert.setInt(p++, sample.sequence());
                    p = KeyColumns.bind(insert, p, sample.measurement());
                    insert.setInt(p++, sample.initCalls());
                    insert.setInt(p++, sample.timeInit());
                    insert.setInt(p++, sample.calls());
                    insert.setInt(p++, sample.timeExec());
                    insert.setBoolean(p++, sample.cold());
                }
                return p;
            });
            inserts++;
        }
        return inserts;
    }
}
