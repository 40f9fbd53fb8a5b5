package pearl.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

import pearl.collector.Sample;
import pearl.testing.Chromium;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * The admin's visit, in a real Chromium on MariaDB: log in through the form, rename a device to a
 * name made of markup (shown as text, never run), merge one device into the other, delete a run,
 * re-analyze and log out; each form's answer is the admin page saying what was done, and no page
 * logs a script error or breaks the server's Content-Security-Policy. Screenshots go to
 * target/screenshots.
 */
class AdminInBrowserIT {

    private static final String PASSWORD = "admin-browser-secret";
    private static final String MARKUP_NAME = "<script>alert(1)</script>";

    @Test
    void anAdminRenamesMergesDeletesAndLogsOut() throws Exception {
        System.setProperty("pearl.admin.password", PASSWORD);
        ChromeDriver browser = null;
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            HttpClient http = HttpClient.newHttpClient();
            sync(http, server, "Phone A", 1_700_000_000_000L);
            sync(http, server, "Phone B", 1_700_000_100_000L);
            server.awaitAnalysis();
            browser = Chromium.start();

            browser.get(server.baseUrl() + "/admin");
            assertTrue(browser.findElement(By.tagName("main")).getText().contains("the next login must wait"),
                    "the login page says logins are throttled");
            submit(browser, "form[action$='/admin/login']", Map.of("password", "wrong"));
            assertEquals("wrong password", browser.findElement(By.id("problem")).getText().trim(),
                    "the refusal is the site's error page");
            assertEquals(server.baseUrl() + "/admin", browser.findElement(By.cssSelector("#way-back a")).getAttribute("href"),
                    "which leads back to the login");
            for (var logged : Chromium.policyViolationsAndErrors(browser)) {
                assertTrue(logged.getMessage().contains("status of 401") || logged.getMessage().contains("/favicon.ico"),
                        "only the refused login is logged: " + logged);
            }
            browser.get(server.baseUrl() + "/admin");
            submit(browser, "form[action$='/admin/login']", Map.of("password", PASSWORD));
            Chromium.screenshot(browser, "admin");
            List<List<String>> devices = devices(browser);
            assertEquals(List.of("Phone A", "Phone B"), devices.stream().map(row -> row.get(2)).sorted().toList(), "" + devices);
            String phoneA = row(devices, "Phone A").get(0);
            String phoneB = row(devices, "Phone B").get(0);

            submit(browser, "#rename", Map.of("device", phoneA, "name", MARKUP_NAME));
            assertEquals("renamed", done(browser));
            assertEquals(MARKUP_NAME, row(devices(browser), phoneA, 0).get(2), "the name shows as typed");
            Chromium.assertNoAlert(browser);
            assertFalse(browser.getPageSource().contains(MARKUP_NAME), "the name is escaped in the HTML");
            Chromium.screenshot(browser, "admin-renamed");

            submit(browser, "#merge", Map.of("from", phoneA, "into", phoneB));
            assertTrue(done(browser).matches("merged; \\d+ results re-analyzed"), done(browser));
            devices = devices(browser);
            assertEquals(1, devices.size(), "the merged device is gone: " + devices);
            assertEquals(List.of(phoneB, "Phone B", "2"), List.of(devices.get(0).get(0), devices.get(0).get(2),
                    devices.get(0).get(4)), "its runs moved: " + devices);

            submit(browser, "#delete-run", Map.of("device", phoneB, "run", "1700000000000"));
            assertTrue(done(browser).matches("run deleted; \\d+ results re-analyzed"), done(browser));
            assertEquals("1", devices(browser).get(0).get(4), "one run left");
            submit(browser, "#delete-run", Map.of("device", phoneB, "run", "1700000000000"));
            assertEquals("no such run", done(browser));

            submit(browser, "#analyze", Map.of());
            assertTrue(done(browser).matches("\\d+ results re-analyzed"), done(browser));
            submit(browser, "#logout", Map.of());
            assertTrue(browser.findElements(By.cssSelector("#devices")).isEmpty(), "logged out: the login page");
            assertFalse(browser.findElements(By.cssSelector("form[action$='/admin/login']")).isEmpty());

            assertEquals(List.of(), Chromium.policyViolationsAndErrors(browser).stream().map(Object::toString).toList(),
                    "no script errors, no Content-Security-Policy violations");
        } finally {
            if (browser != null) {
                browser.quit();
            }
            System.clearProperty("pearl.admin.password");
        }
    }

    /** One run of one encryption sample from a newly registered phone. */
    private static void sync(HttpClient http, PearlServer server, String name, long run) throws Exception {
        SimulatedDevice phone = SimulatedDevice.register(http, server.baseUrl(), name);
        var answer = SimulatedDevice.post(http, server.baseUrl() + "/receiver", phone.batch(SimulatedDevice.conditions("P/1"),
                run, List.of(new Sample(run, 0, "AES/ECB", "encrypt", 128, 1024, 1, 0, 32, 300, false))));
        assertEquals(200, answer.statusCode(), answer.body());
    }

    /** Fills the form's fields, submits it and waits for the page it loads. */
    private static void submit(ChromeDriver browser, String form, Map<String, String> fields) {
        WebElement element = browser.findElement(By.cssSelector(form));
        fields.forEach((name, value) -> {
            WebElement input = element.findElement(By.name(name));
            input.clear();
            input.sendKeys(value);
        });
        element.findElement(By.tagName("button")).click();
        Chromium.awaitNextPage(browser, element);
    }

    /** The admin page's device table, each row's cells as shown: id, device key, name, VM, runs, model. */
    private static List<List<String>> devices(ChromeDriver browser) {
        List<List<String>> rows = new ArrayList<>();
        for (WebElement row : browser.findElements(By.cssSelector("#devices tbody tr"))) {
            rows.add(row.findElements(By.tagName("td")).stream().map(WebElement::getText).toList());
        }
        return rows;
    }

    private static List<String> row(List<List<String>> devices, String name) {
        return row(devices, name, 2);
    }

    private static List<String> row(List<List<String>> devices, String value, int column) {
        return devices.stream().filter(r -> r.get(column).equals(value)).findFirst()
                .orElseThrow(() -> new AssertionError(value + " not in " + devices));
    }

    private static String done(ChromeDriver browser) {
        return browser.findElement(By.cssSelector("p.done")).getText();
    }
}
