package pearl.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import pearl.collector.Sample;
import pearl.testing.ApiPages;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * The paged API on the real server (Tomcat) over each database: a client that follows the
 * {@code Link: <...>; rel="next"} headers from the first page reads every result, figure and
 * sample exactly once and in order, in JSON and CSV; a page of {@code /api/results} served from
 * memory follows a new analysis; and what the API refuses, it refuses in plain words.
 */
class ApiPagingIT {

    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] ALGORITHMS = {"AES/ECB", "DES/ECB", "Blowfish/ECB", "RC4"};
    private static final int[] SIZES = {1024, 2048, 4096};
    private static final int PHONES = 3;
    private static final int EACH = 4;

    @ParameterizedTest(name = "on {0}")
    @ValueSource(strings = {"H2", "MariaDB"})
    void aClientFollowingTheLinksReadsEveryRecordOnceInOrder(String databaseKind) throws Exception {
        try (TestDatabase database = TestDatabase.of(databaseKind);
             PearlServer server = PearlServer.start(database.url())) {
            List<SimulatedDevice> phones = new ArrayList<>();
            for (int p = 0; p < PHONES; p++) {
                SimulatedDevice phone = SimulatedDevice.registerOn(HTTP, server.baseUrl(), "Paging/" + p, "Nokia 6230");
                sync(server, phone, p, ALGORITHMS);
                phones.add(phone);
            }
            server.awaitAnalysis();

            // 3 phones × 4 algorithms × 3 sizes, warm and cold: 72 results, far more than a page of 7
            JsonNode whole = JSON.readTree(server.get("/api/results?limit=10000").body());
            assertEquals(PHONES * ALGORITHMS.length * SIZES.length * 2, whole.size());
            List<HttpResponse<String>> pages = ApiPages.pages(server.baseUrl(), "/api/results?limit=7");
            assertEquals((whole.size() + 6) / 7, pages.size(), "pages of 7, the last one shorter");
            for (int i = 0; i < pages.size(); i++) {
                assertEquals(i < pages.size() - 1 ? 7 : whole.size() % 7, JSON.readTree(pages.get(i).body()).size());
                assertEquals(i < pages.size() - 1, pages.get(i).headers().firstValue("Link").isPresent(),
                        "a Link to the next page on every page but the last");
            }
            String link = pages.get(0).headers().firstValue("Link").orElseThrow();
            assertTrue(link.matches("</pearl/api/results\\?limit=7&cursor=[A-Za-z0-9_-]+>; rel=\"next\""), link);
            assertEquals(whole, ApiPages.json(server.baseUrl(), "/api/results?limit=7"),
                    "every result once, in the order of one large page");
            long before = -1;
            for (JsonNode result : whole) {
                assertTrue(result.get("deviceId").asLong() >= before, "by device id: " + result);
                before = result.get("deviceId").asLong();
            }
            assertEquals(ApiPages.csv(server.baseUrl(), "/api/results?format=csv&limit=10000"),
                    ApiPages.csv(server.baseUrl(), "/api/results?format=csv&limit=5"), "CSV pages the same way");

            String model = "/api/results?model=" + URLEncoder.encode("Nokia 6230", StandardCharsets.UTF_8);
            JsonNode figures = JSON.readTree(server.get(model).body());
            assertEquals(ALGORITHMS.length * SIZES.length, figures.size(), "one figure per algorithm and size");
            figures.forEach(figure -> assertEquals(PHONES, figure.get("devices").asInt(), figure.toString()));
            assertEquals(figures, ApiPages.json(server.baseUrl(), model + "&limit=5"),
                    "a model's figures page by figure, each with all its devices");

            List<String> samples = ApiPages.csv(server.baseUrl(), "/api/samples?limit=100000");
            assertEquals(1 + PHONES * ALGORITHMS.length * SIZES.length * EACH, samples.size());
            assertEquals(samples, ApiPages.csv(server.baseUrl(), "/api/samples?limit=13"),
                    "every sample once, oldest first");
            assertEquals(JSON.readTree(server.get("/api/samples?format=json&limit=100000").body()),
                    ApiPages.json(server.baseUrl(), "/api/samples?format=json&limit=13"));
            String choose = "/api/choose?task=encrypt&size=2048&legacy=true";
            JsonNode choices = JSON.readTree(server.get(choose + "&limit=10000").body());
            assertEquals(PHONES * ALGORITHMS.length, choices.size(), "each cipher on each phone");
            assertEquals(3, ApiPages.pages(server.baseUrl(), choose + "&limit=5").size(), "12 choices in pages of 5");
            assertEquals(choices, ApiPages.json(server.baseUrl(), choose + "&limit=5"),
                    "the chooser's answer pages the same way, by device id");
            assertEquals(ApiPages.csv(server.baseUrl(), choose + "&format=csv&limit=10000"),
                    ApiPages.csv(server.baseUrl(), choose + "&format=csv&limit=2"));

            long device = whole.get(0).get("deviceId").asLong();
            assertEquals(1 + ALGORITHMS.length * SIZES.length * EACH,
                    ApiPages.csv(server.baseUrl(), "/api/samples?device=" + device + "&limit=5").size(),
                    "a filter's answer pages the same way");

            // a page kept in memory is rendered again when the analysis changes its device's results
            String one = "/api/results?device=" + device + "&algorithm=AES/CBC";
            assertEquals("[]", server.get(one).body().trim());
            sync(server, phones.get(0), 0, new String[] {"AES/CBC"});
            server.awaitAnalysis();
            assertEquals(SIZES.length * 2, JSON.readTree(ApiPages.awaitFresh(server, one,
                    body -> body.contains("AES/CBC"))).size(), "the new results, cold and warm at each size");
        }
    }

    @ParameterizedTest(name = "on {0}")
    @ValueSource(strings = {"H2"})
    void whatTheApiRefusesItRefusesInPlainWords(String databaseKind) throws Exception {
        try (TestDatabase database = TestDatabase.of(databaseKind);
             PearlServer server = PearlServer.start(database.url())) {
            SimulatedDevice phone = SimulatedDevice.registerOn(HTTP, server.baseUrl(), "Refusals/1", "Phone");
            sync(server, phone, 0, new String[] {"AES/CBC"});
            server.awaitAnalysis();
            for (String api : List.of("/api/results", "/api/samples")) {
                refused(server, api + "?device=999999", 404, "no device 999999");
                refused(server, api + "?algorithm=AES%2FCBC%00", 400, "algorithm must not hold a control character");
                refused(server, api + "?model=Nokia%0A6230", 400, "model must not hold a control character");
                refused(server, api + "?limit=0", 400, "limit must be a whole number from 1 to");
                refused(server, api + "?limit=many", 400, "limit must be a whole number from 1 to");
                refused(server, api + "?cursor=not-a-cursor", 400, "cursor must be a token this API gave");
            }
            refused(server, "/api/choose?task=encrypt&size=1024&device=999999", 404, "no device 999999");
            refused(server, "/api/choose?task=encrypt&size=1024&device=1%00", 400, "device must not hold a control character");
            refused(server, "/api/choose?task=encrypt&size=1024&utm=x%0Ay", 400, "utm must not hold a control character");
            refused(server, "/api/choose?task=sing&size=1024", 400, "task must be one of encrypt,");
            refused(server, "/api/choose?task=encrypt&size=1024&limit=10001", 400,
                    "limit must be a whole number from 1 to 10000 (default 1000)");
            refused(server, "/api/choose?task=encrypt&size=1024&cursor=not-a-cursor", 400,
                    "cursor must be a token this API gave in the Link header of a page of /api/choose");
            refused(server, "/api/samples?device=1&utm=%1B", 400, "utm must not hold a control character");
            refused(server, "/api/analysis?x=%00", 400, "x must not hold a control character");
            for (String unknown : List.of("/api/result", "/api/results/7", "/api/", "/api")) {
                refused(server, unknown, 404, "no API at /pearl" + unknown + ": the API is /api/results, /api/samples,");
            }
            HttpResponse<String> posted = server.post("/api/nothing", "x");
            assertEquals(404, posted.statusCode(), "whatever the method");
            assertEquals("text/plain;charset=UTF-8", posted.headers().firstValue("Content-Type").orElse(""));
            HttpResponse<String> page = server.get("/nothing");
            assertEquals(404, page.statusCode());
            assertTrue(page.body().contains("There is no page at /pearl/nothing"), "a page keeps the site's error page");
            refused(server, "/api/results?limit=10001", 400, "limit must be a whole number from 1 to 10000 (default 1000)");
            refused(server, "/api/samples?limit=100001", 400,
                    "limit must be a whole number from 1 to 100000 (default 10000)");
            String samplesCursor = ApiPages.next(server.get("/api/samples?limit=1").headers().firstValue("Link")
                    .orElseThrow());
            refused(server, "/api/results?" + samplesCursor.substring(samplesCursor.indexOf("cursor=")), 400,
                    "/api/results without model");
            assertEquals(200, server.get("/api/results?algorithm=AES%2FCBC").statusCode());
            assertEquals("[]", server.get("/api/results?algorithm=AES%2FCBC%20%28unknown%29").body().trim(),
                    "an unknown algorithm is no error: nothing measured it");
        }
    }

    private static void refused(PearlServer server, String path, int status, String saying) throws Exception {
        HttpResponse<String> answer = server.get(path);
        assertEquals(status, answer.statusCode(), path + ": " + answer.body());
        assertEquals("text/plain;charset=UTF-8", answer.headers().firstValue("Content-Type").orElse(""), path);
        assertTrue(answer.body().contains(saying), path + ": " + answer.body());
        assertFalse(answer.body().contains("AES/CBC,"), "no record in a refusal");
    }

    /** {@link #EACH} warm samples of each algorithm at each size, the first of each cold. */
    private static void sync(PearlServer server, SimulatedDevice phone, int p, String[] algorithms) throws Exception {
        List<Sample> samples = new ArrayList<>();
        long run = 1_700_000_000_000L + algorithms.length;  // one run per sync of a phone
        int seq = 0;
        for (String algorithm : algorithms) {
            for (int size : SIZES) {
                for (int i = 0; i < EACH; i++) {
                    samples.add(new Sample(run, seq++, algorithm, "encrypt", 128, size, 1, 0, 32, size / 4 + p + i,
                            i == 0));
                }
            }
        }
        var answer = SimulatedDevice.post(HTTP, server.baseUrl() + "/receiver",
                phone.batch(SimulatedDevice.conditions("Paging/" + p), run, samples));
        assertEquals(200, answer.statusCode(), answer.body());
    }
}
