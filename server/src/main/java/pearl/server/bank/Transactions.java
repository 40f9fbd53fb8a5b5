package pearl.server.bank;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import javax.sql.DataSource;

import org.h2.jdbc.JdbcConnection;

/** Runs work in one transaction: committed whole or rolled back whole. */
final class Transactions {

    @FunctionalInterface
    interface Work<T> {
        T in(Connection connection) throws SQLException;
    }

    @FunctionalInterface
    interface VoidWork {
        void in(Connection connection) throws SQLException;
    }

    private Transactions() {
    }

    static <T> T call(DataSource dataSource, Work<T> work) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                T result = work.in(connection);
                commitToDisk(connection);
                return result;
            } catch (SQLException | RuntimeException | Error failed) {
                connection.rollback();
                throw failed;
            }
        }
    }

    /**
     * Commits, so that the answer which follows (a phone's {@code OK}, its registration, an admin's
     * change) promises data on the storage device. MySQL/MariaDB's InnoDB flushes its log to the
     * device at each commit by default ({@code innodb_flush_log_at_trx_commit=1}). H2 writes the
     * commit to its file ({@code WRITE_DELAY=0}, see {@link Database#connectionUrl}), which a
     * killed process cannot lose, but leaves it in the operating system's cache: {@code CHECKPOINT
     * SYNC} forces the file to the device, as InnoDB does, so a power cut cannot lose it either.
     */
    static void commitToDisk(Connection connection) throws SQLException {
        connection.commit();
        if (connection.isWrapperFor(JdbcConnection.class)) {
            try (Statement sync = connection.createStatement()) {
                sync.execute("CHECKPOINT SYNC");
            }
        }
    }

    static void run(DataSource dataSource, VoidWork work) throws SQLException {
        call(dataSource, connection -> {
            work.in(connection);
            return null;
        });
    }
}
