package pearl.server.bank;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Duration;
import java.time.Instant;

import javax.sql.DataSource;

import pearl.server.model.ClockMhz;

/**
 * Enrolment codes (docs/protocol.md, "Enrolment"): one per visit to /install, written into every
 * JAD served from it, so that the suites a phone installs from one visit register as one device
 * ({@link Registrations#register(String, java.util.Map, String)}). A code is 10 characters of Crockford's
 * base 32 (digits and capitals without I, L, O, U, which a phone's screen mixes up with 1 and 0):
 * 50 random bits, too many to guess one, few enough to read and type.
 * <p>
 * A code no suite has registered with within {@link #UNUSED_DAYS} days of its visit has expired:
 * it is refused as if this server never made it, and the next visit's {@link #create} deletes it,
 * so that the codes of visits that installed nothing do not pile up. A code a suite has registered
 * with stays: the phone's later suites, and a suite registering again, still join its device.
 */
public final class Enrolments {

    public static final int LENGTH = 10;
    private static final String ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

    /** How long a code waits for its first suite. */
    public static final int UNUSED_DAYS = 30;

    /** The condition, on table enrolments, of a code still valid: used, or made after {@link #expiry}. */
    static final String VALID = "(device_id IS NOT NULL OR created_at >= ?)";

    private final DataSource dataSource;
    private final SecureRandom random = new SecureRandom();

    public Enrolments(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** A new code, stored; the codes that have expired unused are deleted. */
    public String create() throws SQLException {
        char[] code = new char[LENGTH];
        for (int i = 0; i < code.length; i++) {
            code[i] = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
        }
        String created = new String(code);
        Transactions.run(dataSource, connection -> {
            try (PreparedStatement delete = connection.prepareStatement(
                    "DELETE FROM enrolments WHERE device_id IS NULL AND created_at < ?")) {
                delete.setTimestamp(1, expiry());
                delete.executeUpdate();
            }
            // the server's clock, as expiry() reads it, rather than the database's default
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO enrolments (code, created_at) VALUES (?, ?)")) {
                insert.setString(1, created);
                insert.setTimestamp(2, Timestamp.from(Instant.now()));
                insert.executeUpdate();
            }
        });
        return created;
    }

    /** Whether this server made the code and it has not expired. */
    public boolean exists(String code) throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(
                     "SELECT 1 FROM enrolments WHERE code = ? AND " + VALID)) {
            select.setString(1, code);
            select.setTimestamp(2, expiry());
            try (ResultSet row = select.executeQuery()) {
                return row.next();
            }
        }
    }

    /**
     * Stores the CPU clock in MHz the phone's user gave on the visit that made {@code code} (null:
     * none), which the device its suites register takes while it has no clock
     * ({@link Registrations#register(String, Integer, java.util.Map, String)}). A device already
     * registered with the code takes it now on the same terms: a clock it has stays, and the admin
     * corrects it.
     *
     * @return false, and nothing stored, when this server never made the code or it expired
     */
    public boolean setClock(String code, Integer mhz) throws SQLException {
        ClockMhz.check(mhz);
        return Transactions.call(dataSource, connection -> {
            try (PreparedStatement update = connection.prepareStatement(
                    "UPDATE enrolments SET clock_mhz = ? WHERE code = ? AND " + VALID)) {
                update.setObject(1, mhz, Types.INTEGER);
                update.setString(2, code);
                update.setTimestamp(3, expiry());
                if (update.executeUpdate() == 0) {
                    return false;
                }
            }
            Long device = column(connection, code, "device_id", Long.class);
            if (device != null) {
                Registrations.fillClock(connection, device, mhz);
            }
            return true;
        });
    }

    /** The clock given on the visit that made {@code code}; null when none was. */
    public Integer clock(String code) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            return column(connection, code, "clock_mhz", Integer.class);
        }
    }

    private static <T> T column(Connection connection, String code, String column, Class<T> type) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT " + column + " FROM enrolments WHERE code = ?")) {
            select.setString(1, code);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? row.getObject(1, type) : null;
            }
        }
    }

    /** A code made before this instant and still unused has expired. */
    static Timestamp expiry() {
        return Timestamp.from(Instant.now().minus(Duration.ofDays(UNUSED_DAYS)));
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
