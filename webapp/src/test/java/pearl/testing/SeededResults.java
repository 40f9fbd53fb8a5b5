package pearl.testing;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;

/**
 * Known results written straight into the Results Bank, as the analyzer would have written them,
 * for page tests whose figures are worked out by hand: warm results at 1, 2 and 4 KB on a line
 * ms = a · size + b, the line itself, and single results.
 */
public final class SeededResults {

    public static final int[] SIZES = {1024, 2048, 4096};

    private SeededResults() {
    }

    /** Runs an INSERT; @return the row's generated id */
    public static long insert(Connection connection, String sql) throws Exception {
        try (Statement statement = connection.createStatement()) {
            statement.executeUpdate(sql, Statement.RETURN_GENERATED_KEYS);
            try (ResultSet key = statement.getGeneratedKeys()) {
                key.next();
                return key.getLong(1);
            }
        }
    }

    /** Results at 1, 2 and 4 KB on the line ms = a · size + b, and the line, as the analyzer writes them. */
    public static void line(Connection connection, long device, long vm, String algorithm, String operation, int keyBits,
                            double a, double b) throws Exception {
        for (int size : SIZES) {
            result(connection, device, vm, algorithm, operation, keyBits, size, "bytes", a * size + b);
        }
        try (PreparedStatement line = connection.prepareStatement("INSERT INTO result_lines (device_id, vm_id, algorithm,"
                + " operation, key_bits, points, ms_per_byte, setup_ms, r_squared) VALUES (?, ?, ?, ?, ?, 3, ?, ?, 1)")) {
            line.setLong(1, device);
            line.setLong(2, vm);
            line.setString(3, algorithm);
            line.setString(4, operation);
            line.setInt(5, keyBits);
            line.setDouble(6, a);
            line.setDouble(7, b);
            line.executeUpdate();
        }
    }

    /** One warm, unflagged result of 50 samples whose modal, median and mean time is {@code ms}. */
    public static void result(Connection connection, long device, long vm, String algorithm, String operation,
                              int keyBits, int size, String unit, double ms) throws Exception {
        try (PreparedStatement result = connection.prepareStatement("INSERT INTO results (device_id, vm_id, algorithm,"
                + " operation, key_bits, size_bytes, cold, unit, samples, modal_ms, throughput, median_ms, mean_ms, flags)"
                + " VALUES (?, ?, ?, ?, ?, ?, FALSE, ?, 50, ?, ?, ?, ?, '')")) {
            result.setLong(1, device);
            result.setLong(2, vm);
            result.setString(3, algorithm);
            result.setString(4, operation);
            result.setInt(5, keyBits);
            result.setInt(6, size);
            result.setString(7, unit);
            result.setDouble(8, ms);
            result.setObject(9, unit.equals("bytes") ? size * 1000.0 / ms : null);
            result.setDouble(10, ms);
            result.setDouble(11, ms);
            result.executeUpdate();
        }
    }
}
