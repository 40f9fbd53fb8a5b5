package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import org.h2.jdbc.JdbcConnection;

/**
 * Statements of one transaction that need no answer from each other, sent together: to
 * MySQL/MariaDB as one multi-statement, a single round trip (the receiver's connections allow
 * them: {@link Database#syncDataSource()}); to the embedded H2, which has no round trips to save,
 * one after another. Each statement's parameters are bound by its own {@link Binder}, so they
 * stay bound parameters either way.
 */
final class OneRoundTrip {

    /** Binds one statement's parameters from index {@code first} on; returns the index after its last. */
    @FunctionalInterface
    interface Binder {
        int bind(PreparedStatement statement, int first) throws SQLException;
    }

    private final List<String> statements = new ArrayList<>();
    private final List<Binder> binders = new ArrayList<>();

    OneRoundTrip add(String sql, Binder binder) {
        statements.add(sql);
        binders.add(binder);
        return this;
    }

    /** How many statements were added: the index the next one's count will have. */
    int size() {
        return statements.size();
    }

    /** Runs the statements in the order added; returns each one's count of rows changed. */
    int[] execute(Connection connection) throws SQLException {
        int[] counts = new int[statements.size()];
        if (connection.isWrapperFor(JdbcConnection.class)) {
            for (int i = 0; i < counts.length; i++) {
                try (PreparedStatement statement = connection.prepareStatement(statements.get(i))) {
                    binders.get(i).bind(statement, 1);
                    counts[i] = statement.executeUpdate();
                }
            }
            return counts;
        }
        try (PreparedStatement together = connection.prepareStatement(String.join(";\n", statements))) {
            int parameter = 1;
            for (Binder binder : binders) {
                parameter = binder.bind(together, parameter);
            }
            together.execute();
            for (int i = 0; i < counts.length; i++) {
                if (i > 0) {
                    together.getMoreResults();
                }
                counts[i] = together.getUpdateCount();
            }
        }
        return counts;
    }
}
