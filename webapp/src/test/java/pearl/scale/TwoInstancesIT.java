package pearl.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ObjectNode;

import pearl.collector.Sample;
import pearl.testing.ApiPages;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * Two server instances on one MariaDB database, under concurrent syncs from many phones that send
 * each batch to one instance and resend it to the other: every sample is stored once, and the
 * Results Bank equals what one instance computes from the same batches sent one by one.
 */
class TwoInstancesIT {

    private static final int DEVICES = 12;
    private static final int BATCHES = 4;
    static final int SAMPLES = 150;

    @Test
    void everySampleOnceAndTheSameResultsAsOneInstance() throws Exception {
        List<String> twoInstances;
        try (TestDatabase database = TestDatabase.mariaDb();
             PearlServer first = PearlServer.start(database.url());
             PearlServer second = PearlServer.start(database.url())) {
            HttpClient http = HttpClient.newHttpClient();
            ExecutorService pool = Executors.newFixedThreadPool(8);
            List<Future<?>> syncs = new ArrayList<>();
            for (int d = 0; d < DEVICES; d++) {
                int device = d;
                syncs.add(pool.submit(() -> {
                    PearlServer home = device % 2 == 0 ? first : second;
                    PearlServer other = device % 2 == 0 ? second : first;
                    SimulatedDevice phone = SimulatedDevice.register(http, home.baseUrl(), model(device));
                    for (int b = 0; b < BATCHES; b++) {
                        List<Sample> samples = samples(device, b);
                        expect(200, SimulatedDevice.post(http, home.baseUrl() + "/receiver",
                                phone.batch(SimulatedDevice.conditions(platform(device)), runKey(device), samples)));
                        // the answer "was lost": the phone resends, and this time reaches the other instance
                        expect(200, SimulatedDevice.post(http, other.baseUrl() + "/receiver",
                                phone.batch(SimulatedDevice.conditions(platform(device)), runKey(device), samples)));
                    }
                    return null;
                }));
            }
            for (Future<?> sync : syncs) {
                sync.get();
            }
            pool.shutdown();
            try (Connection connection = database.connect();
                 ResultSet row = connection.createStatement().executeQuery(
                         "SELECT COUNT(*), COUNT(DISTINCT run_id, seq) FROM samples")) {
                row.next();
                assertEquals(DEVICES * BATCHES * SAMPLES, row.getInt(1), "every sample stored");
                assertEquals(row.getInt(1), row.getInt(2), "and stored once");
            }
            first.awaitAnalysis();
            twoInstances = results(first);
            assertEquals(twoInstances, results(second), "both instances serve the same Results Bank");
        }

        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer alone = PearlServer.start(database.url())) {
            HttpClient http = HttpClient.newHttpClient();
            for (int device = 0; device < DEVICES; device++) {
                SimulatedDevice phone = SimulatedDevice.register(http, alone.baseUrl(), model(device));
                for (int b = 0; b < BATCHES; b++) {
                    expect(200, SimulatedDevice.post(http, alone.baseUrl() + "/receiver",
                            phone.batch(SimulatedDevice.conditions(platform(device)), runKey(device), samples(device, b))));
                }
            }
            alone.awaitAnalysis();
            assertEquals(results(alone), twoInstances, "two instances under concurrency = one instance in order");
        }
    }

    static String model(int device) {
        return String.format("Phone %02d", device);
    }

    static String platform(int device) {
        return "Phone" + (device % 3) + "/1.0";
    }

    static long runKey(int device) {
        return 1_700_000_000_000L + device;
    }

    /** Repeatable samples over 4 sizes, cold first at each size, times scattered around a size-bound mean. */
    static List<Sample> samples(int device, int batch) {
        Random random = new Random(device * 1000L + batch);
        List<Sample> samples = new ArrayList<>();
        for (int i = 0; i < SAMPLES; i++) {
            int seq = batch * SAMPLES + i;
            int size = 1024 << (seq % 4);
            samples.add(new Sample(runKey(device), seq, "AES/ECB", "encrypt", 128, size, 1, 0, 32,
                    size / 8 + random.nextInt(20), seq < 4));
        }
        return samples;
    }

    private static void expect(int status, HttpResponse<String> response) {
        if (response.statusCode() != status) {
            throw new AssertionError(response.statusCode() + ": " + response.body());
        }
    }

    /**
     * The Results Bank without the devices' row ids, sorted: a device's row id, by which the API
     * orders its results, depends on which phone registered first.
     */
    static List<String> results(PearlServer server) throws Exception {
        List<String> results = new ArrayList<>();
        ApiPages.json(server.baseUrl(), "/api/results").forEach(result -> {
            ((ObjectNode) result).remove("deviceId");
            results.add(result.toString());
        });
        Collections.sort(results);
        return results;
    }
}
