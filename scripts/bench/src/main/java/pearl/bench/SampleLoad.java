package pearl.bench;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import java.util.Random;

import pearl.server.web.Services;
import pearl.testing.TestDatabase;

/** Fills a benchmark's MariaDB database with registered phones and their samples, fast (raw JDBC batches). */
final class SampleLoad {

    private SampleLoad() {
    }

    /**
     * Registers {@code devices} phones with one run each and inserts {@code perDevice} samples per
     * phone, cycling through {@code cases} (algorithm, operation) and {@code sizes} doubling sizes
     * from 1 KB; about one sample in 97 is cold.
     *
     * @return the run row ids, one per device
     */
    static long[] fill(Services services, TestDatabase database, int devices, int perDevice, String[][] cases,
                       int sizes) throws Exception {
        long[] runs = new long[devices];
        for (int d = 0; d < devices; d++) {
            services.devices().register("Bench phone " + d, Map.of("microedition.platform", "Bench/" + d));
        }
        String url = database.url() + (database.url().contains("?") ? "&" : "?") + "rewriteBatchedStatements=true";
        try (Connection connection = DriverManager.getConnection(url)) {
            try (Statement statement = connection.createStatement()) {
                statement.executeUpdate("INSERT INTO runs (device_id, run_key, vm_id, format_version, midlet_version,"
                        + " bc_version, timer_resolution, conditions) SELECT id, 1, vm_id, 1, '0.1.0', '1.53', 10, ''"
                        + " FROM devices");
                try (ResultSet row = statement.executeQuery("SELECT device_id, id FROM runs ORDER BY device_id")) {
                    for (int d = 0; row.next(); d++) {
                        runs[d] = row.getLong(1);
                    }
                }
            }
            connection.setAutoCommit(false);
            Random random = new Random(1);
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO samples (run_id, seq, algorithm,"
                    + " operation, key_bits, size_bytes, init_calls, time_init, calls, time_exec, cold)"
                    + " SELECT r.id, ?, ?, ?, 128, ?, 1, 0, 32, ?, ? FROM runs r WHERE r.device_id = ?")) {
                for (int d = 0; d < devices; d++) {
                    for (int seq = 0; seq < perDevice; seq++) {
                        String[] c = cases[seq % cases.length];
                        int size = 1024 << ((seq / cases.length) % sizes);
                        insert.setInt(1, seq);
                        insert.setString(2, c[0]);
                        insert.setString(3, c[1]);
                        insert.setInt(4, size);
                        insert.setInt(5, size / 16 + random.nextInt(40));
                        insert.setBoolean(6, seq % 97 == 0);
                        insert.setLong(7, runs[d]);
                        insert.addBatch();
                        if (seq % 5000 == 4999) {
                            insert.executeBatch();
                            connection.commit();
                        }
                    }
                }
            }
        }
        return runs;
    }

}
