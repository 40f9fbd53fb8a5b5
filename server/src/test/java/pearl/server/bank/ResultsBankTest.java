package pearl.server.bank;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.List;

import org.junit.jupiter.api.Test;

import pearl.server.model.Result;
import pearl.server.web.OnEmbeddedDatabase;

/** What the results page reads of the Results Bank, on the embedded database. */
class ResultsBankTest extends OnEmbeddedDatabase {

    @Test
    void eachAlgorithmsWarmResultsAtTheSizeMostOfItsDevicesMeasured() throws Exception {
        try (Connection connection = dataSource().getConnection()) {
            execute(connection, "INSERT INTO vms (id, name) VALUES (1, 'VM')");
            execute(connection, "INSERT INTO devices (id, device_key, name) VALUES (1, 'k1', 'Phone 1'), (2, 'k2', 'Phone 2'),"
                    + " (3, 'k3', 'Hidden')");
            execute(connection, "UPDATE devices SET hidden = TRUE WHERE id = 3");
            // AES/CBC: 1 and 2 KB on both phones, 4 KB on one (and on the hidden one): 2 KB
            for (int size : new int[] {1024, 2048, 4096}) {
                result(connection, 1, "AES/CBC", "encrypt", size, false);
            }
            for (int size : new int[] {1024, 2048}) {
                result(connection, 2, "AES/CBC", "encrypt", size, false);
            }
            result(connection, 3, "AES/CBC", "encrypt", 4096, false);
            result(connection, 2, "AES/CBC", "encrypt", 2048, true);
            // SHA-1: one phone, at 1 KB only
            result(connection, 2, "SHA-1", "digest", 1024, false);
        }
        List<Result> results = parts.results().atSharedSizes();
        assertEquals(List.of("Phone 2 SHA-1 1024", "Phone 1 AES/CBC 2048", "Phone 2 AES/CBC 2048"),
                results.stream().map(r -> r.device() + " " + r.algorithm() + " " + r.sizeBytes()).toList(),
                "warm only, no hidden device counted or read; by size, each by device");
    }

    @Test
    void anEmptyBankHasNoResults() throws Exception {
        assertEquals(List.of(), parts.results().atSharedSizes());
    }

    /** A warm or cold result of 50 samples at 1 ms, as the analyzer would write it. */
    private static void result(Connection connection, long device, String algorithm, String operation, int size,
                               boolean cold) throws Exception {
        execute(connection, "INSERT INTO results (device_id, vm_id, algorithm, operation, size_bytes, cold, samples, modal_ms)"
                + " VALUES (" + device + ", 1, '" + algorithm + "', '" + operation + "', " + size + ", " + cold + ", 50, 1)");
    }

    private static void execute(Connection connection, String sql) throws Exception {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.executeUpdate();
        }
    }
}
