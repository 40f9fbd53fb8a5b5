package pearl.bench;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import pearl.server.service.Parts;
import pearl.testing.TestDatabase;

/**
 * Fills a benchmark's MariaDB database with registered phones and their samples, fast: the rows are
 * generated inside MariaDB from its SEQUENCE engine (seq_0_to_N), a million per statement.
 */
final class SampleLoad {

    private static final int PER_STATEMENT = 1_000_000;

    private SampleLoad() {
    }

    /**
     * Registers {@code devices} phones with one run each and inserts {@code perDevice} samples per
     * phone, cycling through {@code cases} (algorithm, operation) and {@code sizes} doubling sizes
     * from 1 KB, with a time of size / 16 plus 0 to 39 ticks (a fixed hash of the device and
     * sequence number); one sample in 97 is cold.
     *
     * @return the devices' row ids
     */
    static long[] fill(Parts parts, TestDatabase database, int devices, int perDevice, String[][] cases,
                       int sizes) throws Exception {
        long[] ids = new long[devices];
        for (int d = 0; d < devices; d++) {
            parts.registrations().register("Bench phone " + d, null, Map.of("microedition.platform", "Bench/" + d));
        }
        StringBuilder algorithms = new StringBuilder();
        StringBuilder operations = new StringBuilder();
        for (String[] c : cases) {
            algorithms.append(", '").append(c[0]).append('\'');
            operations.append(", '").append(c[1]).append('\'');
        }
        try (Connection connection = database.connect(); Statement statement = connection.createStatement()) {
            statement.executeUpdate("INSERT INTO runs (device_id, run_key, vm_id, format_version, midlet_version,"
                    + " bc_version, timer_resolution, conditions) SELECT id, 1, vm_id, 1, '0.1.0', '1.53', 10, ''"
                    + " FROM devices");
            List<long[]> runs = new ArrayList<>();
            try (ResultSet row = statement.executeQuery("SELECT device_id, id FROM runs ORDER BY device_id")) {
                while (row.next()) {
                    runs.add(new long[] {row.getLong(1), row.getLong(2)});
                }
            }
            for (int d = 0; d < devices; d++) {
                ids[d] = runs.get(d)[0];
                for (int from = 0; from < perDevice; from += PER_STATEMENT) {
                    int to = Math.min(perDevice, from + PER_STATEMENT) - 1;
                    statement.executeUpdate("INSERT INTO samples (run_id, seq, algorithm, operation, key_bits,"
                            + " size_bytes, init_calls, time_init, calls, time_exec, cold)"
                            + " SELECT " + runs.get(d)[1] + ", seq, ELT(seq % " + cases.length + " + 1" + algorithms
                            + "), ELT(seq % " + cases.length + " + 1" + operations + "), 128, 1024 << ((seq DIV "
                            + cases.length + ") % " + sizes + "), 1, 0, 32, (1024 << ((seq DIV " + cases.length
                            + ") % " + sizes + ")) DIV 16 + (seq * 7919 + " + d + " * 104729) % 40, seq % 97 = 0"
                            + " FROM seq_" + from + "_to_" + to);
                }
            }
        }
        return ids;
    }
}
