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
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import pearl.testing.ApiPages;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * The server process is killed (SIGKILL) while a phone syncs, on each database PEARL runs on:
 * right after it acknowledged a stream of batches (with one more batch sent whole and left
 * unanswered), twice, and then half-way through receiving a large batch. After each restart on
 * the same database the phone resends what had no answer, as the MIDlet does: every sample the
 * server answered {@code OK} for is there, and none is stored twice.
 */
class ServerKilledIT {

    private static final long RUN = 1_700_000_000_000L;
    /** Samples per batch while streaming: a quarter of what the MIDlet sends, so more commits per second. */
    private static final int BATCH = 50;
    /** Batches answered before each kill. */
    private static final int ACKNOWLEDGED = 20;
    private static final int LARGE_BATCH = 5_000;

    @ParameterizedTest(name = "on {0}")
    @ValueSource(strings = {"H2", "MariaDB"})
    void aKilledServerLosesNoAcknowledgedSampleAndDoublesNone(String databaseKind) throws Exception {
        try (TestDatabase database = TestDatabase.of(databaseKind)) {
            Path home = Files.createTempDirectory("pearl-killed");
            HttpClient http = HttpClient.newHttpClient();
            Process server = launch(database, home);
            SimulatedDevice phone = SimulatedDevice.register(http, url(server), "Phone");
            int acknowledged = 0;

            for (int kill = 0; kill < 2; kill++) {
                for (int batch = 0; batch < ACKNOWLEDGED; batch++) {
                    var answer = SimulatedDevice.post(http, url(server) + "/receiver",
                            batch(phone, acknowledged, BATCH));
                    assertEquals("OK\t" + BATCH + "\t0", answer.body().trim(), "batch " + batch + " after kill " + kill);
                    acknowledged += BATCH;
                }
                byte[] unanswered = batch(phone, acknowledged, BATCH);
                send(server, unanswered, unanswered.length);
                kill(server);
                Set<Integer> lost = range(0, acknowledged);
                lost.removeAll(storedOnce(database));
                assertEquals(0, lost.size(), lost.size() + " of the " + acknowledged
                        + " samples acknowledged before kill " + kill + " are gone");

                server = launch(database, home);
                acknowledged += resend(http, server, phone, acknowledged, BATCH);
                assertEquals(range(0, acknowledged), storedOnce(server), "after the resend of kill " + kill);
            }

            byte[] large = batch(phone, acknowledged, LARGE_BATCH);
            send(server, large, large.length / 2);
            kill(server);
            assertEquals(range(0, acknowledged), storedOnce(database), "half a batch stores nothing");

            server = launch(database, home);
            acknowledged += resend(http, server, phone, acknowledged, LARGE_BATCH);
            assertEquals(range(0, acknowledged), storedOnce(server));
            kill(server);
        }
    }

    private static byte[] batch(SimulatedDevice phone, int from, int samples) {
        return phone.batch(SimulatedDevice.conditions("P/1"), RUN, DatabaseGoneIT.samples(from, from + samples));
    }

    /** The phone sends again, newly signed, the batch that had no answer; @return its samples */
    private int resend(HttpClient http, Process server, SimulatedDevice phone, int from, int samples) throws Exception {
        var answer = SimulatedDevice.post(http, url(server) + "/receiver", batch(phone, from, samples));
        assertEquals(200, answer.statusCode(), answer.body());
        String[] receipt = answer.body().trim().split("\t");
        assertEquals(samples, Integer.parseInt(receipt[1]) + Integer.parseInt(receipt[2]),
                "stored now or before the kill: " + answer.body());
        return samples;
    }

    /** The stored samples' sequence numbers, checked to hold none twice; read while no server runs (H2: one user). */
    private static Set<Integer> storedOnce(TestDatabase database) throws Exception {
        List<Integer> sequences = new ArrayList<>();
        try (Connection connection = database.connect();
             ResultSet row = connection.createStatement().executeQuery("SELECT seq FROM samples")) {
            while (row.next()) {
                sequences.add(row.getInt(1));
            }
        }
        return once(sequences);
    }

    /** As above, as the running server lists them ({@code GET /api/samples}). */
    private Set<Integer> storedOnce(Process server) throws Exception {
        List<Integer> sequences = new ArrayList<>();
        ApiPages.json(url(server), "/api/samples?format=json").forEach(sample -> sequences.add(sample.get("seq").asInt()));
        return once(sequences);
    }

    private static Set<Integer> once(List<Integer> sequences) {
        Set<Integer> distinct = new HashSet<>(sequences);
        assertEquals(sequences.size(), distinct.size(), "no sample twice");
        return distinct;
    }

    private static Set<Integer> range(int from, int to) {
        Set<Integer> range = new HashSet<>();
        for (int i = from; i < to; i++) {
            range.add(i);
        }
        return range;
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

    /** SIGKILL: the JVM gets no chance to close the database or finish a request. */
    private static void kill(Process server) throws InterruptedException {
        server.destroyForcibly();
        server.waitFor(30, TimeUnit.SECONDS);
    }
}
