package pearl.bench;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

import pearl.collector.Sample;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * scripts/bench/storm.sh: a thousand phones at once. Each registers (from one of 40 loopback
 * addresses, 25 phones an address, so that the server's limit of 30 registrations an hour per
 * network is never hit) and syncs 10 batches of 500 samples, 100 phones at a time, through a server
 * in its own process on MariaDB, while pages are read at 200 requests/s, open loop (a request's
 * latency counts from when it was due). Then: every sample stored once, no answer of 500 or more,
 * the pages' p99 during the storm, and how long after each phone's last batch the analysis had
 * counted all of its samples (its {@code device_analysis.last_sample_id} reached its last sample,
 * none of its groups pending).
 */
public final class StormBench {

    private static final int BATCHES = 10;
    private static final int BATCH = IngestBench.BATCH;
    private static final int ADDRESSES = 40;
    private static final int AT_ONCE = 100;
    private static final int PAGE_RATE = 200;
    /** The phones whose results the pages show; the pages are read from when these are analyzed. */
    private static final int FIRST = 10;
    private static final double TARGET_PAGE_P99_MS = 50;
    private static final double TARGET_LAG_S = 10;
    private static final String[] PLATFORMS = {"Nokia6230/2.0 (03.15)", "SonyEricssonT610/R1L", "SIE-S55/11",
        "MOT-V300", "SAMSUNG-SGH-E700/1.0"};

    /** What one phone saw: its answers' times, ms, and when its last batch was acknowledged. */
    private record Phone(String deviceKey, double registerMs, double[] batchMs, long lastAck) {
    }

    public static void main(String[] args) throws Exception {
        boolean quick = BenchOptions.of("storm", args, BenchOptions.QUICK).quick();
        int phones = quick ? 100 : 1000;
        try (TestDatabase database = TestDatabase.mariaDb(); ServerProcess server = ServerProcess.start(database.url())) {
            HttpClient http = HttpClient.newHttpClient();
            AtomicInteger serverErrors = new AtomicInteger();
            // every phone, for the figures; and those the analysis check has yet to take up
            ConcurrentLinkedQueue<Phone> all = new ConcurrentLinkedQueue<>();
            ConcurrentLinkedQueue<Phone> done = new ConcurrentLinkedQueue<>();
            Lags lags = new Lags(database, done);
            Thread checker = new Thread(lags::checkUntilStopped, "analysis-lags");
            checker.setDaemon(true);
            checker.start();

            long start = System.nanoTime();
            ExecutorService pool = Executors.newFixedThreadPool(AT_ONCE, phone -> {
                Thread thread = new Thread(phone);
                thread.setDaemon(true);  // a phone that failed ends the run, not waits for the others
                return thread;
            });
            List<Future<?>> syncs = new ArrayList<>();
            for (int i = 0; i < phones; i++) {
                int phone = i;
                syncs.add(pool.submit(() -> {
                    Phone synced = sync(http, server.baseUrl(), phone, serverErrors);
                    all.add(synced);
                    done.add(synced);
                    return null;
                }));
            }
            // the pages are read from when the first phones' results are there to show, through the rest
            for (Future<?> sync : syncs.subList(0, FIRST)) {
                sync.get();
            }
            lags.awaitAll(FIRST, 60);
            Pages pages = new Pages(http, server.baseUrl(), analyzedDevices(database));
            pages.readEachOnce();
            Thread reader = new Thread(pages::readUntilStopped, "pages");
            reader.setDaemon(true);
            reader.start();
            for (Future<?> sync : syncs) {
                sync.get();
            }
            double stormSeconds = (System.nanoTime() - start) / 1e9;
            pool.shutdown();
            pages.stop();
            reader.join();
            lags.awaitAll(phones, 300);
            checker.interrupt();
            checker.join();

            long stored;
            long distinct;
            try (Connection connection = database.connect();
                 ResultSet row = connection.createStatement().executeQuery(
                         "SELECT COUNT(*), COUNT(DISTINCT run_id, seq) FROM samples")) {
                row.next();
                stored = row.getLong(1);
                distinct = row.getLong(2);
            }
            long expected = (long) phones * BATCHES * BATCH;
            double[] registrations = all.stream().mapToDouble(Phone::registerMs).toArray();
            double[] batches = all.stream().flatMapToDouble(p -> Arrays.stream(p.batchMs())).toArray();
            double[] lagSeconds = lags.seconds();
            boolean met = stored == expected && distinct == stored && serverErrors.get() == 0 && pages.errors() == 0
                    && Report.percentile(pages.millis(), 99) <= TARGET_PAGE_P99_MS && lagSeconds.length == phones
                    && Report.percentile(lagSeconds, 100) <= TARGET_LAG_S;
            String report = String.format("""
                    # Storm: %,d phones registering and syncing at once while pages are read

                    `scripts/pearl bench storm%s` (pearl.bench.StormBench). %,d simulated phones, %d at a time, each
                    registering (from one of %d loopback addresses, %d phones an address: under the limit of 30
                    registrations an hour per network) and sending %d signed batches of %d samples one after another,
                    to one server in its own process (as `scripts/pearl server` runs it) on MariaDB; meanwhile pages
                    (`/results`, a model's, an algorithm's, a device's, a comparison) are read at %d requests/s, each
                    request timed from when it was due, from when the first %d phones' results are analyzed to the
                    end of the storm, after each page was read once untimed (a live site's pages have been read
                    before a storm).

                    | | figure |
                    | --- | ---: |
                    | samples stored / sent | %,d / %,d (%,d distinct) |
                    | storm | %.1f s, **%,.0f samples/s** |
                    | phones' registrations, p50 / p99 | %.1f / %.1f ms |
                    | phones' batches, p50 / p99 | %.1f / %.1f ms |
                    | phones' batches answered 500 or more (each sent again) / pages not answered 200 | %d / %d |
                    | pages during the storm, p50 / p99 / max (%,d requests) | %.1f / **%.1f** / %.1f ms |
                    | a phone's samples all analyzed after its last batch, p50 / max | %.1f / **%.1f** s |

                    Targets: nothing lost or doubled, no answer of 500 or more, pages' p99 at most %.0f ms, every
                    phone analyzed within %.0f s of its last batch — %s.
                    """, phones, quick ? " --quick" : "", phones, AT_ONCE, ADDRESSES, Math.max(1, phones / ADDRESSES), BATCHES,
                    BATCH, PAGE_RATE, FIRST, stored, expected, distinct, stormSeconds, stored / stormSeconds,
                    Report.percentile(registrations, 50), Report.percentile(registrations, 99), Report.percentile(batches, 50),
                    Report.percentile(batches, 99), serverErrors.get(), pages.errors(), pages.millis().length,
                    Report.percentile(pages.millis(), 50), Report.percentile(pages.millis(), 99), Report.percentile(pages.millis(), 100),
                    Report.percentile(lagSeconds, 50), Report.percentile(lagSeconds, 100), TARGET_PAGE_P99_MS, TARGET_LAG_S,
                    met ? "met" : "missed");
            if (quick) {
                System.out.println(report + "\n(--quick: a check that it runs; no report written)");
            } else {
                Report.write("storm", report);
            }
        }
    }

    /** Two devices whose results are there: for a device's page and a comparison. */
    private static long[] analyzedDevices(TestDatabase database) throws Exception {
        try (Connection connection = database.connect();
             ResultSet rows = connection.createStatement().executeQuery(
                     "SELECT DISTINCT device_id FROM results ORDER BY device_id LIMIT 2")) {
            long[] ids = new long[2];
            for (int i = 0; i < 2; i++) {
                if (!rows.next()) {
                    throw new IllegalStateException("fewer than two devices analyzed");
                }
                ids[i] = rows.getLong(1);
            }
            return ids;
        }
    }

    /** One phone: registers, then sends its batches one after another, each once it heard the last. */
    private static Phone sync(HttpClient http, String baseUrl, int index, AtomicInteger serverErrors) throws Exception {
        String from = "127.0.0." + (2 + index % ADDRESSES);
        String platform = PLATFORMS[index % PLATFORMS.length];
        long start = System.nanoTime();
        SimulatedDevice phone = SimulatedDevice.registerFrom(baseUrl, from, platform, "Storm phone " + index);
        double registerMs = (System.nanoTime() - start) / 1e6;
        long run = 1_700_000_000_000L + index;
        double[] batchMs = new double[BATCHES];
        for (int b = 0; b < BATCHES; b++) {
            List<Sample> samples = IngestBench.samples(run, b);
            while (true) {
                byte[] body = phone.batch(SimulatedDevice.conditions(platform), run, samples);
                long sent = System.nanoTime();
                var answer = SimulatedDevice.post(http, baseUrl + "/receiver", body);
                batchMs[b] = (System.nanoTime() - sent) / 1e6;
                if (answer.statusCode() == 200) {
                    break;
                }
                if (answer.statusCode() < 500) {
                    throw new IllegalStateException("phone " + index + ", batch " + b + ": " + answer.statusCode() + " "
                            + answer.body());
                }
                // as the MIDlet does: it keeps the samples and sends them again, signed afresh
                serverErrors.incrementAndGet();
                Thread.sleep(1000);
            }
        }
        return new Phone(phone.deviceKey(), registerMs, batchMs, System.nanoTime());
    }

    /** Reads pages at {@link #PAGE_RATE} a second until stopped, open loop. */
    private static final class Pages {
        private final HttpClient http;
        private final String baseUrl;
        private final List<Double> millis = new ArrayList<>();
        private final AtomicInteger errors = new AtomicInteger();
        private volatile boolean stopped;

        private final String[] paths;

        /** @param devices two devices with results, whose page and comparison are read */
        Pages(HttpClient http, String baseUrl, long[] devices) {
            this.http = http;
            this.baseUrl = baseUrl;
            paths = new String[] {"/results", "/model?name=" + URLEncoder.encode("Nokia 6230", StandardCharsets.UTF_8),
                "/algorithm?name=AES%2FECB&operation=encrypt", "/device?id=" + devices[0],
                "/compare?device=" + devices[0] + "&device=" + devices[1]};
        }

        /** Reads each page once, one after another, untimed. */
        void readEachOnce() throws Exception {
            for (String path : paths) {
                int status = http.send(HttpRequest.newBuilder(URI.create(baseUrl + path)).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode();
                if (status != 200) {
                    throw new IllegalStateException(path + " answered " + status + " before the storm's reading");
                }
            }
        }

        void readUntilStopped() {
            List<CompletableFuture<?>> pending = new ArrayList<>();
            long start = System.nanoTime();
            for (int i = 0; !stopped; i++) {
                long due = start + i * 1_000_000_000L / PAGE_RATE;
                for (long wait = due - System.nanoTime(); wait > 0; wait = due - System.nanoTime()) {
                    LockSupport.parkNanos(wait);
                }
                HttpRequest request = HttpRequest.newBuilder(URI.create(baseUrl + paths[i % paths.length])).build();
                pending.add(http.sendAsync(request, HttpResponse.BodyHandlers.discarding()).whenComplete((answer, failed) -> {
                    double ms = (System.nanoTime() - due) / 1e6;
                    synchronized (millis) {
                        millis.add(ms);
                    }
                    if (failed != null || answer.statusCode() != 200) {
                        errors.incrementAndGet();
                    }
                }));
            }
            CompletableFuture.allOf(pending.toArray(CompletableFuture[]::new)).exceptionally(failed -> null).join();
        }

        void stop() {
            stopped = true;
        }

        double[] millis() {
            synchronized (millis) {
                return millis.stream().mapToDouble(Double::doubleValue).toArray();
            }
        }

        int errors() {
            return errors.get();
        }
    }

    /**
     * For each phone that heard its last answer, how long until the analysis had counted every one
     * of its samples: its last sample's id is read once, then the analysis's progress on its device
     * is asked of the database every 100 ms (two lookups by key, so that the check adds little to
     * the load it measures).
     */
    private static final class Lags {
        private final TestDatabase database;
        private final ConcurrentLinkedQueue<Phone> done;
        private final List<Double> seconds = new ArrayList<>();

        Lags(TestDatabase database, ConcurrentLinkedQueue<Phone> done) {
            this.database = database;
            this.done = done;
        }

        /** A phone waiting for its analysis: its device's row and the id of its last sample, read once. */
        private record Waiting(Phone phone, long deviceId, long lastSampleId) {
        }

        void checkUntilStopped() {
            List<Waiting> waiting = new ArrayList<>();
            try (Connection connection = database.connect();
                 PreparedStatement stored = connection.prepareStatement("SELECT d.id, MAX(s.id) FROM devices d"
                         + " JOIN runs r ON r.device_id = d.id JOIN samples s ON s.run_id = r.id WHERE d.device_key = ?"
                         + " GROUP BY d.id");
                 PreparedStatement analyzed = connection.prepareStatement("SELECT last_sample_id >= ? AND NOT EXISTS"
                         + " (SELECT 1 FROM pending_groups p WHERE p.device_id = a.device_id)"
                         + " FROM device_analysis a WHERE a.device_id = ?")) {
                while (!Thread.currentThread().isInterrupted()) {
                    for (Phone phone; (phone = done.poll()) != null; ) {
                        stored.setString(1, phone.deviceKey());
                        try (ResultSet row = stored.executeQuery()) {
                            row.next();
                            waiting.add(new Waiting(phone, row.getLong(1), row.getLong(2)));
                        }
                    }
                    long now = System.nanoTime();
                    for (var it = waiting.iterator(); it.hasNext(); ) {
                        Waiting next = it.next();
                        analyzed.setLong(1, next.lastSampleId());
                        analyzed.setLong(2, next.deviceId());
                        try (ResultSet row = analyzed.executeQuery()) {
                            if (row.next() && row.getBoolean(1)) {
                                synchronized (seconds) {
                                    seconds.add((now - next.phone().lastAck()) / 1e9);
                                }
                                it.remove();
                            }
                        }
                    }
                    Thread.sleep(100);
                }
            } catch (InterruptedException stopped) {
                Thread.currentThread().interrupt();
            } catch (Exception failed) {
                throw new IllegalStateException("checking the analysis failed", failed);
            }
        }

        /** Waits until every phone is counted, at most {@code limitSeconds}. */
        void awaitAll(int phones, int limitSeconds) throws InterruptedException {
            long end = System.nanoTime() + limitSeconds * 1_000_000_000L;
            while (seconds().length < phones && System.nanoTime() < end) {
                Thread.sleep(100);
            }
        }

        double[] seconds() {
            synchronized (seconds) {
                return seconds.stream().mapToDouble(Double::doubleValue).toArray();
            }
        }
    }
}
