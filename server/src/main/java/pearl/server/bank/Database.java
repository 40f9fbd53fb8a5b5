package pearl.server.bank;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

/**
 * The server's one database: a pooled connection to MySQL/MariaDB or to the embedded H2, with the
 * schema migrated to the newest version of sql/ at start.
 * <p>
 * One setting chooses it, a JDBC URL carrying its own credentials, e.g.
 * {@code jdbc:mysql://127.0.0.1:3306/pearl?user=root&password=&createDatabaseIfNotExist=true}.
 */
public final class Database implements AutoCloseable {

    /** The databases PEARL runs on, each with the driver PEARL ships for it; both run the one sql/. */
    public enum Dialect {
        MYSQL("com.mysql.cj.jdbc.Driver"), H2("org.h2.Driver");

        /** Named so that Hikari loads it itself: DriverManager may hold another web application's. */
        final String driverClass;

        Dialect(String driverClass) {
            this.driverClass = driverClass;
        }
    }

    private static final Pattern WRITE_DELAY = Pattern.compile("(?i);WRITE_DELAY=([^;]*)");

    private final HikariDataSource dataSource;
    private final HikariDataSource syncs;
    private final Dialect dialect;

    private Database(HikariDataSource dataSource, HikariDataSource syncs, Dialect dialect) {
        this.dataSource = dataSource;
        this.syncs = syncs;
        this.dialect = dialect;
    }

    /** The embedded default: an H2 file under {@code home}. */
    public static String embeddedUrl(Path home) {
        return "jdbc:h2:file:" + home.resolve("db").resolve("pearl").toAbsolutePath();
    }

    /** The connections the pages, the analysis, the registrations and the admin share. */
    private static final int POOL_SIZE = 10;

    /**
     * The receiver's own connections, one per sync that may use the database at once: one more
     * than the cores, since a sync's work is the CPU's, the server's and the database's on the
     * same cores, and the one more covers its waits (its commit's write to disk, the network).
     */
    public static final int SYNC_CONNECTIONS = Runtime.getRuntime().availableProcessors() + 1;

    /** Connects and migrates. */
    public static Database open(String jdbcUrl) {
        Dialect dialect = dialectOf(jdbcUrl);
        HikariDataSource dataSource = new HikariDataSource(pool(jdbcUrl, dialect, "pearl", POOL_SIZE));
        HikariDataSource syncs = null;
        try {
            Flyway.configure()
                    .dataSource(dataSource)
                    .locations("classpath:sql")
                    .load()
                    .migrate();
            syncs = new HikariDataSource(syncPool(jdbcUrl, dialect));
            if (dialect == Dialect.H2) {
                // fails at start, not after the first stored batch, when the user may not force the file
                try (Connection connection = syncs.getConnection()) {
                    Transactions.commitToDisk(connection);
                } catch (SQLException cannotSync) {
                    throw new IllegalStateException("PEARL's H2 user needs admin rights: each acknowledged commit is"
                            + " forced to disk with CHECKPOINT SYNC", cannotSync);
                }
            }
        } catch (RuntimeException failed) {
            if (syncs != null) {
                syncs.close();
            }
            dataSource.close();
            throw failed;
        }
        return new Database(dataSource, syncs, dialect);
    }

    private static HikariConfig pool(String jdbcUrl, Dialect dialect, String name, int size) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(connectionUrl(jdbcUrl));
        config.setDriverClassName(dialect.driverClass);
        config.setPoolName(name);
        config.setMaximumPoolSize(size);
        // a phone waiting on a database that went away gets its 503 soon and retries later
        config.setConnectionTimeout(5_000);
        // Each statement sees what other transactions (other server instances) committed: an INSERT
        // IGNORE that met another's row, then a SELECT of it, must find it (docs/scaling.md).
        config.setTransactionIsolation("TRANSACTION_READ_COMMITTED");
        if (dialect == Dialect.MYSQL) {
            // a batch of INSERTs (the analyzer's counts and results) goes as one multi-row statement
            config.addDataSourceProperty("rewriteBatchedStatements", "true");
            // The driver parses each statement's text for its placeholders; a sync's 500-row INSERT
            // is 17,000 characters with 5,500 of them, and parsing it every batch took more of the
            // sync's CPU than anything else (docs/benchmarks/ingest.md). Each connection keeps the
            // parsed form of the statements it ran.
            config.addDataSourceProperty("cachePrepStmts", "true");
            config.addDataSourceProperty("prepStmtCacheSize", "256");
            config.addDataSourceProperty("prepStmtCacheSqlLimit", "32768");
            // autocommit and isolation as the driver last set them, not asked of the server again
            config.addDataSourceProperty("useLocalSessionState", "true");
        }
        return config;
    }

    /**
     * The receiver's pool ({@link SyncTransaction}): its connections are in a transaction from the
     * start, so that a sync sends no statement to switch autocommit off and on again. On MySQL they
     * take several statements in one round trip ({@link OneRoundTrip}: a sync's writes), and
     * prepare the others on the server once per connection. Each round trip a sync saves is time a
     * phone does not wait (docs/benchmarks/ingest.md); the statements are bound, as everywhere.
     */
    private static HikariConfig syncPool(String jdbcUrl, Dialect dialect) {
        HikariConfig config = pool(jdbcUrl, dialect, "pearl-syncs", SYNC_CONNECTIONS);
        config.setAutoCommit(false);
        if (dialect == Dialect.MYSQL) {
            config.addDataSourceProperty("allowMultiQueries", "true");
            config.addDataSourceProperty("useServerPrepStmts", "true");
        }
        return config;
    }

    static Dialect dialectOf(String jdbcUrl) {
        if (jdbcUrl.startsWith("jdbc:h2:")) {
            return Dialect.H2;
        }
        if (jdbcUrl.startsWith("jdbc:mysql:") || jdbcUrl.startsWith("jdbc:mariadb:")) {
            return Dialect.MYSQL;
        }
        throw new IllegalArgumentException("PEARL runs on MySQL/MariaDB (jdbc:mysql:...) or H2 (jdbc:h2:...), not "
                + jdbcUrl.replaceAll("password=[^&;]*", "password=***"));
    }

    /**
     * The URL the pool opens for the configured one (also what a test reading the same H2 file
     * must open). The SQL is MySQL's; H2 speaks enough of it (INSERT IGNORE) in its MySQL mode.
     * H2 writes each commit to its file before the commit returns ({@code WRITE_DELAY=0}); by
     * default it would write commits in the background up to half a second later, and a killed
     * server would lose batches it had answered {@code OK} (docs/design.md, durability). Its
     * background compaction is off: a process killed while it rewrote chunks left a file H2 could
     * not reopen.
     */
    public static String connectionUrl(String jdbcUrl) {
        if (dialectOf(jdbcUrl) != Dialect.H2) {
            return jdbcUrl;
        }
        Matcher writeDelay = WRITE_DELAY.matcher(jdbcUrl);
        boolean delaySet = writeDelay.find();
        if (delaySet && !writeDelay.group(1).equals("0")) {
            throw new IllegalArgumentException("PEARL runs H2 with WRITE_DELAY=0, so that a batch it acknowledged is in"
                    + " the database file: remove WRITE_DELAY=" + writeDelay.group(1) + " from the URL");
        }
        String url = (delaySet ? jdbcUrl : jdbcUrl + ";WRITE_DELAY=0")
                + (jdbcUrl.toUpperCase().contains(";AUTO_COMPACT_FILL_RATE=") ? "" : ";AUTO_COMPACT_FILL_RATE=0");
        return jdbcUrl.toUpperCase().contains(";MODE=") ? url : url + ";MODE=MySQL;DATABASE_TO_LOWER=TRUE";
    }

    public DataSource dataSource() {
        return dataSource;
    }

    /** The receiver's connections: {@link #SYNC_CONNECTIONS}, each in a transaction from the start. */
    public DataSource syncDataSource() {
        return syncs;
    }

    public Dialect dialect() {
        return dialect;
    }

    @Override
    public void close() {
        syncs.close();
        dataSource.close();
    }
}
