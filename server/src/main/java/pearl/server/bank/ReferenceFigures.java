package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

import pearl.server.model.Operation;
import pearl.server.model.Primitive;
import pearl.server.model.PublishedUnit;
import pearl.server.model.ReferenceFigure;

/**
 * Reads the published figures of table reference_figures (sql/V2__reference_figures.sql), to set
 * beside PEARL's own.
 */
public final class ReferenceFigures {

    // `value` quoted: a keyword in H2 even in MySQL mode; MySQL accepts the same backticks
    private static final String SELECT =
            "SELECT f.id, f.source, f.device, f.algorithm, f.operation, f.size_bytes, f.`value`, f.unit, f.note,"
                    + " d.clock_mhz FROM reference_figures f LEFT JOIN reference_devices d ON d.device = f.device";

    private ReferenceFigures() {
    }

    public static List<ReferenceFigure> all(DataSource dataSource) throws SQLException {
        return query(dataSource, SELECT + " ORDER BY f.id", null);
    }

    public static List<ReferenceFigure> byDevice(DataSource dataSource, String device) throws SQLException {
        return query(dataSource, SELECT + " WHERE f.device = ? ORDER BY f.id", device);
    }

    public static List<ReferenceFigure> forAlgorithm(DataSource dataSource, String algorithm) throws SQLException {
        return query(dataSource, SELECT + " WHERE f.algorithm = ? ORDER BY f.id", algorithm);
    }

    private static List<ReferenceFigure> query(DataSource dataSource, String sql, String parameter) throws SQLException {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(sql)) {
            if (parameter != null) {
                statement.setString(1, parameter);
            }
            List<ReferenceFigure> figures = new ArrayList<>();
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    int size = rows.getInt("size_bytes");
                    // getInt gives 0 for NULL; only wasNull tells "not about a size" from a real value
                    Integer sizeBytes = rows.wasNull() ? null : size;
                    int clock = rows.getInt("clock_mhz");
                    Integer clockMhz = rows.wasNull() ? null : clock;
                    figures.add(new ReferenceFigure(rows.getLong("id"), rows.getString("source"), rows.getString("device"),
                            new Primitive(rows.getString("algorithm"), Operation.of(rows.getString("operation"))), sizeBytes,
                            rows.getDouble("value"), PublishedUnit.of(rows.getString("unit")), rows.getString("note"),
                            clockMhz));
                }
            }
            return figures;
        }
    }
}
