package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;

import javax.sql.DataSource;

/**
 * A version per device, raised in every transaction that changes the device's results (sql/V1__schema.sql):
 * what the rendered pages are rebuilt from (docs/web.md). Any instance reads the versions, so
 * pages follow the analyses of every instance on the database.
 */
public final class ResultVersions {

    /** The versions at one moment, with a fingerprint that changes whenever any of them does. */
    public record Snapshot(long rows, long sum, Map<Long, Long> byDevice) {

        /** The devices whose version differs from {@code before}'s (raised, added or removed). */
        public Collection<Long> changedSince(Snapshot before) {
            TreeSet<Long> changed = new TreeSet<>();
            byDevice.forEach((device, version) -> {
                if (!version.equals(before.byDevice.get(device))) {
                    changed.add(device);
                }
            });
            before.byDevice.keySet().stream().filter(device -> !byDevice.containsKey(device)).forEach(changed::add);
            return changed;
        }
    }

    /** Who wants to know, in this process, that a bump is about to commit. */
    private static final List<Runnable> LISTENERS = new CopyOnWriteArrayList<>();

    private final DataSource dataSource;

    public ResultVersions(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Raises the devices' versions in the caller's transaction, the one that changes their
     * results, and tells this process's listeners to look for it soon (it shows once committed).
     * Devices in increasing order, so two transactions never lock the same rows crosswise.
     */
    public static void bump(Connection connection, Collection<Long> deviceIds) throws SQLException {
        if (deviceIds.isEmpty()) {
            return;
        }
        List<Long> ordered = List.copyOf(new TreeSet<>(deviceIds));
        try (PreparedStatement upsert = connection.prepareStatement("INSERT INTO result_versions (device_id, version)"
                + " VALUES " + String.join(", ", Collections.nCopies(ordered.size(), "(?, 1)"))
                + " ON DUPLICATE KEY UPDATE version = version + 1")) {
            for (int i = 0; i < ordered.size(); i++) {
                upsert.setLong(i + 1, ordered.get(i));
            }
            upsert.executeUpdate();
        }
        LISTENERS.forEach(Runnable::run);
    }

    /** Calls {@code listener} on every bump in this process, before its commit. */
    public static void listen(Runnable listener) {
        LISTENERS.add(listener);
    }

    public static void stopListening(Runnable listener) {
        LISTENERS.remove(listener);
    }

    /**
     * The versions now, read in full only when the fingerprint (one aggregate over the primary key)
     * differs from {@code known}'s; otherwise {@code known} itself.
     */
    public Snapshot read(Snapshot known) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            long rows;
            long sum;
            try (PreparedStatement select = connection.prepareStatement(
                    "SELECT COUNT(*), COALESCE(SUM(version), 0) FROM result_versions");
                 ResultSet row = select.executeQuery()) {
                row.next();
                rows = row.getLong(1);
                sum = row.getLong(2);
            }
            if (known != null && known.rows() == rows && known.sum() == sum) {
                return known;
            }
            Map<Long, Long> byDevice = new HashMap<>();
            try (PreparedStatement select = connection.prepareStatement("SELECT device_id, version FROM result_versions");
                 ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    byDevice.put(row.getLong(1), row.getLong(2));
                }
            }
            // the fingerprint of the rows read, which a commit between the two queries may have moved on
            return new Snapshot(byDevice.size(), byDevice.values().stream().mapToLong(Long::longValue).sum(), byDevice);
        }
    }
}
