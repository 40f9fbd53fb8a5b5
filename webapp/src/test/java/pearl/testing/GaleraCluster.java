package pearl.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A three-node MariaDB Galera cluster on this machine, started by {@code scripts/galera.sh} in a
 * directory of its own and stopped on close. Node N answers SQL on 127.0.0.1:{@link #sqlPort}.
 * Without MariaDB's server, the galera-4 package or rsync it fails loudly, saying so.
 */
public final class GaleraCluster implements AutoCloseable {

    public static final int NODES = 3;
    private static final Path SCRIPT = Path.of(System.getProperty("pearl.galera.script", "../scripts/galera.sh"));

    private final Path dir;

    private GaleraCluster(Path dir) {
        this.dir = dir;
    }

    /** Starts the three nodes and waits until each is in the cluster and ready. */
    public static GaleraCluster start() throws Exception {
        Path dir = Files.createTempDirectory("pearl-galera");
        GaleraCluster cluster = new GaleraCluster(dir);
        cluster.run("start");
        return cluster;
    }

    public static int sqlPort(int node) {
        return 13305 + node;
    }

    /** The JDBC URL of node N's system schema, root without a password: where a test database is made. */
    public String adminUrl(int node) {
        return "jdbc:mysql://127.0.0.1:" + sqlPort(node) + "/mysql?user=root&password=";
    }

    /** Kills node N's server with SIGKILL, as a crash would. */
    public void kill(int node) throws Exception {
        run("kill", String.valueOf(node));
    }

    /** Starts node N again and waits until it has rejoined the cluster and caught up. */
    public void startNode(int node) throws Exception {
        run("start-node", String.valueOf(node));
    }

    private void run(String... command) throws Exception {
        if (!Files.isRegularFile(SCRIPT)) {
            throw new IllegalStateException("no cluster script at " + SCRIPT.toAbsolutePath());
        }
        List<String> line = new ArrayList<>(List.of("bash", SCRIPT.toString(), command[0], dir.toString()));
        line.addAll(List.of(command).subList(1, command.length));
        Path log = dir.resolve("script.log");
        Process process = new ProcessBuilder(line).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        if (!process.waitFor(3, TimeUnit.MINUTES) || process.exitValue() != 0) {
            process.destroyForcibly();
            throw new IllegalStateException("scripts/galera.sh " + String.join(" ", command) + " failed (it needs"
                    + " MariaDB's server, the galera-4 package and rsync; scripts/test.sh installs them):\n"
                    + Files.readString(log));
        }
    }

    @Override
    public void close() throws IOException, InterruptedException {
        try {
            run("stop");
        } catch (Exception stopping) {
            throw new IOException("the cluster in " + dir + " did not stop", stopping);
        }
    }
}
