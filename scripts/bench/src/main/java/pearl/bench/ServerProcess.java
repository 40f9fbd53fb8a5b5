package pearl.bench;

import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The PEARL server in a process of its own, started as {@code scripts/pearl server} starts it (the
 * class path from {@code -Dpearl.server.cp}, the WAR from {@code -Dpearl.war}), so that the load a
 * benchmark makes comes from another process.
 */
final class ServerProcess implements AutoCloseable {

    private final Process process;
    private final String baseUrl;

    private ServerProcess(Process process, String baseUrl) {
        this.process = process;
        this.baseUrl = baseUrl;
    }

    static ServerProcess start(String databaseUrl) throws Exception {
        return start(databaseUrl, Path.of(System.getProperty("pearl.war")));
    }

    /** With another WAR than the build's (one with a benchmark's reference file in it). */
    static ServerProcess start(String databaseUrl, Path war) throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        Path home = Files.createTempDirectory("pearl-bench-home");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(java, "-cp", System.getProperty("pearl.server.cp"),
                "pearl.server.launcher.Launcher", "--war", war.toString(), "--port",
                Integer.toString(port), "--db", databaseUrl, "--home", home.toString())
                .redirectErrorStream(true).redirectOutput(home.resolve("server.log").toFile()).start();
        ServerProcess server = new ServerProcess(process, "http://127.0.0.1:" + port + "/pearl");
        HttpClient http = HttpClient.newHttpClient();
        for (int i = 0; i < 600; i++) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the server stopped while starting: " + home.resolve("server.log"));
            }
            try {
                if (http.send(HttpRequest.newBuilder(URI.create(server.baseUrl + "/api/analysis")).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return server;
                }
            } catch (java.io.IOException notYet) {
                // still starting
            }
            Thread.sleep(100);
        }
        server.close();
        throw new IllegalStateException("the server did not answer within 60 s: " + home.resolve("server.log"));
    }

    String baseUrl() {
        return baseUrl;
    }

    @Override
    public void close() throws Exception {
        process.destroy();
        process.waitFor();
    }
}
