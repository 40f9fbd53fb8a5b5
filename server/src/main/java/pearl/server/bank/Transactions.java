package pearl.server.bank;

import java.sql.Connection;
import java.sql.SQLException;

import javax.sql.DataSource;

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
                connection.commit();
                return result;
            } catch (SQLException | RuntimeException | Error failed) {
                connection.rollback();
                throw failed;
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
