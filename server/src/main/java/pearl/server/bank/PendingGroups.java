package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import javax.sql.DataSource;

import pearl.server.model.GroupKey;

/** The result groups waiting for an incremental analysis (sql V1), kept in the database so any instance can take them. */
public final class PendingGroups {

    private static final String COLUMNS = "device_id, vm_id, algorithm, operation, key_bits, size_bytes, cold,"
            + " midlet_version, bc_version";
    private static final String ROW = "(?, ?, ?, ?, ?, ?, ?, ?, ?)";
    private static final int CHUNK = 500;

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

    /** Adds the groups to the statements the caller's transaction sends together (the ones that store their samples). */
    static void add(OneRoundTrip statements, Collection<GroupKey> groups) {
        if (groups.isEmpty()) {
            return;
        }
        statements.add("INSERT INTO pending_groups (" + COLUMNS + ") VALUES "
                + String.join(", ", Collections.nCopies(groups.size(), ROW)), (insert, first) -> {
            int p = first;
            for (GroupKey group : groups) {
                p = KeyColumns.bind(insert, p, group);
            }
            return p;
        });
    }

    /** What an analysis took: the groups, and the rows to delete once they are analyzed. */
    public record Taken(Set<GroupKey> groups, List<Long> ids) {
    }

    /**
     * The devices with waiting groups, committed so far, the one waiting longest first: under a
     * stream of syncs a run may not reach every device, and none should wait behind later ones.
     */
    public List<Long> devices() throws SQLException {
        List<Long> devices = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(
                     "SELECT device_id FROM pending_groups GROUP BY device_id ORDER BY MIN(id)");
             ResultSet row = select.executeQuery()) {
            while (row.next()) {
                devices.add(row.getLong(1));
            }
        }
        return devices;
    }

    /** One device's waiting groups committed so far, in the analyzer's transaction that locked the device. */
    public static Taken take(Connection connection, long deviceId) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT id, " + COLUMNS
                + " FROM pending_groups WHERE device_id = ?")) {
            select.setLong(1, deviceId);
            return take(select);
        }
    }

    private static Taken take(PreparedStatement select) throws SQLException {
        Set<GroupKey> groups = new LinkedHashSet<>();
        List<Long> ids = new ArrayList<>();
        try (ResultSet row = select.executeQuery()) {
            while (row.next()) {
                ids.add(row.getLong(1));
                groups.add(KeyColumns.group(row, 2));
            }
        }
        return new Taken(groups, ids);
    }

    /** Deletes the rows an analysis took (only those: rows committed since stay), in its transaction. */
    public static void remove(Connection connection, Taken taken) throws SQLException {
        List<Long> ids = taken.ids();
        for (int from = 0; from < ids.size(); from += CHUNK) {
            List<Long> chunk = ids.subList(from, Math.min(ids.size(), from + CHUNK));
            try (PreparedStatement delete = connection.prepareStatement("DELETE FROM pending_groups WHERE id IN ("
                    + String.join(", ", Collections.nCopies(chunk.size(), "?")) + ")")) {
                for (int i = 0; i < chunk.size(); i++) {
                    delete.setLong(i + 1, chunk.get(i));
                }
                delete.executeUpdate();
            }
        }
    }
}
