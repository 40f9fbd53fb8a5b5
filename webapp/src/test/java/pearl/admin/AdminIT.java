package pearl.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import pearl.collector.Sample;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * What changes or deletes data needs the admin's login and the session's CSRF token; the password
 * is stored hashed; rename, delete a run and re-analyze work for the admin.
 */
class AdminIT {

    private static final String PASSWORD = "admin-it-secret";

    @Test
    void onlyALoggedInAdminWithTheTokenChangesData() throws Exception {
        System.setProperty("pearl.admin.password", PASSWORD);
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            HttpClient phoneHttp = HttpClient.newHttpClient();
            SimulatedDevice phone = SimulatedDevice.register(phoneHttp, server.baseUrl(), "Phone A");
            long run = 1_700_000_000_000L;
            SimulatedDevice.post(phoneHttp, server.baseUrl() + "/receiver", phone.batch(
                    SimulatedDevice.conditions("P/1"), run,
                    List.of(new Sample(run, 0, "AES/ECB", "encrypt", 128, 1024, 1, 0, 32, 300, false))));
            server.awaitAnalysis();
            long deviceRow = single(database, "SELECT id FROM devices");

            HttpClient anonymous = HttpClient.newHttpClient();
            assertEquals(401, post(anonymous, server, "/admin/analyze", Map.of()).statusCode());
            assertEquals(404, post(anonymous, server, "/analyzer", Map.of()).statusCode(), "the open analyzer is gone");

            HttpClient admin = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();
            assertEquals(401, post(admin, server, "/admin/login", Map.of("password", "wrong")).statusCode());
            assertEquals(302, post(admin, server, "/admin/login", Map.of("password", PASSWORD)).statusCode());
            String page = get(admin, server, "/admin").body();
            assertTrue(page.contains("Phone A"), page);
            Matcher token = Pattern.compile("name=\"csrf\" value=\"([0-9a-f]{64})\"").matcher(page);
            assertTrue(token.find(), page);

            var noToken = post(admin, server, "/admin/rename", Map.of("device", "" + deviceRow, "name", "Phone B"));
            assertEquals(403, noToken.statusCode(), "a form without the session's token is a forged one");
            assertEquals(302, post(admin, server, "/admin/rename", Map.of("csrf", token.group(1),
                    "device", "" + deviceRow, "name", "Phone B")).statusCode());
            assertTrue(server.get("/api/results").body().contains("Phone B"));

            assertEquals(302, post(admin, server, "/admin/analyze", Map.of("csrf", token.group(1))).statusCode());
            assertEquals(302, post(admin, server, "/admin/delete-run", Map.of("csrf", token.group(1),
                    "device", "" + deviceRow, "run", "" + run)).statusCode());
            assertEquals(0, single(database, "SELECT COUNT(*) FROM samples"));
            assertEquals("[]", server.get("/api/results").body().trim(), "results follow the deleted run");

            try (Connection connection = database.connect();
                 ResultSet row = connection.createStatement().executeQuery("SELECT password_hash FROM admins")) {
                assertTrue(row.next());
                assertTrue(!row.getString(1).contains(PASSWORD) && row.getString(1).matches("[0-9a-f]{64}"));
            }
        } finally {
            System.clearProperty("pearl.admin.password");
        }
    }

    private static long single(TestDatabase database, String sql) throws Exception {
        try (Connection connection = database.connect();
             ResultSet row = connection.createStatement().executeQuery(sql)) {
            row.next();
            return row.getLong(1);
        }
    }

    private static HttpResponse<String> get(HttpClient http, PearlServer server, String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(server.baseUrl() + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> post(HttpClient http, PearlServer server, String path, Map<String, String> form)
            throws Exception {
        String body = form.entrySet().stream()
                .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        return http.send(HttpRequest.newBuilder(URI.create(server.baseUrl() + path))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
