package pearl.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import pearl.server.bank.Database;

/**
 * A fresh, empty database for one test: an embedded H2 in a temporary directory, or a new
 * database on the MariaDB/MySQL server named by {@code -Dpearl.test.mysql.url}, dropped on close.
 * A missing MariaDB fails the test with instructions; it never skips it.
 */
public final class TestDatabase implements AutoCloseable {

    private static final Pattern MYSQL_URL = Pattern.compile("(jdbc:mysql://[^/]+/)([^?]*)(\\?.*)?");

    private final String url;
    private final String adminUrl;
    private final String name;

    private TestDatabase(String url, String adminUrl, String name) {
        this.url = url;
        this.adminUrl = adminUrl;
        this.name = name;
    }

    /** @param kind {@code H2} or {@code MariaDB}, as parameterized tests name them */
    public static TestDatabase of(String kind) throws Exception {
        return switch (kind) {
            case "H2" -> h2();
            case "MariaDB" -> mariaDb();
            default -> throw new IllegalArgumentException("no test database of kind " + kind);
        };
    }

    public static TestDatabase h2() throws Exception {
        loadDriver("org.h2.Driver");
        Path dir = Files.createTempDirectory("pearl-h2");
        return new TestDatabase("jdbc:h2:file:" + dir.resolve("pearl"), null, null);
    }

    public static TestDatabase mariaDb() throws SQLException {
        return mariaDb(System.getProperty("pearl.test.mysql.url", "jdbc:mysql://127.0.0.1:3306/test?user=root&password="));
    }

    /** A new database on the MariaDB/MySQL server {@code adminUrl} reaches (a node of a cluster, say). */
    public static TestDatabase mariaDb(String adminUrl) throws SQLException {
        Matcher parts = MYSQL_URL.matcher(adminUrl);
        if (!parts.matches()) {
            throw new IllegalArgumentException("pearl.test.mysql.url must look like jdbc:mysql://host:port/db?user=...: "
                    + adminUrl);
        }
        loadDriver("com.mysql.cj.jdbc.Driver");
        String name = "pearl_it_" + Long.toHexString(System.nanoTime());
        try (Connection connection = DriverManager.getConnection(adminUrl);
             Statement statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE " + name + " CHARACTER SET utf8mb4");
        } catch (SQLException unreachable) {
            throw new SQLException("This test needs MariaDB or MySQL at " + adminUrl.replaceAll("password=[^&]*", "password=***")
                    + " (set -Dpearl.test.mysql.url, or start it: start-stop-daemon --start --oknodo --background"
                    + " --exec /usr/sbin/mariadbd): " + unreachable.getMessage(), unreachable);
        }
        String query = parts.group(3) == null ? "" : parts.group(3);
        return new TestDatabase(parts.group(1) + name + query, adminUrl, name);
    }

    /**
     * DriverManager registers the drivers it finds once, with whatever class loader is current
     * then; an embedded Tomcat started earlier may have been that loader. Loading the driver here
     * registers the one this test can use.
     */
    private static void loadDriver(String driverClass) {
        try {
            Class.forName(driverClass);
        } catch (ClassNotFoundException missing) {
            throw new IllegalStateException("the JDBC driver " + driverClass + " is not on the test class path", missing);
        }
    }

    /** The JDBC URL of this database reached through 127.0.0.1:{@code port} instead (a proxy); MariaDB only. */
    public String urlThroughPort(int port) {
        return url.replaceFirst("jdbc:mysql://[^/]+/", "jdbc:mysql://127.0.0.1:" + port + "/");
    }

    /** The JDBC URL to give the server. */
    public String url() {
        return url;
    }

    /** A connection with the settings the server opens it with (H2's MySQL mode). */
    public Connection connect() throws SQLException {
        return DriverManager.getConnection(Database.connectionUrl(url));
    }

    @Override
    public void close() throws SQLException {
        if (name != null) {
            try (Connection connection = DriverManager.getConnection(adminUrl);
                 Statement statement = connection.createStatement()) {
                statement.execute("DROP DATABASE IF EXISTS " + name);
            }
        }
    }

    @Override
    public String toString() {
        return name == null ? "H2" : "MariaDB";
    }
}
