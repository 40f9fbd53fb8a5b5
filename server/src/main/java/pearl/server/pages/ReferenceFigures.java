package pearl.server.pages;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/**
 * Reads the published figures of table reference_figures (sql/V2__reference_figures.sql), to set
 * beside PEARL's own.
 */
public final class ReferenceFigures {

    /** One published figure; sizeBytes is null when the figure is not about an input size. */
    public record Figure(long id, String source, String device, String algorithm, String operation,
            Integer sizeBytes, double value, String unit, String note) {
    }

    // `value` quoted: a keyword in H2 even in MySQL mode; MySQL accepts the same backticks
    private static final String SELECT =
            "SELECT id, source, device, algorithm, operation, size_bytes, `value`, unit, note FROM reference_figures";

    private ReferenceFigures() {
    }

    public static List<Figure> all(DataSource dataSource) throws SQLException {
        return query(dataSource, SELECT + " ORDER BY id", null);
    }

    public static List<Figure> byDevice(DataSource dataSource, String device) throws SQLException {
        return query(dataSource, SELECT + " WHERE device = ? ORDER BY id", device);
    }

    public static List<Figure> forAlgorithm(DataSource dataSource, String algorithm) throws SQLException {
        return query(dataSource, SELECT + " WHERE algorithm = ? ORDER BY id", algorithm);
    }

    private static List<Figure> query(DataSource dataSource, String sql, String parameter) throws SQLException {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(sql)) {
            if (parameter != null) {
                statement.setString(1, parameter);
            }
            List<Figure> figures = new ArrayList<>();
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    int size = rows.getInt("size_bytes");
                    // getInt gives 0 for NULL; only wasNull tells "not about a size" from a real value
                    Integer sizeBytes = rows.wasNull() ? null : size;
                    figures.add(new Figure(rows.getLong("id"), rows.getString("source"), rows.getString("device"),
                            rows.getString("algorithm"), rows.getString("operation"), sizeBytes,
                            rows.getDouble("value"), rows.getString("unit"), rows.getString("note")));
                }
            }
            return figures;
        }
    }
}
