package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import javax.sql.DataSource;

/**
 * The admin's audit log (table {@code admin_audit}): who did what, when, from where. Written for
 * every admin action, login and logout, read by the admin page.
 */
public final class AuditLog {

    /** The longest detail kept: the rest of a long form is cut, with an ellipsis. */
    static final int DETAIL = 1024;

    /** One admin's act: what {@code admin} did ({@code action}, with its {@code detail}) from {@code address}. */
    public record Act(Instant at, String admin, String address, String action, String detail) {
    }

    private final DataSource dataSource;

    public AuditLog(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public void record(String admin, String address, String action, String detail) throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement insert = connection.prepareStatement(
                     "INSERT INTO admin_audit (admin, address, action, detail) VALUES (?, ?, ?, ?)")) {
            insert.setString(1, admin);
            insert.setString(2, address);
            insert.setString(3, action);
            insert.setString(4, detail.length() > DETAIL ? detail.substring(0, DETAIL - 1) + "…" : detail);
            insert.executeUpdate();
        }
    }

    /** The latest {@code most} entries, newest first. */
    public List<Act> latest(int most) throws SQLException {
        List<Act> entries = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(
                     "SELECT at, admin, address, action, detail FROM admin_audit ORDER BY id DESC LIMIT ?")) {
            select.setInt(1, most);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    entries.add(new Act(row.getTimestamp(1).toInstant(), row.getString(2), row.getString(3),
                            row.getString(4), row.getString(5)));
                }
            }
        }
        return entries;
    }
}
