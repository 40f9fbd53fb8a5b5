package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import javax.sql.DataSource;

import pearl.server.model.AnswerPages;
import pearl.server.model.ResultFilter;

/**
 * Keyset pagination over an indexed key (the API's pages, docs/api.md): a page is the rows whose key
 * comes after the last key of the page before, in key order, so that reading page 1,000 costs what
 * reading page 1 does (an OFFSET would read and drop every row before it). A key travels as text,
 * one string per column, and is checked against the columns' types when it comes back.
 */
public final class Keyset {

    /** How a key column's value is bound and read. */
    public enum Type { LONG, INT, TEXT, BOOLEAN }

    /** A column of the key, as the query names it ({@code r.device_id}). */
    public record Column(String name, Type type) {
    }

    private final List<Column> columns;

    public Keyset(Column... columns) {
        this.columns = List.of(columns);
    }

    /** "c1, c2, ...": the ORDER BY of a page, and the select list of its bounds. */
    String names() {
        return String.join(", ", columns.stream().map(Column::name).toList());
    }

    /**
     * The key's values bound to the columns' types.
     *
     * @throws IllegalArgumentException when {@code key} is not a key of these columns
     */
    List<Object> parse(List<String> key) {
        if (key.size() != columns.size()) {
            throw new IllegalArgumentException("a key of " + columns.size() + " values, not " + key.size());
        }
        List<Object> values = new ArrayList<>();
        for (int i = 0; i < key.size(); i++) {
            String text = key.get(i);
            values.add(switch (columns.get(i).type()) {
                case LONG -> Long.valueOf(text);
                case INT -> Integer.valueOf(text);
                case TEXT -> text;
                case BOOLEAN -> switch (text) {
                    case "true" -> Boolean.TRUE;
                    case "false" -> Boolean.FALSE;
                    default -> throw new IllegalArgumentException("not a boolean: " + text);
                };
            });
        }
        return values;
    }

    /** The key of the row at the cursor, its columns read from {@code first} on. */
    List<String> read(ResultSet row, int first) throws SQLException {
        List<String> key = new ArrayList<>();
        for (int i = 0; i < columns.size(); i++) {
            key.add(columns.get(i).type() == Type.BOOLEAN ? Boolean.toString(row.getBoolean(first + i))
                    : row.getString(first + i));
        }
        return key;
    }

    /**
     * " AND (c1 > ? OR (c1 = ? AND (c2 > ? OR ...)))": the rows after {@code key}, or with
     * {@code not}, those up to it. The leading {@code c1 >= ?} lets the database start its range at
     * the key rather than test every row before it.
     */
    private ResultFilter.Sql after(List<Object> key, boolean not) {
        int n = columns.size();
        String condition = columns.get(n - 1).name() + " > ?";
        List<Object> parameters = new ArrayList<>(List.of(key.get(n - 1)));
        for (int i = n - 2; i >= 0; i--) {
            String name = columns.get(i).name();
            condition = name + " > ? OR (" + name + " = ? AND (" + condition + "))";
            parameters.add(0, key.get(i));
            parameters.add(0, key.get(i));
        }
        if (not) {
            return new ResultFilter.Sql(" AND NOT (" + condition + ")", parameters);
        }
        parameters.add(0, key.get(0));
        return new ResultFilter.Sql(" AND " + columns.get(0).name() + " >= ? AND (" + condition + ")", parameters);
    }

    /**
     * Opens one page: {@code limit} rows after {@code after} (from the first row when null), read in
     * one snapshot of the database, so that the page's bounds and its rows agree while others write.
     *
     * @param select the columns of a row, read by {@code rows}
     * @param from   the FROM clause and the filter's WHERE (which joins the devices as {@code d})
     * @param extraOrder more columns to order the rows within one key by ("" for none), for a key
     *                   that several rows share (a model's figure, over its devices)
     * @throws IllegalArgumentException when {@code after} is not a key of these columns
     */
    <T> KeysetPage<T> open(DataSource dataSource, String select, String from, ResultFilter.Sql where,
                           String extraOrder, List<String> after, int limit, KeysetPage.Rows<T> rows)
            throws SQLException {
        List<Object> afterValues = after == null ? null : parse(after);
        Connection connection = dataSource.getConnection();
        try {
            connection.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            connection.setAutoCommit(false);
            List<Object> parameters = new ArrayList<>(where.parameters());
            String condition = where.text();
            if (afterValues != null) {
                ResultFilter.Sql start = after(afterValues, false);
                condition += start.text();
                parameters.addAll(start.parameters());
            }
            List<String> last = lastOfFullPage(connection, from + condition, parameters, limit,
                    extraOrder.isEmpty());
            if (last != null) {
                ResultFilter.Sql end = after(parse(last), true);
                condition += end.text();
                parameters.addAll(end.parameters());
            }
            String sql = "SELECT " + select + " " + from + condition + " ORDER BY " + names()
                    + (extraOrder.isEmpty() ? "" : ", " + extraOrder);
            return new KeysetPage<>(connection, sql, parameters, last, rows);
        } catch (SQLException | RuntimeException failed) {
            connection.close();
            throw failed;
        }
    }

    /**
     * How the rows the filter selects fall into pages of {@code limit} (as {@link #open} reads them,
     * from the first page on), in one query over the keys alone: how many there are, and the key of
     * every {@code limit}-th row that another row follows.
     *
     * @param distinct whether several rows share a key and a page counts keys (a model's figures)
     */
    AnswerPages pages(DataSource dataSource, String from, ResultFilter.Sql where, boolean distinct, int limit)
            throws SQLException {
        List<String> keys = new ArrayList<>();
        List<String> aliased = new ArrayList<>();
        for (int i = 0; i < columns.size(); i++) {
            keys.add("k" + i);
            aliased.add(columns.get(i).name() + " AS k" + i);
        }
        String order = String.join(", ", keys);
        String sql = "SELECT n, c, " + order + " FROM (SELECT " + order + ", ROW_NUMBER() OVER (ORDER BY " + order
                + ") AS n, COUNT(*) OVER () AS c FROM (SELECT " + (distinct ? "DISTINCT " : "")
                + String.join(", ", aliased) + " " + from + where.text() + ") k) numbered"
                + " WHERE MOD(n, " + limit + ") = 0 OR n = c ORDER BY n";
        long records = 0;
        List<List<String>> starts = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(sql)) {
            ResultsBank.bind(select, where.parameters());
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    records = row.getLong(2);
                    if (row.getLong(1) < records) {
                        starts.add(read(row, 3));
                    }
                }
            }
        }
        return new AnswerPages(records, limit, starts);
    }

    /** The key of the page's last row when a row follows it (another page), else null. */
    private List<String> lastOfFullPage(Connection connection, String fromWhere, List<Object> parameters, int limit,
                                        boolean unique)
            throws SQLException {
        // two keys at most, from the page's own range: the OFFSET is within one page, never the table
        try (PreparedStatement bounds = connection.prepareStatement("SELECT " + (unique ? "" : "DISTINCT ") + names()
                + " " + fromWhere
                + " ORDER BY " + names() + " LIMIT 2 OFFSET " + (limit - 1))) {
            ResultsBank.bind(bounds, parameters);
            try (ResultSet row = bounds.executeQuery()) {
                if (!row.next()) {
                    return null;
                }
                List<String> last = read(row, 1);
                return row.next() ? last : null;
            }
        }
    }
}
