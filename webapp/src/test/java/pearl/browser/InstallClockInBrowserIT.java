package pearl.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;

import pearl.collector.Sample;
import pearl.testing.Chromium;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * The phone's user gives its CPU clock on /install, in a real Chromium, on a server on MariaDB: a
 * bad value is refused with a sentence and changes nothing; a phone registering with the code of
 * the JAD the page served (over HTTP, as the MIDlet does) becomes a device of that clock, whose
 * page shows the clock and cycles per byte.
 */
class InstallClockInBrowserIT {

    private static final long RUN = 1700000000000L;
    private static final Pattern ENROLMENT = Pattern.compile("\nPEARL-Enrolment: ([0-9A-Z]+)\n");

    @Test
    void aClockTypedOnTheInstallPageIsTheRegisteredPhonesClock() throws Exception {
        ChromeDriver browser = null;
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            browser = Chromium.start();
            HttpClient http = HttpClient.newHttpClient();
            browser.get(server.baseUrl() + "/install");
            WebElement shown = browser.findElement(By.id("code"));
            String code = shown.getText();
            browser.findElement(By.id("clock")).sendKeys("200");
            browser.findElement(By.cssSelector("#clock-form button")).click();
            // the form loads a new page: read it, not the one it replaces
            Chromium.awaitNextPage(browser, shown);
            Chromium.screenshot(browser, "install-clock");
            assertEquals(code, browser.findElement(By.id("code")).getText(), "the visit keeps its code");
            assertEquals("200", browser.findElement(By.id("clock")).getAttribute("value"));
            assertTrue(browser.findElement(By.id("clock-saved")).getText().contains("CPU clock of 200 MHz"),
                    browser.findElement(By.id("clock-saved")).getText());

            for (String bad : List.of("fast", "0", "200.5", "100001", "99999999999")) {
                HttpResponse<String> refused = postClock(http, server, code, bad);
                assertEquals(400, refused.statusCode(), bad + ": " + refused.body());
                assertTrue(refused.body().matches("(?s).*<p id=\"problem\" class=\"problem\">\\s*(the CPU clock is|a clock is) [^<]*MHz.*"),
                        "the site's error page says what a clock must be: " + refused.body());
            }

            String jad = browser.findElement(By.id("jad-pearl")).getAttribute("href");
            String descriptor = http.send(HttpRequest.newBuilder(URI.create(jad)).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            Matcher enrolment = ENROLMENT.matcher(descriptor);
            assertTrue(enrolment.find(), descriptor);
            SimulatedDevice phone = SimulatedDevice.register(http, server.baseUrl(), "Clocked phone", enrolment.group(1));
            List<Sample> samples = new ArrayList<>();
            samples.add(new Sample(RUN, 0, "AES/ECB", "encrypt", 128, 1024, 1, 0, 1, 10, true));
            for (int seq = 1; seq <= 12; seq++) {
                // 32 calls on 1 KB in 500 ms: 65,536 bytes/s
                samples.add(new Sample(RUN, seq, "AES/ECB", "encrypt", 128, 1024, 64, 10, 32, 500, false));
            }
            HttpResponse<String> stored = SimulatedDevice.post(http, server.baseUrl() + "/receiver",
                    phone.batch(SimulatedDevice.conditions("TestPhone/1.0"), RUN, samples));
            assertEquals("OK\t13\t0", stored.body().trim());
            server.awaitAnalysis();

            String results = server.get("/api/results?algorithm=AES/ECB").body();
            Matcher device = Pattern.compile("\"deviceId\"\\s*:\\s*(\\d+)").matcher(results);
            assertTrue(device.find(), results);
            browser.get(server.baseUrl() + "/device?id=" + device.group(1));
            Chromium.screenshot(browser, "device-clock");
            assertTrue(browser.findElement(By.id("clock")).getText().startsWith("CPU clock 200 MHz"),
                    browser.findElement(By.id("clock")).getText());
            browser.findElement(By.cssSelector("details.algorithm summary")).click();
            // 200 MHz / 65,536 bytes/s
            assertEquals("3,051.8", browser.findElement(By.cssSelector("table.series td.cpb")).getText());
            assertEquals(List.of(), Chromium.policyViolationsAndErrors(browser).stream().map(LogEntry::toString).toList(),
                    "no script errors, no Content-Security-Policy violations");
        } finally {
            if (browser != null) {
                browser.quit();
            }
        }
    }

    /** The clock form as a browser posts it. */
    private static HttpResponse<String> postClock(HttpClient http, PearlServer server, String code, String clock)
            throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(server.baseUrl() + "/install"))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .POST(HttpRequest.BodyPublishers.ofString("code=" + code + "&clock=" + clock)).build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
