package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

import javax.sql.DataSource;

import pearl.server.model.AnswerPages;
import pearl.server.model.Batch;
import pearl.server.model.ResultFilter;
import pearl.server.model.SampleRecord;
import pearl.server.model.SampleView;

/**
 * PEARL's Samples Remote Bank: stores what phones send, each batch in a {@link SyncTransaction} on
 * the receiver's own connections, and gives the stored samples back to the export and the admin.
 */
public final class SamplesRemoteBank {

    /** The samples' primary key, in the order they were stored. */
    private static final Keyset SAMPLE_KEY = new Keyset(new Keyset.Column("s.id", Keyset.Type.LONG));
    private static final String SAMPLE_FROM = "FROM samples s JOIN runs r ON r.id = s.run_id"
            + " JOIN devices d ON d.id = r.device_id JOIN vms v ON v.id = r.vm_id";

    private final DataSource dataSource;
    private final DataSource syncs;
    private final DailyQuota quota;
    private final KnownDevices known = new KnownDevices();

    /**
     * @param dataSource the connections the pages, the export and the admin share
     * @param syncs      the receiver's, each in a transaction from the start ({@link Database#syncDataSource()})
     */
    public SamplesRemoteBank(DataSource dataSource, DataSource syncs, DailyQuota quota) {
        this.dataSource = dataSource;
        this.syncs = syncs;
        this.quota = quota;
    }

    /**
     * Begins the sync or the removal {@code batch} is, of the device whose public key it names: that
     * device's row read and locked until the transaction ends; {@link SyncTransaction#device()} is
     * empty when no device has that key. The batch's signature is the caller's to check.
     */
    public SyncTransaction begin(Batch batch) throws SQLException {
        return SyncTransaction.begin(syncs.getConnection(), quota, known, batch);
    }

    /**
     * One page of the stored samples the filter selects, with their device (id and name), VM and run key, oldest
     * first (by the samples' id), after the sample whose key is {@code after}.
     *
     * @throws IllegalArgumentException when {@code after} is not such a key
     */
    public KeysetPage<SampleView> page(ResultFilter filter, List<String> after, int limit) throws SQLException {
        return SAMPLE_KEY.open(dataSource, "r.device_id, d.name, v.name, r.run_key, s.seq, s.algorithm, s.operation,"
                        + " s.key_bits, s.size_bytes, s.init_calls, s.time_init, s.calls, s.time_exec, s.cold,"
                        + " r.timer_resolution, r.midlet_version, r.bc_version",
                SAMPLE_FROM, filter.where("r.device_id", "s"), "", after, limit,
                row -> new SampleView(row.getLong(1), row.getString(2), row.getString(3), new SampleRecord(row.getLong(4),
                        row.getInt(5), KeyColumns.measurement(row, 6), row.getInt(10), row.getInt(11), row.getInt(12),
                        row.getInt(13), row.getBoolean(14)), row.getInt(15), row.getString(16), row.getString(17)));
    }

    /** How the samples the filter selects fall into the pages of {@link #page} with this limit. */
    public AnswerPages pages(ResultFilter filter, int limit) throws SQLException {
        return SAMPLE_KEY.pages(dataSource, SAMPLE_FROM, filter.where("r.device_id", "s"), false, limit);
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
