package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** The VMs table: one row per normalized VM name, case-folded. */
final class Vms {

    private Vms() {
    }

    /** The id of {@code name}, or of the VM whose name differs from it only in case; added if new. */
    static long idOf(Connection connection, String name) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT id FROM vms WHERE LOWER(name) = LOWER(?)")) {
            select.setString(1, name);
            try (ResultSet row = select.executeQuery()) {
                if (row.next()) {
                    return row.getLong(1);
                }
            }
        }
        try (PreparedStatement insert = connection.prepareStatement("INSERT IGNORE INTO vms (name) VALUES (?)")) {
            insert.setString(1, name);
            insert.executeUpdate();
        }
        try (PreparedStatement select = connection.prepareStatement("SELECT id FROM vms WHERE name = ?")) {
            select.setString(1, name);
            try (ResultSet row = select.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        }
    }
}
