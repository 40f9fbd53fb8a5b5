package pearl.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.ObjectMapper;

import pearl.collector.Sample;

/**
 * A Results Bank with a few phones in it, each synced through the real receiver by a
 * {@link SimulatedDevice}: a block cipher, a stream cipher, a hash and a MAC at three sizes, enough
 * for every page to have rows, rankings and charts. For page tests about the pages, not the figures.
 */
public final class SmallBank {

    /** Algorithm, operation, key bits. HMAC/SHA-1 and AES/CBC are the names a narrow screen would break. */
    private static final String[][] MEASURED = {{"AES/CBC", "encrypt", "128"}, {"RC4", "encrypt", "128"},
            {"SHA-256", "digest", "0"}, {"HMAC/SHA-1", "mac", "160"}};
    private static final int[] SIZES = {1024, 4096, 16384};
    private static final int SAMPLES = 5;

    /** The platform every phone of the bank reports. */
    public static final String PLATFORM = "Nokia6230/2.0";

    /**
     * One phone of the bank, to sync more with.
     *
     * @param id     its row id, by which the pages and the API name it
     * @param device the phone, which signs its next batch with the next counter
     * @param run    the id of the run it synced, its samples numbered from 0
     */
    public record Phone(long id, SimulatedDevice device, long run) {
    }

    private SmallBank() {
    }

    /**
     * Registers and syncs one phone per name (reporting the platform {@link #PLATFORM}, its model
     * the name), each a little slower than the one before, and waits for the analysis.
     *
     * @return the devices' ids by name, in the order given
     */
    public static Map<String, Long> fill(PearlServer server, String... names) throws Exception {
        Map<String, Long> ids = new LinkedHashMap<>();
        phones(server, names).forEach((name, phone) -> ids.put(name, phone.id()));
        return ids;
    }

    /** {@link #fill}, giving each phone to sync more with. */
    public static Map<String, Phone> phones(PearlServer server, String... names) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        List<SimulatedDevice> devices = new ArrayList<>();
        for (int phone = 0; phone < names.length; phone++) {
            SimulatedDevice device = SimulatedDevice.registerOn(http, server.baseUrl(), PLATFORM, names[phone]);
            devices.add(device);
            long run = run(phone);
            List<Sample> samples = new ArrayList<>();
            for (String[] measured : MEASURED) {
                for (int size : SIZES) {
                    for (int i = 0; i < SAMPLES; i++) {
                        int ms = size / 64 * (phone + 2) + i;
                        samples.add(new Sample(run, samples.size(), measured[0], measured[1],
                                Integer.parseInt(measured[2]), size, 1, 1, 8, ms, false));
                    }
                }
            }
            var stored = SimulatedDevice.post(http, server.baseUrl() + "/receiver",
                    device.batch(SimulatedDevice.conditions(PLATFORM), run, samples));
            assertEquals(200, stored.statusCode(), stored.body());
        }
        server.awaitAnalysis();
        Map<String, Phone> phones = new LinkedHashMap<>();
        var results = new ObjectMapper().readTree(server.get("/api/results").body());
        for (int phone = 0; phone < names.length; phone++) {
            String name = names[phone];
            SimulatedDevice device = devices.get(phone);
            long run = run(phone);
            results.forEach(r -> {
                if (r.get("device").asText().equals(name)) {
                    phones.put(name, new Phone(r.get("deviceId").asLong(), device, run));
                }
            });
        }
        assertEquals(List.of(names), List.copyOf(phones.keySet()), "every phone has results: " + results);
        return phones;
    }

    private static long run(int phone) {
        return 1_700_000_000_000L + phone;
    }
}
