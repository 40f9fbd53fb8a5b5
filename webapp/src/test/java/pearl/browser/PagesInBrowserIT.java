package pearl.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.URLDecoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.openqa.selenium.logging.LogEntry;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import pearl.collector.Conditions;
import pearl.collector.Sample;
import pearl.server.bank.BankFixture;
import pearl.server.bank.Database;
import pearl.testing.Chromium;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * A researcher's visit, in a real Chromium: two phones on MicroEmulator fill a server on MariaDB
 * through the real receiver ({@link SimulatedDevice}s: the path from a real emulated phone is
 * {@code pearl.e2e}'s claim, the pages are this one's); the rankings are in order and agree with
 * the API, the charts draw, a device named with markup shows as text, and the install page offers
 * the JAD. No page logs a script error or breaks the server's Content-Security-Policy.
 * Screenshots go to target/screenshots.
 */
class PagesInBrowserIT {

    private static final String MARKUP_NAME = "<script>alert(1)</script>";
    /** A test case the phones measure, at Phone A's pace. */
    private record Measured(String algorithm, String operation, int keyBits, int bytesPerMs) {
    }

    /** The Palm's ciphers and hashes. */
    private static final List<Measured> MEASURED = List.of(
            new Measured("AES/CBC", "encrypt", 128, 900), new Measured("AES/CBC", "decrypt", 128, 850),
            new Measured("DES/ECB", "encrypt", 64, 400), new Measured("DES/ECB", "decrypt", 64, 410),
            new Measured("Blowfish/ECB", "encrypt", 128, 1300), new Measured("Blowfish/ECB", "decrypt", 128, 1250),
            new Measured("RC4", "encrypt", 128, 2600), new Measured("RC4", "decrypt", 128, 2600),
            new Measured("SHA-256", "digest", 0, 1100), new Measured("MD5", "digest", 0, 3000));
    /** Calls a sample: a sample of 4 KB at Phone A's AES pace spans 73 ms. */
    private static final int CALLS = 16;
    private static final ObjectMapper JSON = new ObjectMapper();

    private static TestDatabase database;
    private static PearlServer server;
    private static ChromeDriver browser;
    private static String coarse;

    @BeforeAll
    static void twoPhonesSyncedToAServer() throws Exception {
        database = TestDatabase.mariaDb();
        server = PearlServer.start(database.url());
        HttpClient http = HttpClient.newHttpClient();
        syncRun(http, "Phone A", 1.0);
        syncRun(http, "Phone B", 1.3);
        server.awaitAnalysis();
        // The receiver refuses markup in names; a name from before that rule, or one the admin
        // gave, must still show as text.
        try (Database opened = Database.open(database.url())) {
            assertTrue(new BankFixture(opened).rename(deviceId("Phone B"), MARKUP_NAME));
        }
        coarse = flagTheFastestBlockCipherCoarse();

        browser = Chromium.start();
    }

    /**
     * A phone on MicroEmulator registers and syncs a run of the ciphers and hashes the PEARL paper's
     * Palm measured, at 1, 2 and 4 KB, three warm samples a size: each algorithm at a pace of its
     * own, {@code slower} times its time on Phone A.
     */
    private static void syncRun(HttpClient http, String name, double slower) throws Exception {
        SimulatedDevice phone = SimulatedDevice.registerOn(http, server.baseUrl(), "MicroEmulator-2.0", name);
        long run = System.currentTimeMillis();
        List<Sample> samples = new ArrayList<>();
        for (Measured measured : MEASURED) {
            for (int size = 1024; size <= 4096; size *= 2) {
                for (int i = 0; i < 3; i++) {
                    int ms = (int) Math.round(size * CALLS * slower / measured.bytesPerMs()) + i;
                    samples.add(new Sample(run, samples.size(), measured.algorithm(), measured.operation(),
                            measured.keyBits(), size, 1, 1, CALLS, ms, false));
                }
            }
        }
        Conditions conditions = SimulatedDevice.conditions("MicroEmulator-2.0");
        conditions.put("timer.resolution", "1");
        var stored = SimulatedDevice.post(http, server.baseUrl() + "/receiver", phone.batch(conditions, run, samples));
        assertEquals(200, stored.statusCode(), stored.body());
    }

    /**
     * Three samples a size leave every result too-few. The results then read as a quiet phone's
     * many samples would leave them (no flag), except Phone A's fastest block cipher at 4 KB, made
     * coarse: the one a summary would otherwise call the highest (the PEARL paper's P800 artifact).
     *
     * @return that block cipher's name
     */
    private static String flagTheFastestBlockCipherCoarse() throws Exception {
        try (Connection connection = database.connect()) {
            try (PreparedStatement clear = connection.prepareStatement("UPDATE results SET flags = ''")) {
                clear.executeUpdate();
            }
            String fastest;
            try (PreparedStatement select = connection.prepareStatement("SELECT r.algorithm FROM results r"
                    + " JOIN devices d ON d.id = r.device_id WHERE d.name = 'Phone A' AND r.operation = 'encrypt'"
                    + " AND r.size_bytes = 4096 AND r.cold = FALSE AND r.algorithm LIKE '%/%'"
                    + " ORDER BY r.throughput DESC LIMIT 1");
                 var row = select.executeQuery()) {
                assertTrue(row.next(), "Phone A encrypted with a block cipher at 4 KB");
                fastest = row.getString(1);
            }
            try (PreparedStatement flag = connection.prepareStatement("UPDATE results r JOIN devices d"
                    + " ON d.id = r.device_id SET r.flags = 'coarse' WHERE d.name = 'Phone A' AND r.algorithm = ?"
                    + " AND r.operation = 'encrypt' AND r.size_bytes = 4096 AND r.cold = FALSE")) {
                flag.setString(1, fastest);
                assertEquals(1, flag.executeUpdate());
            }
            return fastest;
        }
    }

    @AfterAll
    static void close() throws Exception {
        Chromium.quitAndClose(browser, server, database);
    }

    @Test
    void theOverviewListsBothPhonesAndShowsMarkupAsText() throws Exception {
        open("/results", "results");
        List<String> names = browser.findElements(By.cssSelector("#devices tbody td:first-child a")).stream()
                .map(WebElement::getText).toList();
        assertTrue(names.stream().anyMatch(n -> n.startsWith("Phone A · MicroEmulator-2.0 · registered "))
                && names.stream().anyMatch(n -> n.startsWith(MARKUP_NAME + " · ")),
                "both phones, names as typed, with their runtime and registration: " + names);
        assertNoAlert();
        assertFalse(browser.getPageSource().contains(MARKUP_NAME), "the name is escaped in the HTML");
        assertTrue(browser.findElements(By.cssSelector("#algorithms a")).size() >= 8, "every measured algorithm is listed");
    }

    /**
     * The front page answers the site's question: every algorithm's row has a figure for a phone,
     * each the API's modal-time figure at the size the row states, linked to its device's page, in
     * that device's column; the rows of each kind fastest first (the best unflagged figure, as the
     * algorithm page ranks); each algorithm linked to its page; the coarse figure marked and not
     * counted as the fastest.
     */
    @Test
    void theFrontPageShowsEveryPhonesSpeedFastestFirstWithLinks() throws Exception {
        open("/results", "results-speeds");
        Map<String, JsonNode> api = new HashMap<>();
        for (JsonNode r : JSON.readTree(server.get("/api/results?cold=false").body())) {
            api.put(r.get("deviceId").asLong() + " " + r.get("algorithm").asText() + " " + r.get("operation").asText()
                    + " " + r.get("sizeBytes").asInt(), r);
        }
        List<WebElement> tables = browser.findElements(By.cssSelector("#algorithms table"));
        assertTrue(tables.size() >= 2, "block ciphers, stream ciphers and hashes: " + tables.size());
        int figures = 0;
        boolean coarseMarked = false;
        for (WebElement table : tables) {
            boolean perOperation = table.getAttribute("id").endsWith("-per-operation");
            List<WebElement> headings = table.findElements(By.cssSelector("thead th"));
            Double before = null;
            for (WebElement row : table.findElements(By.cssSelector("tbody tr"))) {
                List<WebElement> cells = row.findElements(By.tagName("td"));
                WebElement name = cells.get(0).findElement(By.cssSelector("a.name"));
                String algorithm = name.getText();
                String operation = cells.get(0).findElement(By.cssSelector(".operation")).getText();
                assertEquals(server.baseUrl() + "/algorithm?name=" + algorithm + "&operation=" + operation,
                        URLDecoder.decode(name.getAttribute("href"), StandardCharsets.UTF_8), "the algorithm's page one click away");
                int size = (int) number(row.findElement(By.cssSelector("td.size")).getText());
                Double fastest = null;
                for (int column = 1; column < cells.size(); column++) {
                    WebElement cell = cells.get(column);
                    if (!cell.getAttribute("class").contains("figure") || cell.getText().equals("—")) {
                        continue;
                    }
                    WebElement link = cell.findElement(By.tagName("a"));
                    long device = Long.parseLong(link.getAttribute("href").replaceFirst(".*/device\\?id=", ""));
                    JsonNode result = api.get(device + " " + algorithm + " " + operation + " " + size);
                    assertTrue(result != null, "the API has the figure shown: " + row.getText());
                    assertTrue(headings.get(column).getText().startsWith(result.get("device").asText() + " · "),
                            "in its device's column: " + headings.get(column).getText());
                    double shown = number(link.getText());
                    double expected = perOperation ? result.get("modalMs").asDouble() : result.get("throughput").asDouble();
                    assertEquals(expected, shown, perOperation ? 0.0005 : 0.5, "modal-time figure: " + row.getText());
                    boolean flagged = !cell.findElements(By.cssSelector(".flag")).isEmpty();
                    assertEquals(!result.get("flags").asText().isEmpty(), flagged, "a flagged figure is marked: " + row.getText());
                    coarseMarked |= flagged && algorithm.equals(coarse);
                    if (!flagged && (fastest == null || (perOperation ? shown < fastest : shown > fastest))) {
                        fastest = shown;
                    }
                    figures++;
                }
                assertTrue(fastest != null, "a speed on every row: " + row.getText());
                assertTrue(before == null || (perOperation ? before <= fastest : before >= fastest),
                        "fastest first within " + table.getAttribute("id") + ": " + before + " then " + row.getText());
                before = fastest;
                assertFalse(row.findElement(By.cssSelector("td.status .security")).getAttribute("data-status").isEmpty(),
                        "the status beside the speed: " + row.getText());
            }
        }
        assertTrue(figures >= 2 * 8, "both phones' figures of every algorithm: " + figures);
        assertTrue(coarseMarked, "Phone A's coarse " + coarse + " is marked on the front page");
        assertNoAlert();
    }

    /** A phone's screen (360 px, as ScreensInBrowserIT's) shows the front page's columns of phones in a box that scrolls. */
    @Test
    void theFrontPageFitsAPhonesScreen() throws Exception {
        Chromium.layOutAs(browser, 360, 740, true);
        try {
            open("/results", "results-phone");
            assertEquals(2, browser.findElements(By.cssSelector("#algorithms-block-cipher th.device")).size(),
                    "a column for each phone");
            assertEquals(List.of(), Chromium.overflowing(browser, 360), "nothing reaches past the screen's side");
        } finally {
            Chromium.layOutInTheWindow(browser);
        }
    }

    @Test
    void aDevicePageRanksFastestFirstAsTheApiSays() throws Exception {
        long id = deviceId("Phone A");
        open("/device?id=" + id, "device");
        WebElement blockCiphers = browser.findElement(By.id("ranking-BLOCK_CIPHER"));
        assertTrue(blockCiphers.getText().contains("at 4,096 bytes"), blockCiphers.getText());
        List<WebElement> entries = blockCiphers.findElements(By.cssSelector("ol.order li"));
        List<String> order = new ArrayList<>();
        for (WebElement entry : entries) {
            order.add(entry.getText().split(" ")[0]);
        }
        assertEquals(expectedOrder(id, 4096), order, "unflagged block ciphers fastest first at 4 KB");
        assertFalse(order.contains(coarse), "a coarse result is not ranked: " + order);
        for (WebElement entry : entries) {
            WebElement security = entry.findElement(By.cssSelector(".security"));
            assertEquals(entry.getText().contains("/ECB") || entry.getText().startsWith("DES/") ? "broken" : "recommended",
                    security.getAttribute("data-status"), "each block cipher's status beside it: " + entry.getText());
        }
        String extremes = blockCiphers.findElement(By.cssSelector(".extremes")).getText();
        assertFalse(extremes.contains(coarse), "a coarse result is named neither lowest nor highest: " + extremes);
        assertTrue(extremes.startsWith("Highest") && extremes.contains(order.get(0)), extremes);
        WebElement flagged = blockCiphers.findElement(By.cssSelector("ul.flagged li"));
        assertTrue(flagged.getText().startsWith(coarse + " "), flagged.getText());
        assertTrue(flagged.findElement(By.cssSelector(".flag")).isDisplayed());
        assertEquals("coarse", flagged.findElement(By.cssSelector(".flag")).getText(), "the flag is shown beside it");

        WebElement details = browser.findElement(By.cssSelector("details.algorithm"));
        details.findElement(By.tagName("summary")).click();
        assertChartDrawn(details.findElement(By.tagName("canvas")));
        screenshot("device-open");
    }

    @Test
    void anAlgorithmPageRanksDevicesAndChartsThem() throws Exception {
        open("/algorithm?name=DES/ECB&operation=encrypt", "algorithm");
        List<WebElement> rows = browser.findElements(By.cssSelector("#ranking tbody tr"));
        assertEquals(2, rows.size(), "both phones are listed");
        // a flagged figure is listed after the ranked ones, unranked, with its flag: DES/ECB, when it was Phone A's
        // fastest block cipher at 4 KB, which flagTheFastestBlockCipherCoarse flags
        List<Double> ranked = new ArrayList<>();
        for (WebElement row : rows) {
            if (row.getAttribute("class").contains("flagged")) {
                assertFalse(row.findElement(By.cssSelector(".flag")).getText().isBlank(), "a flagged row says why");
            } else {
                assertTrue(ranked.size() == rows.indexOf(row), "the ranked rows come before the flagged ones");
                ranked.add(number(row.findElements(By.tagName("td")).get(2).getText()));
            }
        }
        for (int i = 1; i < ranked.size(); i++) {
            assertTrue(ranked.get(i) <= ranked.get(i - 1), "rank 1, the fastest, first: " + ranked);
        }
        assertEquals("broken", browser.findElement(By.cssSelector("#security .security")).getAttribute("data-status"),
                "DES's 56-bit key, and ECB, are marked broken beside the ranking");
        assertTrue(rows.get(0).findElements(By.cssSelector(".security")).isEmpty(),
                "one algorithm's status once, not on every device's row");
        assertChartDrawn(browser.findElement(By.cssSelector("canvas[data-chart=devices]")));
    }

    @Test
    void anAlgorithmPageRanksNoFlaggedDevice() throws Exception {
        open("/algorithm?name=" + coarse + "&operation=encrypt", "algorithm-flagged");
        List<WebElement> ranked = browser.findElements(By.cssSelector("#ranking tbody tr:not(.flagged)"));
        assertEquals(1, ranked.size(), "only the unflagged phone is ranked");
        assertEquals("1", ranked.get(0).findElements(By.tagName("td")).get(0).getText());
        assertTrue(ranked.get(0).findElements(By.tagName("td")).get(1).getText().startsWith(MARKUP_NAME + " · "));
        WebElement flagged = browser.findElement(By.cssSelector("#ranking tbody tr.flagged"));
        List<WebElement> cells = flagged.findElements(By.tagName("td"));
        assertEquals("—", cells.get(0).getText(), "no rank for a coarse result");
        assertTrue(cells.get(1).getText().startsWith("Phone A · "), cells.get(1).getText());
        assertEquals("coarse", flagged.findElement(By.cssSelector("td.flags .flag")).getText());
    }

    @Test
    void compareShowsRatiosToTheFirstDevice() throws Exception {
        open("/compare?device=" + deviceId("Phone A") + "&device=" + deviceId(MARKUP_NAME), "compare");
        List<WebElement> rows = browser.findElements(By.cssSelector("#comparison tbody tr"));
        assertFalse(rows.isEmpty());
        for (WebElement row : rows) {
            List<WebElement> cells = row.findElements(By.tagName("td"));
            if (cells.get(3).getText().equals("—") || cells.get(4).getText().equals("—")) {
                continue;
            }
            boolean flagged = cells.get(0).getText().equals(coarse) && cells.get(1).getText().equals("encrypt");
            assertEquals(flagged, !cells.get(3).findElements(By.cssSelector(".flag")).isEmpty(),
                    "only Phone A's coarse value is marked: " + row.getText());
            assertEquals(flagged, !cells.get(5).findElements(By.cssSelector(".flag")).isEmpty(),
                    "a ratio built on a coarse value is marked: " + row.getText());
            double first = number(cells.get(3).getText().replace("coarse", ""));
            double second = number(cells.get(4).getText());
            double ratio = number(cells.get(5).getText().replace("flagged", "").replace("×", ""));
            assertEquals(second / first, ratio, 0.01 + 0.01 * ratio, row.getText());
        }
        assertNoAlert();
    }

    @Test
    void theReferencePageSetsAPhonesRankingBesideThePalmsWithRho() throws Exception {
        long id = deviceId("Phone A");
        open("/reference", "reference");
        new Select(browser.findElement(By.cssSelector("#rank-pick select[name=device]"))).selectByValue(Long.toString(id));
        new Select(browser.findElement(By.cssSelector("#rank-pick select[name=published]"))).selectByValue("Palm M130");
        browser.findElement(By.cssSelector("#rank-pick button")).click();
        new WebDriverWait(browser, Duration.ofSeconds(10)).until(ExpectedConditions.urlContains("published=Palm"));
        screenshot("reference-ranking");
        List<WebElement> kinds = browser.findElements(By.cssSelector("section.rank-comparison"));
        assertEquals(2, kinds.size(), "ciphers and hashes");

        // Phone A's ciphers of the Palm's ranking at 4 KB, slowest first, as the API has them
        List<String> measured = new ArrayList<>();
        kinds.get(0).findElements(By.cssSelector("ol.measured li")).forEach(li -> measured.add(li.getText().split(" ")[0]));
        Map<String, Double> throughput = new HashMap<>();
        for (JsonNode r : JSON.readTree(server.get("/api/results?cold=false").body())) {
            if (r.get("deviceId").asLong() == id && r.get("sizeBytes").asInt() == 4096
                    && List.of("DES/ECB", "Blowfish/ECB", "RC4").contains(r.get("algorithm").asText())) {
                throughput.put(r.get("algorithm").asText(), r.get("throughput").asDouble());
            }
        }
        List<String> expected = new ArrayList<>(throughput.keySet());
        expected.sort((a, b) -> Double.compare(throughput.get(a), throughput.get(b)));
        assertEquals(expected, measured);
        List<String> published = new ArrayList<>();
        kinds.get(0).findElements(By.cssSelector("ol.published-order li")).forEach(li -> published.add(li.findElement(By.cssSelector(".name")).getText()));
        assertEquals("Rijndael/ECB", published.get(0));
        assertEquals("RC4", published.get(published.size() - 1));
        assertEquals(18, published.size(), "the Palm's 18 symmetric algorithms");
        // the Palm: DES/ECB < Blowfish/ECB < RC4; Spearman for three without ties: 1 - 6 Σd² / (3 · 8)
        List<String> palm = List.of("DES/ECB", "Blowfish/ECB", "RC4");
        double squares = 0;
        for (int i = 0; i < 3; i++) {
            squares += Math.pow(i - expected.indexOf(palm.get(i)), 2);
        }
        String heading = kinds.get(0).findElement(By.tagName("h3")).getText();
        assertTrue(heading.contains(String.format("ρ = %.3f", 1 - squares / 4)) && heading.contains("over 3 algorithms"),
                heading);
        // two hashes in common (SHA-256, MD5): no ρ
        assertTrue(kinds.get(1).findElement(By.tagName("h3")).getText().contains("ρ = —"), kinds.get(1).getText());
        assertNoAlert();
    }

    @Test
    void theInstallPageOffersTheFullSuitesJadWithTheVisitsCode() throws Exception {
        open("/install", "install");
        String code = browser.findElement(By.id("code")).getText();
        assertTrue(code.matches("[0-9A-Z]{10}"), code);
        String jad = browser.findElement(By.id("jad-pearl")).getAttribute("href");
        assertEquals(server.baseUrl() + "/install/" + code + "/pearl.jad", jad, "by default the full suite");
        assertFalse(browser.findElements(By.cssSelector(".qr svg path")).isEmpty(), "a QR code is drawn");

        HttpResponse<String> descriptor = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(jad)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals("text/vnd.sun.j2me.app-descriptor", descriptor.headers().firstValue("Content-Type").orElse("").split(";")[0]);
        assertTrue(descriptor.body().contains("PEARL-Server-URL: " + server.baseUrl() + "/receiver\n"), descriptor.body());
        assertTrue(descriptor.body().contains("PEARL-Enrolment: " + code + "\n"), descriptor.body());
        String jarUrl = server.baseUrl() + "/install/" + code + "/pearl.jar";
        assertTrue(descriptor.body().contains("MIDlet-Jar-URL: " + jarUrl + "\n"), descriptor.body());
        HttpResponse<byte[]> jar = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(jarUrl)).build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals("application/java-archive", jar.headers().firstValue("Content-Type").orElse(""));
        assertTrue(descriptor.body().contains("MIDlet-Jar-Size: " + jar.body().length + "\n"), "the JAD's size is the JAR's");
    }

    @Test
    void choosingAJarLimitOnTheInstallPageKeepsTheVisitsCode() throws Exception {
        open("/install", "install");
        WebElement shown = browser.findElement(By.id("code"));
        String code = shown.getText();
        List<WebElement> limits = browser.findElements(By.cssSelector("#limit option"));
        assertTrue(limits.size() > 1, "the suite sets' limits are offered beside the full suite");
        String limit = limits.get(1).getAttribute("value");
        limits.get(1).click();
        browser.findElement(By.cssSelector("form.pick button")).click();
        // the form loads a new page: read it, not the one it replaces
        Chromium.awaitNextPage(browser, shown);
        assertEquals(code, browser.findElement(By.id("code")).getText());
        screenshot("install-limit");
        List<WebElement> suites = browser.findElements(By.cssSelector("a.jad"));
        assertTrue(suites.size() > 1, "a limit below the full suite's size takes several suites");
        for (WebElement suite : suites) {
            assertTrue(suite.getAttribute("href").startsWith(server.baseUrl() + "/install/" + code + "/pearl-"
                    + Integer.parseInt(limit) / 1024 + "k-"), suite.getAttribute("href"));
        }
        assertEquals(suites.size(), browser.findElements(By.cssSelector(".qr svg")).size(), "a QR code each");
        assertEquals(65536, Integer.parseInt(limit), "the smallest limit the build makes comes first");
        boolean anyOver = false;
        for (WebElement row : browser.findElements(By.cssSelector("#suites tbody tr"))) {
            long bytes = Long.parseLong(row.findElement(By.cssSelector("td.number")).getAttribute("data-bytes"));
            boolean over = bytes > Integer.parseInt(limit);
            assertEquals(over, row.getAttribute("class").contains("over"), "marked over the limit or not: " + row.getText());
            assertEquals(over, row.getText().contains("over the limit"), row.getText());
            List<WebElement> needs = row.findElements(By.cssSelector(".needs"));
            assertEquals(over, !needs.isEmpty(), "a suite over the limit says what a phone must take: " + row.getText());
            if (over) {
                // Over 64 KB: only an EC suite, which the build holds to 96 KB instead
                assertEquals("98304", needs.get(0).getAttribute("data-needs"), row.getText());
                assertTrue(bytes <= 98304, row.getText());
                assertEquals("needs a phone taking 96 KB", needs.get(0).getText(), row.getText());
                String measures = row.findElements(By.tagName("td")).get(2).getText();
                for (String algorithm : measures.substring(measures.indexOf(": ") + 2).split(", ")) {
                    assertTrue(algorithm.startsWith("EC"), "an elliptic-curve suite: " + measures);
                }
            }
            anyOver |= over;
        }
        assertTrue(anyOver, "the 64 KB set's EC suites are larger than 64 KB");
        assertEquals("96 KB", browser.findElement(By.id("needs")).getText(), "the page says the EC suites need 96 KB");
        assertEquals(anyOver, !browser.findElements(By.id("over-limit")).isEmpty(), "the page says why, where a suite is over");
    }

    @Test
    void theOtherPagesLoadWithoutErrors() throws Exception {
        open("/reference", "reference");
        open("/handshake?device=" + deviceId("Phone A"), "handshake");
        open("/admin", "admin-login");
        assertTrue(browser.getPageSource().contains("have failed, the next login must wait"),
                "the login page says logins are throttled");
    }

    /** The server's policy is in force in the browser, and a violation shows in the log every test checks. */
    @Test
    void theBrowserRefusesAnInlineScriptAndLogsIt() throws Exception {
        open("/results", "results");
        Object ran = ((JavascriptExecutor) browser).executeScript(
                "var inline = document.createElement('script'); inline.textContent = 'window.pearlInlineRan = true;';"
                        + "document.body.appendChild(inline); return window.pearlInlineRan === true;");
        assertEquals(false, ran, "an inline script does not run");
        assertFalse(policyViolationsAndErrors().isEmpty(), "the refusal is in the browser's log");
    }

    @Test
    void pagesAreReadableWithoutJavaScript() throws Exception {
        HttpResponse<String> page = server.get("/device?id=" + deviceId("Phone A"));
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("<ol class=\"order\">") && page.body().contains("<table class=\"series\">"),
                "rankings and tables are in the HTML itself");
    }

    /** The block ciphers' unflagged encryption at {@code size}, fastest first, from the JSON API. */
    private static List<String> expectedOrder(long device, int size) throws Exception {
        JsonNode results = JSON.readTree(server.get("/api/results?device=" + device + "&operation=encrypt&cold=false&size="
                + size).body());
        List<JsonNode> blockCiphers = new ArrayList<>();
        results.forEach(r -> {
            if (r.get("algorithm").asText().contains("/")) {
                blockCiphers.add(r);
            }
        });
        blockCiphers.removeIf(r -> !r.get("flags").asText().isEmpty());
        blockCiphers.sort((a, b) -> Double.compare(b.get("throughput").asDouble(), a.get("throughput").asDouble()));
        return blockCiphers.stream().map(r -> r.get("algorithm").asText()).toList();
    }

    private static long deviceId(String name) throws Exception {
        Map<String, Long> ids = new HashMap<>();
        JSON.readTree(server.get("/api/results").body()).forEach(r -> ids.put(r.get("device").asText(), r.get("deviceId").asLong()));
        assertTrue(ids.containsKey(name), "device " + name + " has results: " + ids);
        return ids.get(name);
    }

    private static void open(String path, String screenshot) throws Exception {
        browser.get(server.baseUrl() + path);
        assertEquals("complete", ((JavascriptExecutor) browser).executeScript("return document.readyState"));
        screenshot(screenshot);
    }

    private static void screenshot(String name) throws Exception {
        Chromium.screenshot(browser, name);
    }

    private static void assertChartDrawn(WebElement canvas) {
        long painted = Chromium.paintedPixels(browser, canvas);
        assertTrue(painted > 1000, "the chart drew on its canvas: " + painted + " pixels");
    }

    private static void assertNoAlert() {
        Chromium.assertNoAlert(browser);
    }

    /**
     * Every page a test opened ran without a script error and without breaking the server's
     * Content-Security-Policy (an inline script, handler or style it refused: Chromium logs each).
     */
    @AfterEach
    void noErrorsOrPolicyViolationsInTheBrowser() {
        assertEquals(List.of(), policyViolationsAndErrors().stream().map(LogEntry::toString).toList(),
                "no script errors, no Content-Security-Policy violations");
    }

    /** What the browser logged since the last call. */
    private static List<LogEntry> policyViolationsAndErrors() {
        return Chromium.policyViolationsAndErrors(browser);
    }

    private static double number(String text) {
        return Double.parseDouble(text.replace(",", "").trim());
    }
}
