package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpClient;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import pearl.collector.Sample;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * One phone runs the same plan twice and syncs each run on its own, on MariaDB: the database counts
 * each run's samples apart, every result says how many runs it holds and how far their modal times
 * lie apart, a result whose runs are more than 5 % apart is flagged runs-disagree in the JSON API,
 * and the device page lists it apart from the ranking and never names it lowest or highest.
 */
class RunsAgreementIT {

    private static final long FIRST = 1700000000000L;
    private static final long SECOND = 1700000900000L;

    @Test
    void runsMoreThanFivePercentApartAreFlaggedAndNeverRanked() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            HttpClient http = HttpClient.newHttpClient();
            SimulatedDevice phone = SimulatedDevice.register(http, server.baseUrl(), "Twice");
            // 50 calls per sample, a 10 ms tick: AES/CBC 10 ms per call both times, MD5 4 ms both times,
            // SHA-256 6 ms, then 6.6 ms (its runs 9 % apart)
            sync(http, server, phone, FIRST, Map.of("AES/CBC", 500, "MD5", 200, "SHA-256", 300));
            server.awaitAnalysis();
            sync(http, server, phone, SECOND, Map.of("AES/CBC", 500, "MD5", 200, "SHA-256", 330));
            server.awaitAnalysis();

            Map<String, JsonNode> warm = new HashMap<>();
            new ObjectMapper().readTree(server.get("/api/results?cold=false").body())
                    .forEach(r -> warm.put(r.get("algorithm").asText(), r));
            JsonNode aes = warm.get("AES/CBC");
            assertEquals(24, aes.get("samples").asInt(), aes.toString());
            assertEquals(2, aes.get("runs").asInt(), aes.toString());
            assertEquals(0.0, aes.get("runsSpread").asDouble(), aes.toString());
            assertEquals("", aes.get("flags").asText(), aes.toString());
            JsonNode sha = warm.get("SHA-256");
            assertEquals(2, sha.get("runs").asInt(), sha.toString());
            assertEquals((6.6 - 6) / 6.6, sha.get("runsSpread").asDouble(), 1e-9, sha.toString());
            assertEquals("runs-disagree", sha.get("flags").asText(), sha.toString());

            assertEquals(2, runsCounted(database.url(), "SHA-256"), "group_values keeps each run's counts apart");

            long device = aes.get("deviceId").asLong();
            String page = server.get("/device?id=" + device).body();
            String hashes = section(page, "id=\"ranking-HASH\"");
            String extremes = hashes.substring(hashes.indexOf("class=\"extremes\""), hashes.indexOf("</p>",
                    hashes.indexOf("class=\"extremes\"")));
            assertTrue(extremes.contains("MD5"), extremes);
            assertFalse(extremes.contains("SHA-256"), "a result whose runs disagree is never named: " + extremes);
            String order = hashes.substring(hashes.indexOf("<ol class=\"order\">"), hashes.indexOf("</ol>"));
            assertFalse(order.contains("SHA-256"), "nor ranked: " + order);
            String flagged = hashes.substring(hashes.indexOf("<ul class=\"flagged\">"), hashes.indexOf("</ul>"));
            assertTrue(flagged.contains("SHA-256") && flagged.contains("runs-disagree"), "but listed apart: " + flagged);
            assertTrue(page.replaceAll("\\s+", " ").contains(">2 (9.1%)</td>"),
                    "the series table shows the runs and their spread");
        }
    }

    /** One run of the plan: per algorithm at 1 KB, a cold sample and 12 warm ones of {@code timeExec} ms. */
    private static void sync(HttpClient http, PearlServer server, SimulatedDevice phone, long run,
                             Map<String, Integer> timeExec) throws Exception {
        List<Sample> samples = new ArrayList<>();
        int seq = 0;
        for (Map.Entry<String, Integer> test : timeExec.entrySet()) {
            boolean cipher = test.getKey().equals("AES/CBC");
            String operation = cipher ? "encrypt" : "digest";
            int keyBits = cipher ? 128 : 0;
            int timeInit = cipher ? 10 : -1;
            samples.add(new Sample(run, seq++, test.getKey(), operation, keyBits, 1024, 1, timeInit, 1, 20, true));
            for (int i = 0; i < 12; i++) {
                samples.add(new Sample(run, seq++, test.getKey(), operation, keyBits, 1024, 64, timeInit, 50,
                        test.getValue(), false));
            }
        }
        var answer = SimulatedDevice.post(http, server.baseUrl() + "/receiver",
                phone.batch(SimulatedDevice.conditions("Twice/1.0"), run, samples));
        assertEquals(200, answer.statusCode(), answer.body());
    }

    private static int runsCounted(String url, String algorithm) throws Exception {
        try (Connection connection = DriverManager.getConnection(url);
             PreparedStatement select = connection.prepareStatement(
                     "SELECT COUNT(DISTINCT run_id) FROM group_values WHERE algorithm = ? AND cold = FALSE")) {
            select.setString(1, algorithm);
            try (ResultSet row = select.executeQuery()) {
                row.next();
                return row.getInt(1);
            }
        }
    }

    private static String section(String page, String marker) {
        int start = page.indexOf(marker);
        assertTrue(start >= 0, "no " + marker + " in the page");
        return page.substring(start, page.indexOf("</section>", start));
    }
}
