package pearl.server.service;

import java.sql.SQLException;

/**
 * The database did not answer, so nothing was done: the request may be tried again later. The
 * services turn the banks' {@link SQLException}s into this, so that the servlets answer 503 without
 * knowing of JDBC.
 */
public final class Unavailable extends RuntimeException {

    Unavailable(SQLException cause) {
        super("the database is unavailable: retry later", cause);
    }

    /** A bank's work, which may fail in the database. */
    @FunctionalInterface
    interface BankWork<T> {
        T run() throws SQLException;
    }

    /** A bank's work without an answer. */
    @FunctionalInterface
    interface BankChange {
        void run() throws SQLException;
    }

    /** Runs the work; @throws Unavailable when the database fails it */
    static <T> T unless(BankWork<T> work) {
        try {
            return work.run();
        } catch (SQLException failed) {
            throw new Unavailable(failed);
        }
    }

    static void unless(BankChange change) {
        unless(() -> {
            change.run();
            return null;
        });
    }
}
