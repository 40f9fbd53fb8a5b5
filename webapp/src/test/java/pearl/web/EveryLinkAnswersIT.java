package pearl.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import pearl.server.web.PlainText;
import pearl.testing.Chromium;
import pearl.testing.PearlServer;
import pearl.testing.SmallBank;
import pearl.testing.TestDatabase;

/**
 * Every link answers: from {@code /pearl/results}, on a bank of three phones, every address within
 * the site that a page links to (links, the stylesheet, scripts, the suite's downloads, the API's
 * exports) is followed once and must answer 200; the failures are listed. And the answers name no
 * server: no {@code Server} header, no Tomcat on any error page; the API and the phones keep their
 * plain-text answers to errors.
 */
class EveryLinkAnswersIT {

    private static final Pattern LINK = Pattern.compile("(?:href|src)=\"([^\"#]+)[^\"]*\"");
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static TestDatabase database;
    private static PearlServer server;
    private static long device;

    @BeforeAll
    static void threePhonesSyncedToAServer() throws Exception {
        database = TestDatabase.mariaDb();
        server = PearlServer.start(database.url());
        device = SmallBank.fill(server, "Phone A", "Phone B", "Phone C").get("Phone A");
    }

    @AfterAll
    static void close() throws Exception {
        Chromium.quitAndClose(null, server, database);
    }

    @Test
    void everyLinkOnEveryPageAnswers200() throws Exception {
        URI start = URI.create(server.baseUrl() + "/results");
        Set<URI> seen = new LinkedHashSet<>(List.of(start));
        Deque<URI> toVisit = new ArrayDeque<>(seen);
        List<String> failures = new ArrayList<>();
        while (!toVisit.isEmpty()) {
            URI page = toVisit.removeFirst();
            HttpResponse<String> answer = HTTP.send(HttpRequest.newBuilder(page).build(), HttpResponse.BodyHandlers.ofString());
            if (answer.statusCode() != 200) {
                failures.add(answer.statusCode() + " " + page);
                continue;
            }
            if (!answer.headers().firstValue("Content-Type").orElse("").startsWith("text/html")) {
                continue;
            }
            Matcher links = LINK.matcher(answer.body());
            while (links.find()) {
                URI link = page.resolve(links.group(1).replace("&amp;", "&").replace(" ", "%20"));
                if (link.getAuthority().equals(start.getAuthority()) && link.getPath().startsWith("/pearl/")
                        && seen.add(link)) {
                    toVisit.addLast(link);
                }
            }
        }
        assertEquals(List.of(), failures, "links that do not answer 200, of " + seen.size() + " followed");
        for (String kind : List.of("/device?id=", "/algorithm?name=", "/model?name=", "/handshake?device=", "/compare",
                "/choose", "/install", "/install/", "/reference", "/api/results", "/api/samples", "/static/pearl.css")) {
            assertTrue(seen.stream().anyMatch(link -> link.toString().contains("/pearl" + kind)),
                    "the crawl reached " + kind + ": " + seen);
        }
    }

    @Test
    void noAnswerNamesTheServer() throws Exception {
        for (String url : List.of(server.baseUrl() + "/results", server.baseUrl() + "/no-such-page",
                server.baseUrl() + "/device?id=abc", server.baseUrl() + "/api/results?size=big",
                server.rootUrl("/no-such-thing"), server.baseUrl() + "/static/no-such-file.css")) {
            HttpResponse<String> answer = HTTP.send(HttpRequest.newBuilder(URI.create(url)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(List.of(), answer.headers().allValues("Server"), url);
            assertEquals(List.of(), answer.headers().allValues("X-Powered-By"), url);
            assertFalse(answer.body().contains("Tomcat") || answer.body().contains("Apache"), url + ": " + answer.body());
            assertFalse(answer.body().contains("Exception"), url + ": " + answer.body());
        }
    }

    @Test
    void aPageErrorIsTheSitesPageWithItsStatus() throws Exception {
        for (String[] asked : new String[][] {{"/device?id=abc", "400", "id must be a whole number"},
                {"/device?id=999999", "404", "no results for device 999999"},
                {"/no-such-page", "404", "There is no page at /pearl/no-such-page"},
                {"/compare?device=" + device + "&device=" + device, "400", "the same device is asked for twice"},
                {"/compare?device=" + device + "&device=0" + device, "400", "the same device is asked for twice"},
                {"/model?name=Nokia%006230", "400", "name holds a control character"},
                {"/algorithm?name=AES/CBC&operation=encrypt%1B", "400", "operation holds a control character"},
                {"/install?limit=3", "400", "limit must be"}}) {
            HttpResponse<String> answer = server.get(asked[0]);
            assertEquals(Integer.parseInt(asked[1]), answer.statusCode(), asked[0]);
            assertTrue(answer.headers().firstValue("Content-Type").orElse("").startsWith("text/html"), asked[0]);
            assertTrue(answer.body().contains("<nav>") && answer.body().contains("id=\"way-back\""),
                    "the site's header and a way back: " + answer.body());
            assertTrue(answer.body().contains(asked[2]), asked[0] + ": " + answer.body());
        }
    }

    @Test
    void theApiAndThePhonesKeepTheirPlainAnswers() throws Exception {
        HttpResponse<String> api = server.get("/api/results?size=big");
        assertEquals(400, api.statusCode());
        assertEquals("text/plain;charset=UTF-8", api.headers().firstValue("Content-Type").orElse(""));
        assertEquals("size must be a whole number, not 'big'\n", api.body());
        assertEquals("size must be a whole number, not 'big'", api.headers().firstValue(PlainText.MESSAGE_HEADER).orElse(""));

        HttpResponse<String> suite = server.get("/install/0000000000/pearl.jad");
        assertEquals(404, suite.statusCode());
        assertTrue(suite.headers().firstValue("Content-Type").orElse("").startsWith("text/plain"), suite.body());
        assertFalse(suite.body().contains("<"), suite.body());

        HttpResponse<String> receiver = server.post("/receiver", "not a batch");
        assertEquals(400, receiver.statusCode());
        assertTrue(receiver.headers().firstValue("Content-Type").orElse("").startsWith("text/plain"), receiver.body());
        assertFalse(receiver.body().contains("<"), receiver.body());
    }
}
