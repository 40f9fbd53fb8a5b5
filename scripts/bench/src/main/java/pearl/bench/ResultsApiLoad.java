package pearl.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

import pearl.server.bank.Database;
import pearl.server.service.Parts;
import pearl.testing.TestDatabase;

/**
 * The web benchmark's {@code /api/results} row: {@value #CLIENTS} clients at once, each asking
 * again as soon as it has its answer (closed loop), on a bank the demo's size (one phone, 12,000
 * samples, about 190 results), against a static file of the same bytes served by the same Tomcat
 * under the same load. The static file is the API's own answer, put into a copy of the WAR before
 * the server starts again, so that the two differ only in who answers: the results cache or
 * Tomcat's file servlet.
 */
final class ResultsApiLoad {

    static final int CLIENTS = 200;
    static final double TARGET_RATIO = 2;
    /** The demo's bank: one phone's quick plan, 12,000 samples. */
    private static final int SAMPLES = 12_000;
    private static final String REFERENCE = "/static/bench-results.json";

    private ResultsApiLoad() {
    }

    /** What one measurement found, as the report's table and verdict. */
    record Outcome(String table, String verdict) {
    }

    static Outcome measure(String[][] cases, int sizes, int seconds) throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb()) {
            try (Database db = Database.open(database.url())) {
                Parts parts = Parts.over(db);
                SampleLoad.fill(parts, database, 1, SAMPLES, cases, sizes);
                parts.analyzer().analyzeAll();
            }
            byte[] answer;
            try (ServerProcess server = ServerProcess.start(database.url())) {
                HttpResponse<byte[]> first = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create(server.baseUrl() + "/api/results")).build(), HttpResponse.BodyHandlers.ofByteArray());
                if (first.statusCode() != 200 || first.headers().firstValue("Link").isPresent()) {
                    throw new IllegalStateException("/api/results answered " + first.statusCode() + " or in pages");
                }
                answer = first.body();
            }
            Path war = warWith(answer);
            try (ServerProcess server = ServerProcess.start(database.url(), war)) {
                HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
                String api = server.baseUrl() + "/api/results";
                String reference = server.baseUrl() + REFERENCE;
                clients(http, reference, WebBench.warmUp(seconds));
                clients(http, api, WebBench.warmUp(seconds));
                Latencies staticFile = clients(http, reference, seconds);
                Latencies results = clients(http, api, seconds);
                int count = new com.fasterxml.jackson.databind.ObjectMapper().readTree(answer).size();
                double ratio = results.p(99) / staticFile.p(99);
                boolean met = ratio <= TARGET_RATIO && results.errors() == 0;
                String table = "| requests | bytes | p50 ms | p99 ms | max ms | answers/s | errors | load | p99 / static |\n"
                        + "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"
                        + "| static file of the same bytes (reference) | " + answer.length + " | " + staticFile.row()
                        + " | 1.0× |\n"
                        + "| `/api/results` (" + count + " results, one page) | " + answer.length + " | " + results.row()
                        + String.format(" | %.1f× |%n", ratio);
                System.out.print(table);
                Files.delete(war);
                return new Outcome(table, String.format("`/api/results` p99 %.1f× the static file's: %s", ratio,
                        met ? "met" : "missed"));
            }
        }
    }

    /** A copy of the build's WAR with {@code answer} as the static file {@link #REFERENCE}. */
    private static Path warWith(byte[] answer) throws Exception {
        Path war = Files.createTempFile("pearl-bench", ".war");
        Files.copy(Path.of(System.getProperty("pearl.war")), war, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        try (FileSystem zip = FileSystems.newFileSystem(war, Map.of())) {
            Files.write(zip.getPath(REFERENCE), answer);
        }
        return war;
    }

    /** {@link #CLIENTS} clients, each sending its next request when its answer is in, for {@code seconds}. */
    private static Latencies clients(HttpClient http, String url, int seconds) throws InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url)).build();
        ConcurrentLinkedQueue<Double> latencies = new ConcurrentLinkedQueue<>();
        AtomicInteger errors = new AtomicInteger();
        CountDownLatch finished = new CountDownLatch(CLIENTS);
        long start = System.nanoTime();
        long end = start + seconds * 1_000_000_000L;
        for (int c = 0; c < CLIENTS; c++) {
            ask(http, request, end, latencies, errors, finished);
        }
        finished.await();
        double elapsed = (System.nanoTime() - start) / 1e9;
        double[] millis = latencies.stream().mapToDouble(Double::doubleValue).toArray();
        return new Latencies(millis, millis.length / elapsed, errors.get(), Report.loadNow());
    }

    private static void ask(HttpClient http, HttpRequest request, long end, ConcurrentLinkedQueue<Double> latencies,
                            AtomicInteger errors, CountDownLatch finished) {
        long sent = System.nanoTime();
        // the body is read to its last byte and dropped
        http.sendAsync(request, HttpResponse.BodyHandlers.discarding()).whenComplete((response, failed) -> {
            long now = System.nanoTime();
            latencies.add((now - sent) / 1e6);
            if (failed != null || response.statusCode() != 200) {
                errors.incrementAndGet();
            }
            if (now - end < 0) {
                ask(http, request, end, latencies, errors, finished);
            } else {
                finished.countDown();
            }
        });
    }

    private record Latencies(double[] millis, double perSecond, int errors, String load) {
        double p(int percentile) {
            return Report.percentile(millis, percentile);
        }

        String row() {
            return String.format("%.1f | %.1f | %.1f | %,.0f | %d | %s", p(50), p(99), p(100), perSecond, errors, load);
        }
    }
}
