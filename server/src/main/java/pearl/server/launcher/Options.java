package pearl.server.launcher;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The launcher's command line.
 *
 * @param proxy the address of the reverse proxy in front of the server, whose X-Forwarded-For,
 *              -Proto and -Port headers are believed (docs/admin.md, "Behind a TLS reverse proxy")
 */
public record Options(Path war, int port, Optional<String> databaseUrl, Optional<Path> home, Optional<String> proxy) {

    static final String USAGE = "usage: Launcher --war FILE [--port N] [--db JDBC-URL] [--home DIR] [--proxy ADDRESS]";

    public static Options parse(String... args) {
        Path war = null;
        int port = 8080;
        String db = null;
        Path home = null;
        String proxy = null;
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : null;
            switch (args[i]) {
                case "--war" -> war = Path.of(required(args[i], value));
                case "--port" -> port = port(required(args[i], value));
                case "--db" -> db = required(args[i], value);
                case "--home" -> home = Path.of(required(args[i], value));
                case "--proxy" -> proxy = address(required(args[i], value));
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
            i++;
        }
        if (war == null || !Files.isRegularFile(war)) {
            throw new IllegalArgumentException("--war must name the PEARL web application's WAR file");
        }
        return new Options(war, port, Optional.ofNullable(db), Optional.ofNullable(home), Optional.ofNullable(proxy));
    }

    private static String required(String option, String value) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return value;
    }

    /** An IP address as written (no name: a name's address could change under the trust it is given). */
    private static String address(String text) {
        if (!text.matches("[0-9.]+|[0-9A-Fa-f:]+")) {
            throw new IllegalArgumentException("--proxy must be the proxy's IP address, e.g. 127.0.0.1, got " + text);
        }
        return text;
    }

    private static int port(String text) {
        try {
            int port = Integer.parseInt(text);
            if (port >= 0 && port <= 65535) {
                return port;
            }
        } catch (NumberFormatException notANumber) {
            // reported below
        }
        throw new IllegalArgumentException("--port must be a port number from 0 to 65535, got " + text);
    }
}
