package pearl.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import pearl.collector.Sample;
import pearl.server.receiver.RegistrationLimits;
import pearl.server.web.SecurityHeaders;
import pearl.sync.ProtocolWriter;
import pearl.testing.ApiPages;
import pearl.testing.FromAddress;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * What any HTTP client gets from the embedded server (the launcher's real Tomcat): its root sends
 * a browser to the results, and every answer — pages, API, static files, the suite's downloads,
 * admin pages, errors — carries the browser protections.
 */
class HttpAnswersIT {

    private static final String PASSWORD = "http-answers-it";
    private static final String POLICY = SecurityHeaders.CONTENT_SECURITY_POLICY;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private static TestDatabase database;
    private static PearlServer server;
    private static long device;

    @BeforeAll
    static void aServerWithOnePhone() throws Exception {
        System.setProperty("pearl.admin.password", PASSWORD);
        database = TestDatabase.h2();
        server = PearlServer.start(database.url());
        syncOneSample("Phone", 1_700_000_000_000L);
        device = new ObjectMapper().readTree(server.get("/api/results").body()).get(0).get("deviceId").asLong();
    }

    /** Registers a phone named {@code model}, syncs one AES/ECB sample of run {@code run}, and waits for its analysis. */
    private static void syncOneSample(String model, long run) throws Exception {
        SimulatedDevice phone = SimulatedDevice.register(HTTP, server.baseUrl(), model);
        var stored = SimulatedDevice.post(HTTP, server.baseUrl() + "/receiver", phone.batch(
                SimulatedDevice.conditions("P/1"), run,
                List.of(new Sample(run, 0, "AES/ECB", "encrypt", 128, 1024, 1, 0, 32, 300, false))));
        assertEquals(200, stored.statusCode(), stored.body());
        server.awaitAnalysis();
    }

    @Test
    void registrationsOverALimitGet429WithRetryAfterAndSayWhyInWords() throws Exception {
        byte[] registration = ProtocolWriter.registration("Phone", null);
        for (int i = 0; i < RegistrationLimits.PER_ADDRESS; i++) {
            assertEquals(200, FromAddress.post(server, "127.0.5.1", "/register", "text/plain", registration).status());
        }
        FromAddress.Answer refused = FromAddress.post(server, "127.0.5.1", "/register", "text/plain", registration);
        assertEquals(429, refused.status(), refused.body());
        assertEquals("too-many", refused.header("PEARL-Refusal"));
        long retryAfter = Long.parseLong(refused.header("Retry-After"));
        assertTrue(retryAfter > 0 && retryAfter <= RegistrationLimits.ADDRESS_WINDOW.toSeconds(), refused.toString());
        assertTrue(refused.body().contains("registration refused, too many registrations from this network (30 an hour)"
                + ": nothing stored, the phone keeps its samples; sync again in " + retryAfter + " s"), refused.body());
        assertEquals(200, FromAddress.post(server, "127.0.5.2", "/register", "text/plain", registration).status(),
                "another address registers");

        Matcher visit = Pattern.compile("id=\"code\" class=\"code\">([0-9A-Z]{10})<").matcher(
                server.get("/install").body());
        assertTrue(visit.find());
        byte[] enrolled = ProtocolWriter.registration("Phone", visit.group(1));
        for (int i = 0; i < RegistrationLimits.PER_ENROLMENT; i++) {
            assertEquals(200, FromAddress.post(server, "127.0.6." + (i + 1), "/register", "text/plain", enrolled).status());
        }
        refused = FromAddress.post(server, "127.0.7.1", "/register", "text/plain", enrolled);
        assertEquals(429, refused.status(), refused.body());
        assertTrue(refused.body().contains("too many registrations with this enrolment code (40 a day)"), refused.body());
    }

    @AfterAll
    static void close() throws Exception {
        System.clearProperty("pearl.admin.password");
        if (server != null) {
            server.close();
        }
        if (database != null) {
            database.close();
        }
    }

    @Test
    void theServerRootSendsABrowserToTheResults() throws Exception {
        HttpResponse<String> root = send("GET", root("/"), null);
        assertEquals(302, root.statusCode());
        String location = root.headers().firstValue("Location").orElseThrow();
        assertEquals(server.baseUrl() + "/results", root.uri().resolve(location).toString());

        HttpResponse<String> followed = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).build()
                .send(HttpRequest.newBuilder(URI.create(root("/"))).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, followed.statusCode());
        assertTrue(followed.body().contains("Results Bank") && followed.body().contains("Phone"), followed.body());

        assertEquals(404, send("GET", root("/no-such-thing"), null).statusCode(), "nothing else lives outside /pearl");
    }

    @Test
    void everyAnswerCarriesTheBrowserProtections() throws Exception {
        String pearl = server.baseUrl();
        List<Object[]> answers = List.of(
                new Object[] {"GET", root("/"), 302},
                new Object[] {"GET", root("/no-such-thing"), 404},
                new Object[] {"GET", pearl + "/results", 200},
                new Object[] {"GET", pearl + "/results", 200}, // the second one from the page cache
                new Object[] {"GET", pearl + "/device?id=" + device, 200},
                new Object[] {"GET", pearl + "/algorithm?name=AES/ECB&operation=encrypt", 200},
                new Object[] {"GET", pearl + "/compare", 200},
                new Object[] {"GET", pearl + "/reference", 200},
                new Object[] {"GET", pearl + "/handshake?device=" + device, 200},
                new Object[] {"GET", pearl + "/install", 200},
                new Object[] {"GET", pearl + "/install?code=0000000000", 404},
                new Object[] {"GET", pearl + "/install?limit=3", 400},
                new Object[] {"GET", pearl + "/install/0000000000/pearl.jad", 404},
                new Object[] {"GET", pearl + "/install/pearl.jad", 404},
                new Object[] {"GET", pearl + "/api/results", 200},
                new Object[] {"GET", pearl + "/api/results?format=csv", 200},
                new Object[] {"GET", pearl + "/api/samples?format=json", 200},
                new Object[] {"GET", pearl + "/api/analysis", 200},
                new Object[] {"GET", pearl + "/static/pearl.css", 200},
                new Object[] {"GET", pearl + "/static/pearl-charts.js", 200},
                new Object[] {"GET", pearl + "/static/chartjs/dist/chart.umd.js", 200},
                new Object[] {"GET", pearl + "/pearl.jad", 200},
                new Object[] {"GET", pearl + "/pearl.jar", 200},
                new Object[] {"GET", pearl + "/admin", 200},
                new Object[] {"POST", pearl + "/admin/login", 401},
                new Object[] {"POST", pearl + "/admin/analyze", 401},
                new Object[] {"GET", pearl + "/no-such-page", 404},
                new Object[] {"GET", pearl + "/device?id=999999", 404},
                new Object[] {"GET", pearl + "/device?id=abc", 400},
                new Object[] {"GET", pearl + "/compare?device=" + device, 400},
                new Object[] {"GET", pearl + "/api/results?size=big", 400},
                new Object[] {"GET", pearl + "/receiver", 405},
                new Object[] {"PUT", pearl + "/results", 405},
                new Object[] {"PATCH", pearl + "/results", 405},
                new Object[] {"POST", pearl + "/receiver", 400},
                new Object[] {"POST", pearl + "/register", 413});
        List<String> unprotected = new ArrayList<>();
        for (Object[] answer : answers) {
            String method = (String) answer[0];
            String url = (String) answer[1];
            String body = url.endsWith("/register") ? "x".repeat(64 * 1024) : "password=wrong";
            HttpResponse<String> response = send(method, url, body);
            assertEquals(answer[2], response.statusCode(), method + " " + url + ": " + response.body());
            Map<String, List<String>> headers = response.headers().map();
            if (!List.of("nosniff").equals(headers.get("x-content-type-options"))
                    || !List.of(POLICY).equals(headers.get("content-security-policy"))
                    || !List.of("DENY").equals(headers.get("x-frame-options"))) {
                unprotected.add(method + " " + url + " " + response.statusCode() + ": " + headers);
            }
        }
        assertEquals(List.of(), unprotected, "answers without the protections");
    }

    @Test
    void aMethodNoServletServesGets405AndThePathsMethodsNotTheContainersPage() throws Exception {
        for (String[] asked : new String[][] {{"PATCH", "/receiver", "POST"}, {"PATCH", "/results", "GET"},
                {"BREW", "/api/results", "GET"}, {"PATCH", "/static/pearl.css", "GET"}}) {
            HttpResponse<String> answer = send(asked[0], server.baseUrl() + asked[1], "x");
            String what = asked[0] + " " + asked[1] + ": " + answer.headers().map() + " " + answer.body();
            assertEquals(405, answer.statusCode(), what);
            assertTrue(answer.headers().firstValue("Allow").orElse("").contains(asked[2]), what);
            assertTrue(answer.headers().firstValue("Content-Type").orElse("").startsWith("text/plain"), what);
            assertTrue(answer.body().startsWith(asked[0] + " is not served here"), what);
        }
        assertEquals(405, send("PATCH", root("/"), "x").statusCode(), "the server's root answers alike");
    }

    @Test
    void readersGetNoSessionAndOnlyTheAdminsLoginMakesOne() throws Exception {
        for (String page : List.of("/results", "/device?id=" + device, "/algorithm?name=AES/ECB&operation=encrypt",
                "/compare", "/reference", "/choose", "/install", "/handshake?device=" + device, "/admin",
                "/api/results")) {
            HttpResponse<String> answer = send("GET", server.baseUrl() + page, null);
            assertEquals(200, answer.statusCode(), page);
            assertEquals(List.of(), answer.headers().allValues("Set-Cookie"), page + " makes a session");
        }
        HttpResponse<String> login = send("POST", server.baseUrl() + "/admin/login", "password=" + PASSWORD);
        assertTrue(login.headers().firstValue("Set-Cookie").orElse("").startsWith("JSESSIONID="),
                "the admin's login makes one: " + login.headers().map());
    }

    @Test
    void exportedCellsNeverStartAFormula() throws Exception {
        syncOneSample("=1+2 csv formula", 1_700_000_000_001L);
        Pattern asText = Pattern.compile("(^|,)'=1\\+2 csv formula,", Pattern.MULTILINE);
        for (String export : List.of("/api/samples?format=csv", "/api/results?format=csv")) {
            // the name shows as text (the results' answer, kept in memory, once rendered again after the sync)
            String csv = ApiPages.awaitFresh(server, export, body -> asText.matcher(body).find());
            for (String line : csv.split("\r?\n")) {
                for (String cell : line.split(",")) {
                    assertFalse(cell.startsWith("=") || cell.startsWith("+") || cell.startsWith("@"),
                            export + " has a cell a spreadsheet runs: " + line);
                }
            }
        }
    }

    @Test
    void thePolicyAllowsOnlyTheServersOwnScriptsAndNoFraming() {
        assertTrue(POLICY.contains("script-src 'self';") && POLICY.contains("default-src 'self';"), POLICY);
        assertTrue(POLICY.contains("frame-ancestors 'none'"), POLICY);
        assertFalse(POLICY.contains("unsafe"), "no inline script or style, no eval: " + POLICY);
    }

    /** A URL on the server's root, outside PEARL's context. */
    private static String root(String path) {
        return server.rootUrl(path);
    }

    private static HttpResponse<String> send(String method, String url, String body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url));
        if (method.equals("GET")) {
            request.GET();
        } else {
            request.header("Content-Type", "application/x-www-form-urlencoded")
                    .method(method, HttpRequest.BodyPublishers.ofString(body));
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
