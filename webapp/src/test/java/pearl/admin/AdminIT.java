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
import pearl.server.admin.LoginThrottle;
import pearl.testing.ApiPages;
import pearl.testing.FromAddress;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * What changes or deletes data needs the admin's login and the session's CSRF token; the password
 * is stored hashed; rename, correct a model, hide, delete a run and re-analyze work for the admin, and each
 * of them, with the logins, is in the audit log; failed logins are throttled per address and per
 * account.
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
            assertEquals(302, post(admin, server, "/admin/model", Map.of("csrf", token.group(1),
                    "device", "" + deviceRow, "model", "Nokia  6230")).statusCode());
            assertTrue(get(admin, server, "/admin").body().contains("<td>Nokia 6230</td>"), "the admin sees the model");
            assertTrue(server.get("/api/results?model=Nokia%206230").body().contains("\"devices\":1"),
                    "the corrected model has the device's figures");

            assertEquals(302, post(admin, server, "/admin/hide", Map.of("csrf", token.group(1),
                    "device", "" + deviceRow, "hidden", "true")).statusCode());
            ApiPages.awaitFresh(server, "/api/results", body -> body.trim().equals("[]"));  // a hidden device is in no result
            assertTrue(!server.get("/api/samples").body().contains("Phone B"), "nor in the samples");
            assertEquals(404, server.get("/device?id=" + deviceRow).statusCode(), "its page is gone");
            assertTrue(!server.get("/results").body().contains("Phone B"), "the results list no longer names it");
            assertTrue(get(admin, server, "/admin").body().contains("<td>Phone B</td>"), "the admin still sees it");
            assertEquals(1, single(database, "SELECT COUNT(*) FROM samples"), "its samples stay");
            assertEquals(302, post(admin, server, "/admin/hide", Map.of("csrf", token.group(1),
                    "device", "" + deviceRow, "hidden", "false")).statusCode());
            ApiPages.awaitFresh(server, "/api/results", body -> body.contains("Phone B"));  // shown again, as it was

            assertEquals(302, post(admin, server, "/admin/analyze", Map.of("csrf", token.group(1))).statusCode());
            assertEquals(302, post(admin, server, "/admin/delete-run", Map.of("csrf", token.group(1),
                    "device", "" + deviceRow, "run", "" + run)).statusCode());
            assertEquals(0, single(database, "SELECT COUNT(*) FROM samples"));
            ApiPages.awaitFresh(server, "/api/results", body -> body.trim().equals("[]"));  // results follow the deleted run

            String audit = get(admin, server, "/admin").body();
            for (String entry : List.of("<td>login</td><td>refused: wrong password</td>",
                    "<td>login</td><td>logged in</td>",
                    "<td>rename</td><td>device=" + deviceRow + " name=Phone B → renamed</td>",
                    "<td>model</td><td>device=" + deviceRow + " model=Nokia  6230 → model of device " + deviceRow
                            + " set to Nokia 6230</td>",
                    "<td>delete-run</td><td>device=" + deviceRow + " run=" + run + " → run deleted; ")) {
                assertTrue(audit.contains(entry), "the audit log holds " + entry + ":\n" + audit);
            }
            assertTrue(audit.contains("<td>admin</td><td>127.0.0.1</td>"), "who and from where: " + audit);
            assertTrue(!audit.contains("csrf=") && !audit.contains(PASSWORD), "no token or password in the log");
            assertTrue(!server.get("/results").body().contains("127.0.0.1"), "no public page shows an address");

            try (Connection connection = database.connect();
                 ResultSet row = connection.createStatement().executeQuery("SELECT password_hash FROM admins")) {
                assertTrue(row.next());
                assertTrue(!row.getString(1).contains(PASSWORD) && row.getString(1).matches("[0-9a-f]{64}"));
            }
        } finally {
            System.clearProperty("pearl.admin.password");
        }
    }

    /**
     * Guessing is slowed per client address and per account, over real HTTP from several loopback
     * addresses (127.0.0.x all reach the server, each seen as its own client).
     */
    @Test
    void failedLoginsMakeTheAddressAndTheAccountWait() throws Exception {
        System.setProperty("pearl.admin.password", PASSWORD);
        try (TestDatabase database = TestDatabase.h2(); PearlServer server = PearlServer.start(database.url())) {
            assertTrue(server.get("/admin").body().contains(LoginThrottle.policy()),
                    "the login page says how logins are throttled");

            FromAddress.Answer last = null;
            for (int i = 0; i < LoginThrottle.ADDRESS_ATTEMPTS; i++) {
                last = FromAddress.login(server, "127.0.0.2", "wrong");
                assertEquals(401, last.status());
            }
            assertEquals(String.valueOf(LoginThrottle.FIRST_WAIT.toSeconds()), last.header("Retry-After"),
                    "the failure at the limit says how long to wait: " + last);
            FromAddress.Answer refused = FromAddress.login(server, "127.0.0.2", PASSWORD);
            assertEquals(429, refused.status(), "even the right password waits: " + refused);
            assertTrue(Integer.parseInt(refused.header("Retry-After")) > 0, refused.toString());
            assertEquals(302, FromAddress.login(server, "127.0.0.3", PASSWORD).status(),
                    "another address is not slowed down");
            Thread.sleep(Long.parseLong(refused.header("Retry-After")) * 1000);
            assertEquals(302, FromAddress.login(server, "127.0.0.2", PASSWORD).status(),
                    "the right password works after the wait");

            for (int i = 0; i < LoginThrottle.ACCOUNT_ATTEMPTS; i++) {
                last = FromAddress.login(server, "127.0.1." + (i / 2 + 1), "wrong");
                assertEquals(401, last.status(), "two guesses from each of many addresses");
            }
            assertEquals(String.valueOf(LoginThrottle.FIRST_WAIT.toSeconds()), last.header("Retry-After"),
                    last.toString());
            refused = FromAddress.login(server, "127.0.2.1", PASSWORD);
            assertEquals(429, refused.status(), "the account waits, from an address that never failed: " + refused);
            Thread.sleep(Long.parseLong(refused.header("Retry-After")) * 1000);
            assertEquals(302, FromAddress.login(server, "127.0.2.1", PASSWORD).status(),
                    "the right password works after the wait");
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
