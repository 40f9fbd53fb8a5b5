package pearl.server.bank;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import javax.sql.DataSource;

/**
 * Enrolment codes (docs/protocol.md, "Enrolment"): one per visit to /install, written into every
 * JAD served from it, so that the suites a phone installs from one visit register as one device
 * ({@link Devices#register(String, java.util.Map, String)}). A code is 10 characters of Crockford's
 * base 32 (digits and capitals without I, L, O, U, which a phone's screen mixes up with 1 and 0):
 * 50 random bits, too many to guess one, few enough to read and type.
 */
public final class Enrolments {

    public static final int LENGTH = 10;
    private static final String ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

    private final DataSource dataSource;
    private final SecureRandom random = new SecureRandom();

    public Enrolments(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** A new code, stored. */
    public String create() throws SQLException {
        char[] code = new char[LENGTH];
        for (int i = 0; i < code.length; i++) {
            code[i] = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
        }
        String created = new String(code);
        Transactions.run(dataSource, connection -> {
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO enrolments (code) VALUES (?)")) {
                insert.setString(1, created);
                insert.executeUpdate();
            }
        });
        return created;
    }

    /** Whether this server made the code. */
    public boolean exists(String code) throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement("SELECT 1 FROM enrolments WHERE code = ?")) {
            select.setString(1, code);
            try (ResultSet row = select.executeQuery()) {
                return row.next();
            }
        }
    }

    /** Whether {@code code} is spelled as this server spells its codes (it may still be unknown). */
    public static boolean wellFormed(String code) {
        if (code.length() != LENGTH) {
            return false;
        }
        for (int i = 0; i < code.length(); i++) {
            if (ALPHABET.indexOf(code.charAt(i)) < 0) {
                return false;
            }
        }
        return true;
    }
}
