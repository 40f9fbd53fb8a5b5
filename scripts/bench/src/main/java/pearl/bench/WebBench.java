package pearl.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntFunction;

import pearl.server.bank.Database;
import pearl.server.service.Parts;
import pearl.testing.TestDatabase;

/**
 * scripts/bench/web.sh: latency of the device, algorithm and compare pages with 100 devices and
 * 1,000,000 then 10,000,000 samples in MariaDB under a steady 500 requests/s, against a static
 * file served by the same Tomcat at the same rate in the same run; then {@code /api/results} on a
 * bank the demo's size with 200 clients at once ({@link ResultsApiLoad}). The server runs in its own
 * process, as {@code scripts/pearl server} runs it; the load comes from this one. Open loop for the
 * pages: each request's latency counts from when it was due, so a slow server cannot hide its queue.
 */
public final class WebBench {

    private static final int DEVICES = 100;
    private static final String[][] CASES = {
        {"AES/CBC", "encrypt"}, {"AES/CBC", "decrypt"}, {"DES/ECB", "encrypt"}, {"Blowfish/ECB", "encrypt"},
        {"Twofish/CBC", "encrypt"}, {"IDEA/ECB", "encrypt"}, {"RC4", "encrypt"}, {"SHA-256", "digest"},
        {"SHA-1", "digest"}, {"MD5", "digest"}, {"HMAC/SHA-1", "mac"},
    };
    private static final int SIZES = 9;
    private static final int RATE = 500;
    private static final double TARGET_P99_MS = 20;
    private static final double TARGET_RATIO = 3;

    public static void main(String[] args) throws Exception {
        boolean quick = BenchOptions.of("web", args, BenchOptions.QUICK).quick();
        int seconds = quick ? 5 : 20;
        int[] totals = quick ? new int[] {1_000_000} : new int[] {1_000_000, 10_000_000};
        StringBuilder tables = new StringBuilder();
        StringBuilder verdicts = new StringBuilder();
        StringBuilder loading = new StringBuilder();
        for (int total : totals) {
            // each size in a database of its own, filled inside MariaDB (SampleLoad) and fully analyzed
            try (TestDatabase database = TestDatabase.mariaDb()) {
                long start = System.nanoTime();
                double loadSeconds;
                try (Database db = Database.open(database.url())) {
                    Parts parts = Parts.over(db);
                    SampleLoad.fill(parts, database, DEVICES, total / DEVICES, CASES, SIZES);
                    loadSeconds = (System.nanoTime() - start) / 1e9;
                    start = System.nanoTime();
                    parts.analyzer().analyzeAll();
                }
                double analyzeSeconds = (System.nanoTime() - start) / 1e9;
                loading.append(String.format("- %,d samples inserted in %.1f s (%,.0f samples/s, generated inside"
                        + " MariaDB a million rows a statement), then analyzed in %.1f s%n", total, loadSeconds,
                        total / loadSeconds, analyzeSeconds));
                System.out.print(loading.substring(loading.lastIndexOf("- ")));
                try (ServerProcess server = ServerProcess.start(database.url())) {
                    Results results = measure(server, database, seconds);
                    tables.append(String.format("%n**%,d samples**%n%n", total)).append(results.table());
                    System.out.print(results.table());
                    verdicts.append(String.format("- %,d samples: %s%n", total, results.verdict()));
                }
            }
        }
        ResultsApiLoad.Outcome api = ResultsApiLoad.measure(CASES, SIZES, seconds);
        Report.write("web", String.format("""
                # Web pages and the results API under load

                `scripts/pearl bench web` (pearl.bench.WebBench; `--quick`: 1,000,000 samples only, %d s a page).
                MariaDB holds %d devices and 1,000,000, then 10,000,000 samples (%d algorithm/operation pairs,
                %d input sizes from 1 KB to 256 KB, about 1 %% cold), analyzed into the Results Bank. The server runs
                in its own process as `scripts/pearl server` runs it (embedded Tomcat, `pearl.server.launcher.Launcher`);
                the load comes from the benchmark's process. Every page is requested once first (pages are rendered
                once, then served from memory and rendered again in the background when an analysis changes them:
                docs/web.md), then each kind gets a steady %d requests/s for %d s after %d s of warm-up (open loop:
                latency counts from when the request was due); the reference is a static file from the same
                Tomcat at the same rate in the same run. `load` is the machine's 1-minute load average when that
                row's measurement ended (2 cores shared with the database and the load generator).

                Loading the data:
                %s%s
                **Target: p99 ≤ %.0f ms and ≤ %.0f× the static file's p99, at %d requests/s.**
                %s
                ## `/api/results`, %d clients at once

                A bank the demo's size in a database of its own: one phone, 12,000 samples (the same
                algorithms and sizes), analyzed; `/api/results` answers it in one page. %d clients each ask
                again as soon as they have their answer (closed loop), for %d s after %d s of warm-up, first
                for a static file holding the same bytes (the API's answer, put into a copy of the WAR), then
                for `/api/results`, from the same Tomcat (the server started again with that WAR).

                %s
                **Target: p99 ≤ %.0f× the static file's p99.** %s
                """, seconds, DEVICES, CASES.length, SIZES, RATE, seconds, warmUp(seconds), loading, tables,
                TARGET_P99_MS, TARGET_RATIO, RATE, verdicts, ResultsApiLoad.CLIENTS, ResultsApiLoad.CLIENTS, seconds,
                warmUp(seconds), api.table(), ResultsApiLoad.TARGET_RATIO, api.verdict()));
    }

    static int warmUp(int seconds) {
        return Math.max(2, seconds / 4);
    }

    private record Results(Latencies reference, Latencies device, Latencies algorithm, Latencies compare) {

        String table() {
            return "| requests | p50 ms | p99 ms | max ms | errors | load | p99 / static |\n"
                    + "| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n"
                    + "| static file (reference) | " + reference.row() + " | 1.0× |\n"
                    + "| device page (`/device?id=N`, N over the 100 devices) | " + device.row() + " | "
                    + ratio(device) + " |\n"
                    + "| algorithm page (`/algorithm?name=…&operation=…`, over the 11 pairs: 100 devices each) | "
                    + algorithm.row() + " | " + ratio(algorithm) + " |\n"
                    + "| compare page (`/compare?device=N&device=M`, 100 pairs) | " + compare.row() + " | "
                    + ratio(compare) + " |\n";
        }

        String ratio(Latencies page) {
            return String.format("%.1f×", page.p(99) / reference.p(99));
        }

        String verdict() {
            List<String> parts = new ArrayList<>();
            for (var page : List.of(List.of("device", device), List.of("algorithm", algorithm), List.of("compare", compare))) {
                Latencies l = (Latencies) page.get(1);
                boolean met = l.p(99) <= TARGET_P99_MS && l.p(99) <= TARGET_RATIO * reference.p(99) && l.errors() == 0;
                parts.add(page.get(0) + " page " + (met ? "met" : "missed"));
            }
            return String.join(", ", parts);
        }
    }

    private static Results measure(ServerProcess server, TestDatabase database, int seconds) throws Exception {
        long first;
        try (Connection connection = DriverManager.getConnection(database.url());
             ResultSet row = connection.createStatement().executeQuery("SELECT MIN(id) FROM devices")) {
            row.next();
            first = row.getLong(1);
        }
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        IntFunction<String> device = i -> "/device?id=" + (first + i % DEVICES);
        IntFunction<String> algorithm = i -> "/algorithm?name=" + CASES[i % CASES.length][0]
                + "&operation=" + CASES[i % CASES.length][1];
        IntFunction<String> compare = i -> "/compare?device=" + (first + i % DEVICES) + "&device="
                + (first + (i + 1) % DEVICES);
        IntFunction<String> staticFile = i -> "/static/pearl.css";
        for (IntFunction<String> page : List.of(device, algorithm, compare)) {
            for (int i = 0; i < DEVICES; i++) {
                HttpResponse<Void> once = http.send(HttpRequest.newBuilder(URI.create(server.baseUrl() + page.apply(i)))
                        .build(), HttpResponse.BodyHandlers.discarding());
                if (once.statusCode() != 200) {
                    throw new IllegalStateException(page.apply(i) + " answered " + once.statusCode());
                }
            }
        }
        for (IntFunction<String> page : List.of(staticFile, device, algorithm, compare)) {
            load(http, server, page, warmUp(seconds));
        }
        Latencies reference = load(http, server, staticFile, seconds);
        Latencies devices = load(http, server, device, seconds);
        Latencies algorithms = load(http, server, algorithm, seconds);
        Latencies comparisons = load(http, server, compare, seconds);
        return new Results(reference, devices, algorithms, comparisons);
    }

    /** Sends {@link #RATE} requests a second for {@code seconds}, each when it is due. */
    private static Latencies load(HttpClient http, ServerProcess server, IntFunction<String> path, int seconds)
            throws Exception {
        int total = RATE * seconds;
        double[] latencies = new double[total];
        AtomicInteger errors = new AtomicInteger();
        List<CompletableFuture<?>> pending = new ArrayList<>();
        long start = System.nanoTime();
        for (int i = 0; i < total; i++) {
            long due = start + i * 1_000_000_000L / RATE;
            for (long wait = due - System.nanoTime(); wait > 0; wait = due - System.nanoTime()) {
                LockSupport.parkNanos(wait);
            }
            int index = i;
            HttpRequest request = HttpRequest.newBuilder(URI.create(server.baseUrl() + path.apply(i))).build();
            // the body is read to its last byte and dropped: keeping 15,000 bodies would time the client's GC
            pending.add(http.sendAsync(request, HttpResponse.BodyHandlers.discarding()).whenComplete((response, failed) -> {
                latencies[index] = (System.nanoTime() - due) / 1e6;
                if (failed != null || response.statusCode() != 200) {
                    errors.incrementAndGet();
                }
            }));
        }
        CompletableFuture.allOf(pending.toArray(CompletableFuture[]::new)).exceptionally(failed -> null).join();
        return new Latencies(latencies, errors.get(), Report.loadNow());
    }

    private record Latencies(double[] millis, int errors, String load) {
        double p(int percentile) {
            return Report.percentile(millis, percentile);
        }

        String row() {
            return String.format("%.1f | %.1f | %.1f | %d | %s", p(50), p(99), p(100), errors, load);
        }
    }
}
