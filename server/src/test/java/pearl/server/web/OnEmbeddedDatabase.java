package pearl.server.web;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.UUID;

import javax.sql.DataSource;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

import pearl.server.bank.Database;

/**
 * The fixture of the tests that run the server's services on a database: each test gets an
 * embedded H2 of its own, migrated as a server's is when it opens, and closed after it.
 */
public abstract class OnEmbeddedDatabase {

    protected Services services;

    @BeforeEach
    protected final void openEmbeddedDatabase() {
        services = Services.over(Database.open("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1"));
    }

    @AfterEach
    protected final void closeEmbeddedDatabase() {
        services.database().close();
    }

    protected final DataSource dataSource() {
        return services.database().dataSource();
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
