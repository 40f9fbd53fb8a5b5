package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import javax.sql.DataSource;

import pearl.server.model.Batch;
import pearl.server.model.ResultFilter;
import pearl.server.model.SampleView;

/**
 * PEARL's Samples Remote Bank: stores what phones send, each batch in a {@link SyncTransaction} on
 * the receiver's own connections, and gives the stored samples back to the export and the admin.
 */
public final class SamplesRemoteBank {

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
