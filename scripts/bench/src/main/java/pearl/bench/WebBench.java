package pearl.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;

import pearl.server.bank.Database;
import pearl.server.web.Services;
import pearl.testing.PearlServer;
import pearl.testing.TestDatabase;

/**
 * scripts/bench/web.sh: latency of the device and algorithm pages with 100 devices and 1,000,000
 * samples in MariaDB under a steady 200 requests/s, against a static file served by the same
 * Tomcat at the same rate. Open loop: each request's latency counts from when it was due, so a
 * slow server cannot hide its queue.
 */
public final class WebBench {

    private static final int DEVICES = 100;
    private static final int PER_DEVICE = 10_000;
    private static final String[][] CASES = {
        {"AES/CBC", "encrypt"}, {"AES/CBC", "decrypt"}, {"DES/ECB", "encrypt"}, {"Blowfish/ECB", "encrypt"},
        {"Twofish/CBC", "encrypt"}, {"IDEA/ECB", "encrypt"}, {"RC4", "encrypt"}, {"SHA-256", "digest"},
        {"SHA-1", "digest"}, {"MD5", "digest"}, {"HMAC/SHA-1", "mac"},
    };
    private static final int SIZES = 9;
    private static final int RATE = 200;
    private static final int SECONDS = 30;

    public static void main(String[] args) throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb()) {
            try (Database db = Database.open(database.url())) {
                Services services = Services.over(db);
                SampleLoad.fill(services, database, DEVICES, PER_DEVICE, CASES, SIZES);
                services.analyzer().analyzeAll();
            }
            try (PearlServer server = PearlServer.start(database.url())) {
                long firstDevice = Long.parseLong(server.get("/api/results?format=csv").body().lines().skip(1)
                        .findFirst().orElseThrow().split(",")[0]);
                HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
                IntFunction<String> device = i -> "/device?id=" + (firstDevice + i % DEVICES);
                IntFunction<String> algorithm = i -> "/algorithm?name=" + CASES[i % CASES.length][0]
                        + "&operation=" + CASES[i % CASES.length][1];
                IntFunction<String> staticFile = i -> "/static/pearl.css";

                load(http, server, device, 5);
                load(http, server, algorithm, 5);
                Latencies reference = load(http, server, staticFile, SECONDS);
                Latencies devices = load(http, server, device, SECONDS);
                Latencies algorithms = load(http, server, algorithm, SECONDS);

                Report.write("web", String.format("""
                        # Web pages under load

                        `scripts/pearl bench web` (pearl.bench.WebBench). MariaDB holds %d devices and %,d samples
                        (%d algorithm/operation pairs, %d input sizes from 1 KB to 256 KB, about 1 %% cold), analyzed
                        into the Results Bank; the server is the embedded Tomcat of `scripts/pearl server`. Each page
                        gets a steady %d requests/s for %d s (open loop: latency counts from when the request was due),
                        after 5 s of warm-up; the reference is a static file from the same Tomcat at the same rate.

                        | requests | p50 ms | p99 ms | max ms | errors |
                        | --- | ---: | ---: | ---: | ---: |
                        | static file (reference) | %s |
                        | device page (`/device?id=N`, N cycling over the 100 devices) | %s |
                        | algorithm page (`/algorithm?name=…&operation=…`, cycling over the pairs: 100 devices each) | %s |

                        p99 against the reference: device page %.1f×, algorithm page %.1f×.
                        **Target p99 ≤ 50 ms at 200 requests/s: device page %s, algorithm page %s.**
                        """, DEVICES, DEVICES * PER_DEVICE, CASES.length, SIZES, RATE, SECONDS, reference.row(),
                        devices.row(), algorithms.row(), devices.p(99) / reference.p(99),
                        algorithms.p(99) / reference.p(99), devices.p(99) <= 50 ? "met" : "missed",
                        algorithms.p(99) <= 50 ? "met" : "missed"));
            }
        }
    }

    /** Sends {@link #RATE} requests a second for {@code seconds}, each when it is due. */
    private static Latencies load(HttpClient http, PearlServer server, IntFunction<String> path, int seconds)
            throws Exception {
        int total = RATE * seconds;
        double[] latencies = new double[total];
        AtomicInteger errors = new AtomicInteger();
        List<CompletableFuture<?>> pending = new ArrayList<>();
        long start = System.nanoTime();
        for (int i = 0; i < total; i++) {
            long due = start + i * 1_000_000_000L / RATE;
            long wait = due - System.nanoTime();
            if (wait > 0) {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            }
            int index = i;
            HttpRequest request = HttpRequest.newBuilder(URI.create(server.baseUrl() + path.apply(i))).build();
            pending.add(http.sendAsync(request, HttpResponse.BodyHandlers.ofByteArray()).whenComplete((response, failed) -> {
                latencies[index] = (System.nanoTime() - due) / 1e6;
                if (failed != null || response.statusCode() != 200) {
                    errors.incrementAndGet();
                }
            }));
        }
        CompletableFuture.allOf(pending.toArray(CompletableFuture[]::new)).exceptionally(failed -> null).join();
        return new Latencies(latencies, errors.get());
    }

    private record Latencies(double[] millis, int errors) {
        double p(int percentile) {
            double[] sorted = millis.clone();
            Arrays.sort(sorted);
            return sorted[Math.min(sorted.length - 1, (int) Math.ceil(percentile / 100.0 * sorted.length) - 1)];
        }

        String row() {
            return String.format("%.1f | %.1f | %.1f | %d", p(50), p(99), p(100), errors);
        }
    }
}
