package pearl.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import pearl.collector.Sample;
import pearl.testing.ApiPages;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * Phones of one model are one model on the server's pages and in its API, whatever their firmware
 * and whatever their owners called them: three Nokia 6230s with three firmwares, one of them twice
 * as slow as the others, and a Siemens S55, registered as the phones report themselves; and six
 * Sony Ericsson T610s, three of them synced after a page of one of the others was read.
 */
class ModelsIT {

    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String NOKIA = "Nokia 6230";

    private static TestDatabase database;
    private static PearlServer server;
    /** Device row ids by the name their owners gave. */
    private static final Map<String, Long> DEVICES = new HashMap<>();

    @BeforeAll
    static void fourPhonesOfTwoModels() throws Exception {
        database = TestDatabase.h2();
        server = PearlServer.start(database.url());
        sync("Nokia6230/2.0 (03.15)", "Anna phone", 300);
        sync("Nokia6230/2.0 (04.44)", "lab 1", 310);
        sync("Nokia6230/1.0 (02.10)", "lab 2", 600);
        sync("SIE-S55/11", "old Siemens", 900);
        server.awaitAnalysis();
        for (JsonNode result : JSON.readTree(server.get("/api/results").body())) {
            DEVICES.put(result.get("device").asText(), result.get("deviceId").asLong());
        }
    }

    /** Registers a phone reporting {@code platform}, syncs one AES/ECB sample of 32 calls in {@code ms}. */
    private static void sync(String platform, String name, int ms) throws Exception {
        SimulatedDevice phone = SimulatedDevice.registerOn(HTTP, server.baseUrl(), platform, name);
        long run = 1_700_000_000_000L + ms;
        var stored = SimulatedDevice.post(HTTP, server.baseUrl() + "/receiver", phone.batch(
                SimulatedDevice.conditions(platform), run,
                List.of(new Sample(run, 0, "AES/ECB", "encrypt", 128, 1024, 1, 0, 32, ms, false))));
        assertEquals(200, stored.statusCode(), stored.body());
    }

    @AfterAll
    static void close() throws Exception {
        if (server != null) {
            server.close();
        }
        if (database != null) {
            database.close();
        }
    }

    @Test
    void theApiGivesTheMedianOfTheModelsDevicesHowManyAndWhichIsFar() throws Exception {
        var answer = server.get("/api/results?model=" + URLEncoder.encode(NOKIA, StandardCharsets.UTF_8));
        assertEquals(200, answer.statusCode(), answer.body());
        JsonNode rows = JSON.readTree(answer.body());
        assertEquals(1, rows.size(), answer.body());
        JsonNode aes = rows.get(0);
        assertEquals(NOKIA, aes.get("model").asText());
        assertEquals("AES/ECB", aes.get("algorithm").asText());
        assertEquals(3, aes.get("devices").asInt(), "the three 6230s, not the S55: " + answer.body());
        assertEquals(310 / 32.0, aes.get("medianMs").asDouble(), 1e-9);
        assertEquals(1024 * 1000 / (310 / 32.0), aes.get("throughput").asDouble(), 1e-6);
        assertEquals((600 - 300) / 310.0, aes.get("spread").asDouble(), 1e-9);
        assertEquals(String.valueOf(DEVICES.get("lab 2")), aes.get("farDevices").asText(),
                "the 6230 twice as slow as the model's median is the one far from it");
    }

    @Test
    void theModelsPageListsItsDevicesAndMarksTheFarOneAndADevicesPageLeadsThere() throws Exception {
        var page = server.get("/model?name=" + URLEncoder.encode(NOKIA, StandardCharsets.UTF_8));
        assertEquals(200, page.statusCode(), page.body());
        for (String name : List.of("Anna phone", "lab 1", "lab 2")) {
            assertTrue(page.body().contains(name), name + " is a Nokia 6230: " + page.body());
        }
        assertTrue(!page.body().contains("old Siemens"), page.body());
        // the far device by its label: its name, then what tells it apart (docs/web.md)
        assertTrue(page.body().contains("<a class=\"far\" href=\"/pearl/device?id=" + DEVICES.get("lab 2") + "\">lab 2 · "),
                page.body());

        String device = server.get("/device?id=" + DEVICES.get("lab 2")).body();
        assertTrue(device.contains("Model <a id=\"model\" href=\"/pearl/model?name=Nokia+6230\">Nokia 6230</a>"),
                "a device's page leads to its model's: " + device);

        assertEquals(400, server.get("/model").statusCode(), "a model's page needs its name");
        var unknown = server.get("/model?name=Nokia%209999");
        assertEquals(404, unknown.statusCode());
        assertTrue(unknown.body().contains("no results for the model Nokia 9999"), unknown.body());
    }

    @Test
    void aDevicesPageMarksItsFiguresFarFromItsModelsMedian() throws Exception {
        String far = server.get("/device?id=" + DEVICES.get("lab 2")).body();
        assertTrue(far.contains("<p id=\"far-from-model\">This device measured 1 of its figures 25 % or more"), far);
        assertTrue(far.contains("<span class=\"far\">far from its model</span>"), "its AES/ECB line: " + far);
        assertTrue(far.contains(">far: ×1.94</span>"), "600 ms over the model's median of 310: " + far);

        String near = server.get("/device?id=" + DEVICES.get("lab 1")).body();
        assertFalse(near.contains("class=\"far\""), "the median device is marked nowhere: " + near);
    }

    @Test
    void aDevicesPageIsMarkedAgainWhenOtherDevicesOfItsModelSync() throws Exception {
        String t610 = "SonyEricssonT610/R1L";
        sync(t610, "T610 a", 100);
        sync(t610, "T610 b", 110);
        sync(t610, "T610 c", 120);
        server.awaitAnalysis();
        long first = deviceId("T610 a");
        String page = server.get("/device?id=" + first).body();
        assertFalse(page.contains("class=\"far\""), "near its model's median of 110 ms: " + page);

        // three more at 300 ms move the median to 210: the first, at 100, is far now. Its page, kept
        // by the server since it was read, is rendered again though its own results did not change.
        sync(t610, "T610 d", 300);
        sync(t610, "T610 e", 300);
        sync(t610, "T610 f", 300);
        server.awaitAnalysis();
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (!page.contains(">far: ×0.48</span>") && System.nanoTime() < deadline) {
            Thread.sleep(100);
            page = server.get("/device?id=" + first).body();
        }
        assertTrue(page.contains(">far: ×0.48</span>"), "100 ms over the median of 210: " + page);
    }

    private static long deviceId(String name) throws Exception {
        String quoted = "\"device\":\"" + name + "\"";
        for (JsonNode result : JSON.readTree(ApiPages.awaitFresh(server, "/api/results", body -> body.contains(quoted)))) {
            if (result.get("device").asText().equals(name)) {
                return result.get("deviceId").asLong();
            }
        }
        throw new AssertionError(name + " has no results");
    }

    @Test
    void theResultsListTheModelsWithTheirDevices() throws Exception {
        String results = server.get("/results").body();
        assertTrue(results.contains("<a href=\"/pearl/model?name=Nokia+6230\">Nokia 6230</a>")
                && results.contains("3 devices"), results);
        assertTrue(results.contains("<a href=\"/pearl/model?name=Siemens+S55\">Siemens S55</a>")
                && results.contains("1 device<"), results);
    }
}
