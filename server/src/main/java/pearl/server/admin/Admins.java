package pearl.server.admin;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

import javax.sql.DataSource;

/** The admins table: names and password hashes. */
public final class Admins {

    /** The one admin the configured password belongs to. */
    public static final String ADMIN = "admin";

    private final DataSource dataSource;

    public Admins(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Makes {@code password} the admin's, unless it already is (so restarting with the same
     * setting keeps the stored hash, and several instances agree).
     */
    public void setPassword(String name, String password) throws SQLException {
        if (find(name).map(hash -> hash.matches(password)).orElse(false)) {
            return;
        }
        PasswordHash hash = PasswordHash.of(password);
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

    /** Whether {@code password} is {@code name}'s. */
    public boolean check(String name, String password) throws SQLException {
        return find(name).map(hash -> hash.matches(password)).orElse(false);
    }

    private Optional<PasswordHash> find(String name) throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(
                     "SELECT password_hash, salt, iterations FROM admins WHERE name = ?")) {
            select.setString(1, name);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? Optional.of(new PasswordHash(row.getString(1), row.getString(2), row.getInt(3)))
                        : Optional.empty();
            }
        }
    }
}
