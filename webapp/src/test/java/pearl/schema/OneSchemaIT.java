package pearl.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import pearl.server.bank.Database;
import pearl.testing.TestDatabase;

/**
 * The one sql/ migrated on H2 (MySQL mode) and on MariaDB ends with the same tables, columns
 * (name, type, nullability) and indexes (name, uniqueness, columns in order): the server's
 * queries meet the same schema whichever database it runs on.
 */
class OneSchemaIT {

    @Test
    void h2AndMariaDbEndWithTheSameSchema() throws Exception {
        Map<String, String> h2;
        Map<String, String> mariaDb;
        try (TestDatabase db = TestDatabase.of("H2")) {
            h2 = schemaAfterMigration(db);
        }
        try (TestDatabase db = TestDatabase.of("MariaDB")) {
            mariaDb = schemaAfterMigration(db);
        }
        assertFalse(h2.isEmpty(), "no table after migration");
        assertEquals(String.join("\n", mariaDb.values()), String.join("\n", h2.values()),
                "H2 (expected: MariaDB's) and MariaDB differ after the same migrations");
        assertEquals(mariaDb, h2);
    }

    /** Each application table described as one line per column and per index, sorted by table. */
    private static Map<String, String> schemaAfterMigration(TestDatabase db) throws Exception {
        Database.open(db.url()).close();
        Map<String, String> tables = new TreeMap<>();
        try (Connection connection = db.connect()) {
            DatabaseMetaData meta = connection.getMetaData();
            String catalog = connection.getCatalog();
            String schema = connection.getSchema();
            try (ResultSet rows = meta.getTables(catalog, schema, "%", new String[] {"TABLE"})) {
                while (rows.next()) {
                    String table = rows.getString("TABLE_NAME");
                    if (!table.equalsIgnoreCase("flyway_schema_history")) {
                        tables.put(table.toLowerCase(Locale.ROOT), describe(meta, catalog, schema, table));
                    }
                }
            }
        }
        return tables;
    }

    private static String describe(DatabaseMetaData meta, String catalog, String schema, String table)
            throws SQLException {
        StringBuilder out = new StringBuilder("table " + table.toLowerCase(Locale.ROOT) + "\n");
        try (ResultSet columns = meta.getColumns(catalog, schema, table, "%")) {
            while (columns.next()) {
                out.append("  column ").append(columns.getString("COLUMN_NAME").toLowerCase(Locale.ROOT))
                        .append(' ').append(type(columns))
                        .append(columns.getInt("NULLABLE") == DatabaseMetaData.columnNoNulls ? " not null" : " null")
                        .append('\n');
            }
        }
        Map<String, List<String>> indexColumns = new TreeMap<>();
        Map<String, Boolean> unique = new TreeMap<>();
        try (ResultSet indexes = meta.getIndexInfo(catalog, schema, table, false, false)) {
            while (indexes.next()) {
                String column = indexes.getString("COLUMN_NAME");
                if (column == null) {
                    continue; // statistics rows, not an index
                }
                String name = indexName(indexes.getString("INDEX_NAME"));
                List<String> inOrder = indexColumns.computeIfAbsent(name, n -> new ArrayList<>());
                int position = indexes.getShort("ORDINAL_POSITION");
                while (inOrder.size() < position) {
                    inOrder.add(null);
                }
                inOrder.set(position - 1, column.toLowerCase(Locale.ROOT));
                unique.put(name, !indexes.getBoolean("NON_UNIQUE"));
            }
        }
        // A foreign key needs an index starting with its columns: MariaDB reuses one that does, H2
        // always adds its own; the one H2 adds beside a covering index is not part of the schema.
        indexColumns.entrySet().removeIf(index -> index.getKey().startsWith("fk_") && indexColumns.entrySet().stream()
                .anyMatch(other -> other != index && startsWith(other.getValue(), index.getValue())));
        indexColumns.forEach((name, columns) -> out.append("  ").append(unique.get(name) ? "unique " : "")
                .append("index ").append(name).append(' ').append(columns).append('\n'));
        return out.toString();
    }

    private static boolean startsWith(List<String> columns, List<String> prefix) {
        return columns.size() >= prefix.size() && columns.subList(0, prefix.size()).equals(prefix);
    }

    /**
     * The type as both databases mean it: MariaDB stores BOOLEAN as TINYINT(1) and H2 calls TEXT a
     * CHARACTER LARGE OBJECT; character columns keep their length, the rest their type alone.
     */
    private static String type(ResultSet column) throws SQLException {
        String name = column.getString("TYPE_NAME").toUpperCase(Locale.ROOT).replace(" UNSIGNED", "");
        int size = column.getInt("COLUMN_SIZE");
        return switch (name) {
            case "TINYINT", "BIT", "BOOL", "BOOLEAN" -> "BOOLEAN";
            case "TEXT", "CLOB", "CHARACTER LARGE OBJECT", "LONGTEXT", "MEDIUMTEXT" -> "TEXT";
            // H2's MySQL mode makes TEXT a VARCHAR of its largest length
            case "VARCHAR", "CHARACTER VARYING" -> size > 65_535 ? "TEXT" : "VARCHAR(" + size + ")";
            case "DOUBLE", "DOUBLE PRECISION" -> "DOUBLE";
            case "CHAR", "CHARACTER" -> "CHAR(" + size + ")";
            case "INT", "INTEGER" -> "INT";
            default -> name;
        };
    }

    /**
     * Index names as the migrations give them: H2 names a constraint's index after the constraint
     * with a numbered suffix, and the primary key's PRIMARY_KEY_n where MariaDB says PRIMARY.
     */
    private static String indexName(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.startsWith("primary_key_") || lower.equals("primary")) {
            return "primary";
        }
        return lower.replaceFirst("_index_[0-9a-z]+$", "");
    }
}
