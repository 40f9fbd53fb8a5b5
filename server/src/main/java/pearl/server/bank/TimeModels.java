package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.sql.DataSource;

import pearl.server.model.Operation;
import pearl.server.model.Primitive;
import pearl.server.model.TimeModel;
import pearl.server.model.Unit;

/**
 * Every device's time models (the analyzer's lines with the sizes and flags of their results) for a
 * few operations, in one query over the Results Bank: at most one row per device, algorithm and
 * operation. Where a device measured an algorithm under several VMs, versions or key sizes, the
 * model over the most sizes is kept.
 */
public final class TimeModels {

    private final DataSource dataSource;

    public TimeModels(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** What a device keeps one model of. */
    private record Measured(long deviceId, Primitive primitive) {
    }

    public List<TimeModel> of(List<Operation> operations) throws SQLException {
        String sql = "SELECT r.device_id, d.name, d.clock_mhz, r.algorithm, r.operation, r.unit, COUNT(*),"
                + " MIN(r.size_bytes), MAX(r.size_bytes), SUM(CASE WHEN r.flags <> '' THEN 1 ELSE 0 END),"
                + " l.ms_per_byte, l.setup_ms, MIN(r.modal_ms)"
                + " FROM results r JOIN devices d ON d.id = r.device_id"
                + " LEFT JOIN result_lines l ON l.device_id = r.device_id AND l.vm_id = r.vm_id"
                + " AND l.algorithm = r.algorithm AND l.operation = r.operation AND l.key_bits = r.key_bits"
                + " AND l.midlet_version = r.midlet_version AND l.bc_version = r.bc_version"
                + " WHERE r.cold = FALSE AND d.hidden = FALSE AND r.operation IN (" + String.join(", ", operations.stream().map(o -> "?").toList())
                + ") GROUP BY r.device_id, d.name, d.clock_mhz, r.vm_id, r.algorithm, r.operation, r.key_bits,"
                + " r.midlet_version, r.bc_version, r.unit, l.ms_per_byte, l.setup_ms"
                + " ORDER BY r.device_id, r.algorithm, r.operation";
        Map<Measured, TimeModel> models = new LinkedHashMap<>();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(sql)) {
            for (int i = 0; i < operations.size(); i++) {
                select.setString(i + 1, operations.get(i).label());
            }
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    int clock = row.getInt(3);
                    Integer clockMhz = row.wasNull() ? null : clock;
                    double slope = row.getDouble(11);
                    boolean line = !row.wasNull();
                    TimeModel model = new TimeModel(row.getLong(1), row.getString(2), clockMhz,
                            new Primitive(row.getString(4), Operation.of(row.getString(5))), Unit.of(row.getString(6)), row.getInt(7), row.getInt(8), row.getInt(9),
                            row.getInt(10) > 0, line ? slope : null, line ? row.getDouble(12) : null, row.getDouble(13));
                    models.merge(new Measured(model.deviceId(), model.primitive()), model,
                            (kept, other) -> other.sizes() > kept.sizes() ? other : kept);
                }
            }
        }
        return new ArrayList<>(models.values());
    }
}
