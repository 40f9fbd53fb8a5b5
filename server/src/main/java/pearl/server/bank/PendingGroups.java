package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;

import javax.sql.DataSource;

import pearl.server.model.GroupKey;

/** The result groups waiting for an incremental analysis (sql V4), kept in the database so any instance can take them. */
public final class PendingGroups {

    private static final String COLUMNS = "device_id, vm_id, algorithm, operation, key_bits, size_bytes, cold,"
            + " midlet_version, bc_version";
    private static final String ROW = "(?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private final DataSource dataSource;

    public PendingGroups(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** How many groups wait: 0 means the Results Bank is up to date with every stored sample. */
    public int count() throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement("SELECT COUNT(*) FROM pending_groups");
             ResultSet row = select.executeQuery()) {
            row.next();
            return row.getInt(1);
        }
    }

    /** Adds groups, in the caller's transaction (the one that stores their samples). */
    static void add(Connection connection, Collection<GroupKey> groups) throws SQLException {
        if (groups.isEmpty()) {
            return;
        }
        try (PreparedStatement insert = connection.prepareStatement("INSERT IGNORE INTO pending_groups (" + COLUMNS
                + ") VALUES " + String.join(", ", Collections.nCopies(groups.size(), ROW)))) {
            int p = 0;
            for (GroupKey group : groups) {
                insert.setLong(++p, group.deviceId());
                insert.setLong(++p, group.vmId());
                insert.setString(++p, group.algorithm());
                insert.setString(++p, group.operation());
                insert.setInt(++p, group.keyBits());
                insert.setInt(++p, group.sizeBytes());
                insert.setBoolean(++p, group.cold());
                insert.setString(++p, group.midletVersion());
                insert.setString(++p, group.bcVersion());
            }
            insert.executeUpdate();
        }
    }

    /** Every waiting group, in the analyzer's locked transaction. */
    public static Set<GroupKey> all(Connection connection) throws SQLException {
        Set<GroupKey> groups = new LinkedHashSet<>();
        try (PreparedStatement select = connection.prepareStatement("SELECT " + COLUMNS + " FROM pending_groups");
             ResultSet row = select.executeQuery()) {
            while (row.next()) {
                groups.add(new GroupKey(row.getLong(1), row.getLong(2), row.getString(3), row.getString(4),
                        row.getInt(5), row.getInt(6), row.getBoolean(7), row.getString(8), row.getString(9)));
            }
        }
        return groups;
    }

    /** Removes groups the analyzer has covered, in its transaction. */
    public static void remove(Connection connection, Set<GroupKey> groups) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement("DELETE FROM pending_groups WHERE device_id = ?"
                + " AND vm_id = ? AND algorithm = ? AND operation = ? AND key_bits = ? AND size_bytes = ? AND cold = ?"
                + " AND midlet_version = ? AND bc_version = ?")) {
            for (GroupKey group : groups) {
                delete.setLong(1, group.deviceId());
                delete.setLong(2, group.vmId());
                delete.setString(3, group.algorithm());
                delete.setString(4, group.operation());
                delete.setInt(5, group.keyBits());
                delete.setInt(6, group.sizeBytes());
                delete.setBoolean(7, group.cold());
                delete.setString(8, group.midletVersion());
                delete.setString(9, group.bcVersion());
                delete.addBatch();
            }
            delete.executeBatch();
        }
    }

    /** Forgets every waiting group: a full analysis covers them all. */
    public static void clear(Connection connection) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement("DELETE FROM pending_groups")) {
            delete.executeUpdate();
        }
    }
}
