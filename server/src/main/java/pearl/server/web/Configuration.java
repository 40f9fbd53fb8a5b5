package pearl.server.web;

import java.nio.file.Path;

import jakarta.servlet.ServletContext;

import pearl.server.service.Parts;


/**
 * Where the server finds its settings: a context parameter (a standalone Tomcat's context.xml),
 * then a system property, then an environment variable, then the default.
 */
final class Configuration {

    /** The JDBC URL of the database; by default an embedded H2 under PEARL_HOME. */
    static final String DB_URL = "pearl.db.url";
    /** The admin's password (docs/admin.md); without it nobody can log in as admin. */
    static final String ADMIN_PASSWORD = "pearl.admin.password";
    /** Each device's daily quota of samples (docs/protocol.md, "Limits"). */
    static final String SAMPLES_PER_DAY = "pearl.samples.per.day";
    /** Where the embedded database lives; by default ~/.pearl. */
    static final String HOME = "pearl.home";

    private final ServletContext context;

    Configuration(ServletContext context) {
        this.context = context;
    }

    String databaseUrl() {
        String url = value(DB_URL);
        return url != null ? url : Parts.embeddedUrl(home());
    }

    /** Each device's daily quota of samples ({@code pearl.samples.per.day}), the default when unset. */
    int samplesPerDay() {
        String value = value(SAMPLES_PER_DAY);
        try {
            return value == null ? Parts.DEFAULT_SAMPLES_PER_DAY : Integer.parseInt(value.trim());
        } catch (NumberFormatException notANumber) {
            throw new IllegalArgumentException(SAMPLES_PER_DAY + " must be a whole number of samples, not " + value);
        }
    }

    /** The configured admin password, or null. */
    String adminPassword() {
        return value(ADMIN_PASSWORD);
    }

    private Path home() {
        String home = value(HOME);
        return home != null ? Path.of(home) : Path.of(System.getProperty("user.home"), ".pearl");
    }

    private String value(String name) {
        String value = context.getInitParameter(name);
        if (blank(value)) {
            value = System.getProperty(name);
        }
        if (blank(value)) {
            value = System.getenv(name.toUpperCase().replace('.', '_'));
        }
        return blank(value) ? null : value;
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }
}
