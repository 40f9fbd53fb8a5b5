package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.sql.DataSource;

import pearl.server.model.GroupKey;
import pearl.server.model.Result;

/** PEARL's Results Bank: what the analyzer concluded, one row per device, VM, algorithm, operation and size. */
public final class ResultsBank {

    /** The analyzer's figures for one group, before names are joined in. */
    public record Figures(int samples, double modalMs, Double throughput) {
    }

    private final DataSource dataSource;

    public ResultsBank(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Replaces the results of the given groups in one transaction. */
    public void replace(Map<GroupKey, Figures> results) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try (PreparedStatement delete = connection.prepareStatement(
                    "DELETE FROM results WHERE device_id = ? AND vm_id = ? AND algorithm = ? AND operation = ?"
                            + " AND size_bytes = ?");
                 PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO results (device_id, vm_id, algorithm, operation, size_bytes, samples, modal_ms,"
                            + " throughput) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
                for (Map.Entry<GroupKey, Figures> entry : results.entrySet()) {
                    GroupKey group = entry.getKey();
                    Figures figures = entry.getValue();
                    bindGroup(delete, group);
                    delete.addBatch();
                    bindGroup(insert, group);
                    insert.setInt(6, figures.samples());
                    insert.setDouble(7, figures.modalMs());
                    if (figures.throughput() == null) {
                        insert.setNull(8, Types.DOUBLE);
                    } else {
                        insert.setDouble(8, figures.throughput());
                    }
                    insert.addBatch();
                }
                delete.executeBatch();
                insert.executeBatch();
                connection.commit();
            } catch (SQLException | RuntimeException failed) {
                connection.rollback();
                throw failed;
            }
        }
    }

    /** Every result, by device, VM, algorithm, operation and size. */
    public List<Result> all() throws SQLException {
        String sql = "SELECT d.name, v.name, r.algorithm, r.operation, r.size_bytes, r.samples, r.modal_ms, r.throughput"
                + " FROM results r JOIN devices d ON d.id = r.device_id JOIN vms v ON v.id = r.vm_id"
                + " ORDER BY d.name, v.name, r.algorithm, r.operation, r.size_bytes";
        List<Result> results = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(sql);
             ResultSet row = select.executeQuery()) {
            while (row.next()) {
                double throughput = row.getDouble(8);
                results.add(new Result(row.getString(1), row.getString(2), row.getString(3), row.getString(4),
                        row.getInt(5), row.getInt(6), row.getDouble(7), row.wasNull() ? null : throughput));
            }
        }
        return results;
    }

    private static void bindGroup(PreparedStatement statement, GroupKey group) throws SQLException {
        statement.setLong(1, group.deviceId());
        statement.setLong(2, group.vmId());
        statement.setString(3, group.algorithm());
        statement.setString(4, group.operation());
        statement.setInt(5, group.sizeBytes());
    }
}
