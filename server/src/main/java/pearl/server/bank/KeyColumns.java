package pearl.server.bank;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import pearl.server.model.GroupKey;
import pearl.server.model.LineKey;
import pearl.server.model.Measurement;
import pearl.server.model.Operation;
import pearl.server.model.TestCase;

/**
 * The model's keys read from and bound to the columns every table keeps them in, in this order:
 * algorithm, operation, key_bits, size_bytes; a group's or line's with device_id and vm_id before
 * and cold (a group's), midlet_version and bc_version after. Each method starts at column or
 * parameter {@code first}; a bind returns the index after the last it set.
 */
final class KeyColumns {

    private KeyColumns() {
    }

    static TestCase testCase(ResultSet row, int first) throws SQLException {
        return new TestCase(row.getString(first), Operation.of(row.getString(first + 1)), row.getInt(first + 2));
    }

    static Measurement measurement(ResultSet row, int first) throws SQLException {
        return testCase(row, first).at(row.getInt(first + 3));
    }

    static GroupKey group(ResultSet row, int first) throws SQLException {
        return new GroupKey(row.getLong(first), row.getLong(first + 1), measurement(row, first + 2),
                row.getBoolean(first + 6), row.getString(first + 7), row.getString(first + 8));
    }

    static LineKey line(ResultSet row, int first) throws SQLException {
        return new LineKey(row.getLong(first), row.getLong(first + 1), testCase(row, first + 2),
                row.getString(first + 5), row.getString(first + 6));
    }

    static int bind(PreparedStatement statement, int first, TestCase testCase) throws SQLException {
        statement.setString(first, testCase.algorithm());
        statement.setString(first + 1, testCase.operation().label());
        statement.setInt(first + 2, testCase.keyBits());
        return first + 3;
    }

    static int bind(PreparedStatement statement, int first, Measurement measurement) throws SQLException {
        int next = bind(statement, first, measurement.testCase());
        statement.setInt(next, measurement.sizeBytes());
        return next + 1;
    }

    static int bind(PreparedStatement statement, int first, GroupKey group) throws SQLException {
        statement.setLong(first, group.deviceId());
        statement.setLong(first + 1, group.vmId());
        int next = bind(statement, first + 2, group.measurement());
        statement.setBoolean(next, group.cold());
        statement.setString(next + 1, group.midletVersion());
        statement.setString(next + 2, group.bcVersion());
        return next + 3;
    }

    static int bind(PreparedStatement statement, int first, LineKey line) throws SQLException {
        statement.setLong(first, line.deviceId());
        statement.setLong(first + 1, line.vmId());
        int next = bind(statement, first + 2, line.testCase());
        statement.setString(next, line.midletVersion());
        statement.setString(next + 1, line.bcVersion());
        return next + 2;
    }
}
