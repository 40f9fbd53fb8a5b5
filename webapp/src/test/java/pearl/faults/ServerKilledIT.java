package pearl.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * The server process is killed (SIGKILL) in the middle of a request: half-way through receiving a
 * large batch, and right after receiving the whole of one. After a restart the phone resends, and
 * every sample is stored exactly once.
 */
class ServerKilledIT {

    private static final int BATCH = 5_000;

    @Test
    void aKilledServerLosesAndDoublesNothing() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb()) {
            Path home = Files.createTempDirectory("pearl-killed");
            HttpClient http = HttpClient.newHttpClient();
            Process server = launch(database, home);
            SimulatedDevice phone = SimulatedDevice.register(http, url(server), "Phone");
            byte[] first = phone.batch(SimulatedDevice.conditions("P/1"), 1_700_000_000_000L,
                    DatabaseGoneIT.samples(0, BATCH));

            send(server, first, first.length / 2);
            kill(server);
            DatabaseGoneIT.assertStoredOnce(database, 0);

            server = launch(database, home);
            var resent = SimulatedDevice.post(http, url(server) + "/receiver", phone.batch(
                    SimulatedDevice.conditions("P/1"), 1_700_000_000_000L, DatabaseGoneIT.samples(0, BATCH)));
            assertEquals("OK\t" + BATCH + "\t0", resent.body().trim());

            byte[] second = phone.batch(SimulatedDevice.conditions("P/1"), 1_700_000_000_000L,
                    DatabaseGoneIT.samples(BATCH, 2 * BATCH));
            send(server, second, second.length);
            kill(server);

            server = launch(database, home);
            var again = SimulatedDevice.post(http, url(server) + "/receiver", phone.batch(
                    SimulatedDevice.conditions("P/1"), 1_700_000_000_000L, DatabaseGoneIT.samples(BATCH, 2 * BATCH)));
            assertEquals(200, again.statusCode(), again.body());
            String[] receipt = again.body().trim().split("\t");
            assertEquals(BATCH, Integer.parseInt(receipt[1]) + Integer.parseInt(receipt[2]),
                    "stored now or before the kill: " + again.body());
            DatabaseGoneIT.assertStoredOnce(database, 2 * BATCH);
            kill(server);
        }
    }

    /** The port each launched server listens on. */
    private final Map<Process, Integer> ports = new HashMap<>();

    /** The launcher in a JVM of its own, as scripts/pearl server runs it. */
    private Process launch(TestDatabase database, Path home) throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        Path serverTarget = Path.of("..", "server", "target");
        String classPath = serverTarget.resolve("pearl-server.jar") + File.pathSeparator
                + serverTarget.resolve("launcher-lib") + "/*";
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", classPath, "pearl.server.launcher.Launcher", "--war",
                System.getProperty("pearl.war", "target/pearl.war"), "--port", String.valueOf(port),
                "--db", database.url(), "--home", home.toString())
                .redirectErrorStream(true).redirectOutput(home.resolve("server-" + port + ".log").toFile()).start();
        ports.put(process, port);
        HttpClient http = HttpClient.newHttpClient();
        for (int i = 0; i < 240; i++) {
            try {
                if (http.send(HttpRequest.newBuilder(URI.create(url(process) + "/api/results")).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return process;
                }
            } catch (IOException notYet) {
                // still starting
            }
            if (!process.isAlive()) {
                break;
            }
            Thread.sleep(250);
        }
        throw new AssertionError("the server did not start: " + Files.readString(home.resolve("server-" + port + ".log")));
    }

    private String url(Process server) {
        return "http://127.0.0.1:" + ports.get(server) + "/pearl";
    }

    /** Sends the request line, headers and the first {@code bytes} bytes of the body, and reads nothing. */
    private void send(Process server, byte[] body, int bytes) throws Exception {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), ports.get(server));
        OutputStream out = socket.getOutputStream();
        out.write(("POST /pearl/receiver HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain; charset=utf-8\r\n"
                + "Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.write(body, 0, bytes);
        out.flush();
    }

    private static void kill(Process server) throws InterruptedException {
        server.destroyForcibly();
        server.waitFor(30, TimeUnit.SECONDS);
    }
}
