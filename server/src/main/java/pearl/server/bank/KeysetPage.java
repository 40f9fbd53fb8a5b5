package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

/**
 * One page of an API answer, open on its own connection ({@link Keyset#open}): whether another
 * page follows is known before the first row is read, so that an answer can name the next page in
 * its headers and then stream its rows, one at a time, never the whole page in memory.
 *
 * @param <T> a row
 */
public final class KeysetPage<T> implements AutoCloseable {

    /** Makes a row of the result set at its cursor. */
    @FunctionalInterface
    public interface Rows<T> {
        T read(ResultSet row) throws SQLException;
    }

    /** Rows fetched from MySQL at a time: Connector/J's sign for a result set streamed row by row. */
    private static final int MYSQL_STREAMING = Integer.MIN_VALUE;
    /** Rows H2 keeps in hand at a time. */
    private static final int H2_FETCH = 100;

    private final Connection connection;
    private final String sql;
    private final List<Object> parameters;
    private final List<String> next;
    private final Rows<T> rows;

    KeysetPage(Connection connection, String sql, List<Object> parameters, List<String> next, Rows<T> rows) {
        this.connection = connection;
        this.sql = sql;
        this.parameters = parameters;
        this.next = next;
        this.rows = rows;
    }

    /** The key after which the next page starts; null when this is the last page. */
    public List<String> next() {
        return next;
    }

    /** Gives the page's rows to {@code consumer} as the database sends them. */
    public void forEach(SqlConsumer<T> consumer) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(sql, ResultSet.TYPE_FORWARD_ONLY,
                ResultSet.CONCUR_READ_ONLY)) {
            select.setFetchSize(connection.getMetaData().getDatabaseProductName().equals("H2") ? H2_FETCH
                    : MYSQL_STREAMING);
            ResultsBank.bind(select, parameters);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    consumer.accept(rows.read(row));
                }
            }
        }
    }

    /** Ends the page's transaction (it only read) and gives its connection back. */
    @Override
    public void close() throws SQLException {
        try {
            connection.commit();
        } finally {
            connection.close();
        }
    }
}
