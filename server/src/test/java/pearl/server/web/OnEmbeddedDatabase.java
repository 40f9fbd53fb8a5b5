package pearl.server.web;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.UUID;

import javax.sql.DataSource;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

import pearl.server.bank.Database;
import pearl.server.service.Parts;

/**
 * The fixture of the tests that run the server's parts on a database: each test gets an
 * embedded H2 of its own, migrated as a server's is when it opens, and closed after it.
 */
public abstract class OnEmbeddedDatabase {

    protected Parts parts;

    @BeforeEach
    protected final void openEmbeddedDatabase() {
        parts = Parts.over(Database.open("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1"));
    }

    @AfterEach
    protected final void closeEmbeddedDatabase() {
        parts.database().close();
    }

    protected final DataSource dataSource() {
        return parts.database().dataSource();
    }

    /** The number of rows in {@code table}. */
    protected final int count(String table) throws SQLException {
        try (Connection connection = dataSource().getConnection();
             ResultSet row = connection.createStatement().executeQuery("SELECT COUNT(*) FROM " + table)) {
            row.next();
            return row.getInt(1);
        }
    }
}
