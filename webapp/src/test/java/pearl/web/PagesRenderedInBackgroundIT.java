package pearl.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import pearl.collector.Sample;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TcpProxy;
import pearl.testing.TestDatabase;

/**
 * Pages are served from memory once rendered and rendered again in the background when an
 * analysis changes them (docs/web.md): a reader never waits for a render or a query. Shown on a
 * real Tomcat over MariaDB, through a proxy that can cut the database away: a page served once is
 * still served with no database at all, so its request ran no query and no render.
 */
class PagesRenderedInBackgroundIT {

    private static final long RUN = 1_700_000_000_000L;
    /** Generous bound for an analysis plus a background render on a loaded machine; the test polls. */
    private static final long FRESH_WITHIN_MS = 60_000;

    @Test
    void aPageChangedByANewAnalysisIsServedFreshWithinABoundedWait() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            HttpClient http = HttpClient.newHttpClient();
            SimulatedDevice phone = SimulatedDevice.register(http, server.baseUrl(), "Phone");
            sync(http, server, phone, samples(0, 20, "AES/ECB", 300));
            server.awaitAnalysis();
            long id = deviceId(server, "Phone");
            String device = "/device?id=" + id;
            String algorithm = "/algorithm?name=AES/ECB&operation=encrypt";
            assertFalse(server.get(device).body().contains("DES/ECB"));
            assertTrue(server.get("/results").body().contains("AES/ECB"));
            String aesBefore = server.get(algorithm).body();

            sync(http, server, phone, samples(20, 40, "DES/ECB", 300));
            // AES twice as slow from now on: its modal time, throughput and ranking change
            sync(http, server, phone, samples(40, 100, "AES/ECB", 600));
            server.awaitAnalysis();

            awaitPage(server, device, body -> body.contains("DES/ECB"));
            awaitPage(server, "/results", body -> body.contains("DES/ECB"));
            awaitPage(server, algorithm, body -> !body.equals(aesBefore));
        }
    }

    @Test
    void everyPageServedOnceIsServedWithoutTheDatabaseSoItsRequestsRunNoQueryAndNoRender() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); TcpProxy proxy = new TcpProxy(3306);
             PearlServer server = PearlServer.start(database.urlThroughPort(proxy.port()))) {
            HttpClient http = HttpClient.newHttpClient();
            SimulatedDevice phone = SimulatedDevice.registerOn(http, server.baseUrl(), "Nokia6230/2.0 (03.15)", "Phone");
            SimulatedDevice other = SimulatedDevice.register(http, server.baseUrl(), "Other");
            sync(http, server, phone, samples(0, 20, "AES/ECB", 300));
            sync(http, server, other, samples(0, 20, "AES/ECB", 500));
            server.awaitAnalysis();
            long id = deviceId(server, "Phone");
            long otherId = deviceId(server, "Other");
            // every page the cache keeps (PageKey), each as a reader first asks for it
            List<String> pages = List.of("/results", "/model?name=Nokia+6230", "/device?id=" + id,
                    "/algorithm?name=AES/ECB&operation=encrypt", "/compare", "/compare?device=" + id + "&device=" + otherId,
                    "/reference", "/handshake?device=" + id);
            List<String> served = new ArrayList<>();
            for (String page : pages) {
                HttpResponse<String> answer = server.get(page);
                assertEquals(200, answer.statusCode(), page + ": " + answer.body());
                served.add(answer.body());
            }
            assertTrue(served.get(1).contains("Phone"), "the model page lists its device:\n" + served.get(1));

            proxy.cut();
            try {
                for (int i = 0; i < pages.size(); i++) {
                    HttpResponse<String> cached = server.get(pages.get(i));
                    assertEquals(200, cached.statusCode(), pages.get(i) + ": " + cached.body());
                    assertEquals(served.get(i), cached.body(), pages.get(i) + " is the same page, from memory");
                }
                for (String spelling : List.of("/device?id=0" + id + "&utm_source=x", "/device?id=+" + id + "+&id=999")) {
                    assertEquals(served.get(2), server.get(spelling).body(), spelling + " is the same page, from memory");
                }
                assertEquals(503, server.get("/device?id=" + otherId).statusCode(),
                        "a page never served needs the database: the cut is real");
            } finally {
                proxy.restore();
            }
        }
    }

    private static void awaitPage(PearlServer server, String path, java.util.function.Predicate<String> fresh)
            throws Exception {
        long deadline = System.currentTimeMillis() + FRESH_WITHIN_MS;
        String body;
        do {
            HttpResponse<String> page = server.get(path);
            assertEquals(200, page.statusCode(), path);
            body = page.body();
            if (fresh.test(body)) {
                return;
            }
            Thread.sleep(50);
        } while (System.currentTimeMillis() < deadline);
        throw new AssertionError(path + " still shows the results from before the analysis:\n" + body);
    }

    private static void sync(HttpClient http, PearlServer server, SimulatedDevice phone, List<Sample> samples)
            throws Exception {
        var answer = SimulatedDevice.post(http, server.baseUrl() + "/receiver",
                phone.batch(SimulatedDevice.conditions("P/1"), RUN, samples));
        assertEquals(200, answer.statusCode(), answer.body());
    }

    private static long deviceId(PearlServer server, String name) throws Exception {
        for (var result : new ObjectMapper().readTree(server.get("/api/results").body())) {
            if (result.get("device").asText().equals(name)) {
                return result.get("deviceId").asLong();
            }
        }
        throw new AssertionError("no results for " + name);
    }

    private static List<Sample> samples(int from, int to, String algorithm, int timeExec) {
        List<Sample> samples = new ArrayList<>();
        for (int seq = from; seq < to; seq++) {
            samples.add(new Sample(RUN, seq, algorithm, "encrypt", 128, 1024, 1, 0, 32, timeExec + seq % 7, false));
        }
        return samples;
    }
}
