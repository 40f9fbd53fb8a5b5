package pearl.server.admin;

import java.sql.SQLException;
import java.util.Optional;

import pearl.server.bank.AdminAccounts;

/** The admins' passwords: hashed before they are stored, checked against the stored hash. */
public final class Admins {

    /** The one admin the configured password belongs to. */
    public static final String ADMIN = "admin";

    private final AdminAccounts accounts;

    public Admins(AdminAccounts accounts) {
        this.accounts = accounts;
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
        accounts.store(name, new AdminAccounts.StoredHash(hash.hashHex(), hash.saltHex(), hash.iterations()));
    }

    /** Whether {@code password} is {@code name}'s. */
    public boolean check(String name, String password) throws SQLException {
        return find(name).map(hash -> hash.matches(password)).orElse(false);
    }

    private Optional<PasswordHash> find(String name) throws SQLException {
        return accounts.find(name).map(stored -> new PasswordHash(stored.hashHex(), stored.saltHex(), stored.iterations()));
    }
}
