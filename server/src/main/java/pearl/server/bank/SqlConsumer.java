package pearl.server.bank;

import java.sql.SQLException;

/** Takes rows one by one as a query streams them. */
@FunctionalInterface
public interface SqlConsumer<T> {
    void accept(T row) throws SQLException;
}
