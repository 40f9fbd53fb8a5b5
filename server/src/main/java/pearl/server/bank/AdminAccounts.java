package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

import javax.sql.DataSource;

/** The admins table: each admin's name and stored password hash (pearl.server.admin makes and checks them). */
public final class AdminAccounts {

    /** A password hash as stored: PBKDF2's output and salt, hex, and its iteration count. */
    public record StoredHash(String hashHex, String saltHex, int iterations) {
    }

    private final DataSource dataSource;

    public AdminAccounts(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Replaces {@code name}'s hash with {@code hash}. */
    public void store(String name, StoredHash hash) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            try (PreparedStatement delete = connection.prepareStatement("DELETE FROM admins WHERE name = ?")) {
                delete.setString(1, name);
                delete.executeUpdate();
            }
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT IGNORE INTO admins (name, password_hash, salt, iterations) VALUES (?, ?, ?, ?)")) {
                insert.setString(1, name);
                insert.setString(2, hash.hashHex());
                insert.setString(3, hash.saltHex());
                insert.setInt(4, hash.iterations());
                insert.executeUpdate();
            }
        }
    }

    /** {@code name}'s stored hash, empty when there is no such admin. */
    public Optional<StoredHash> find(String name) throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(
                     "SELECT password_hash, salt, iterations FROM admins WHERE name = ?")) {
            select.setString(1, name);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? Optional.of(new StoredHash(row.getString(1), row.getString(2), row.getInt(3)))
                        : Optional.empty();
            }
        }
    }
}
