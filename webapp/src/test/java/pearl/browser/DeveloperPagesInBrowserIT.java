package pearl.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

import pearl.server.bank.BankFixture;
import pearl.server.bank.BankFixture.Phone;
import pearl.server.bank.Database;
import pearl.server.model.Unit;
import pearl.testing.Chromium;
import pearl.testing.PearlServer;
import pearl.testing.TestDatabase;

/**
 * A developer new to PEARL, in a real Chromium at a phone's window (360×740) and a laptop's
 * (1280×800), on a server over MariaDB holding two runs of the emulator that both call themselves
 * MicroEmulator-2.0 and one Nokia 6230 at 104 MHz, with known lines (ms = a · size + b over 1 to 4 KB).
 * The pages answer completely, tell the devices apart, mark the emulators, rank fastest first, sort
 * their tables, group the algorithms by kind with their security and say why a figure is missing.
 */
class DeveloperPagesInBrowserIT {

    private static TestDatabase database;
    private static PearlServer server;
    private static ChromeDriver browser;
    private static long first;
    private static long second;
    private static long nokia;

    @BeforeAll
    static void twoEmulatorsAndAPhone() throws Exception {
        database = TestDatabase.mariaDb();
        server = PearlServer.start(database.url());
        try (Database opened = Database.open(database.url())) {
            BankFixture bank = new BankFixture(opened);
            // the emulators' VM: MicroEmulator-2.0 (CLDC-1.0, MIDP-2.0), their model MicroEmulator
            Phone emulator1 = device(bank, "MicroEmulator-2.0", "MicroEmulator-2.0", "CLDC-1.0", null);
            Phone emulator2 = device(bank, "MicroEmulator-2.0", "MicroEmulator-2.0", "CLDC-1.0", null);
            // the phone's: Nokia6230/2.0 (CLDC-1.1, MIDP-2.0), its model Nokia 6230
            Phone phone = device(bank, "Nokia 6230", "Nokia6230/2.0", "CLDC-1.1", 104);
            first = emulator1.id();
            second = emulator2.id();
            nokia = phone.id();
            // AES is the fastest strong cipher on the first emulator and the phone, Serpent on the second
            lines(bank, emulator1, 1, 0.010, 0.011);
            lines(bank, emulator2, 1.2, 0.012, 0.011);
            lines(bank, phone, 20, 0.2, 0.3);
            // The handshake's operations, on the first emulator only
            perOperation(bank, emulator1, "ECDSA/P-256", "verify", 30);
            perOperation(bank, emulator1, "ECDSA/P-256", "keygen", 20);
            perOperation(bank, emulator1, "ECDH/P-256", "agree", 25);
            perOperation(bank, emulator1, "EC/P-256", "key-expansion", 10);
            perOperation(bank, emulator1, "RSA-1024/e3", "verify", 0.02);
            bank.result(emulator1, "RSA-1024/e3", "encrypt", 1024, 128, false, Unit.BYTES, 0.03);
        }
        browser = Chromium.start();
    }

    @AfterAll
    static void close() throws Exception {
        Chromium.quitAndClose(browser, server, database);
    }

    @ParameterizedTest(name = "at {0}")
    @ValueSource(strings = {"360x740", "1280x800"})
    void chooseShowsTheFasterExcludedHashesWithWhyNotAndEveryChoiceBehindOneClick(String window) throws Exception {
        open(window, "/choose?task=hash&size=1024&strength=112&limit=2&device=" + first, "choose-hash");
        List<String> excluded = texts("#excluded-" + first + " tbody td.algorithms");
        assertTrue(excluded.containsAll(List.of("MD4", "MD5", "SHA-1")), "faster than SHA-224, excluded: " + excluded);
        for (WebElement row : browser.findElements(By.cssSelector("#excluded-" + first + " tbody tr"))) {
            String algorithm = row.findElement(By.cssSelector("td.algorithms")).getText();
            String why = row.findElement(By.cssSelector("td.reason")).getText();
            assertTrue(why.startsWith(algorithm + ": broken"), "why " + algorithm + " is excluded: " + why);
        }
        assertEquals("yes", browser.findElement(By.cssSelector("#choices-" + first + " tbody td.qualifies")).getText(),
                "the answer starts with a qualifying hash");

        WebElement all = browser.findElement(By.id("all-" + first));
        all.findElement(By.tagName("summary")).click();
        List<WebElement> every = all.findElements(By.cssSelector("tbody tr"));
        assertTrue(every.get(every.size() - 1).isDisplayed(), "every choice shows once opened");
        assertEquals(new HashSet<>(List.of("MD4", "MD5", "SHA-1", "SHA-224", "SHA-256")),
                new HashSet<>(texts("#all-choices-" + first + " tbody td.algorithms")), "every hash measured, none left to the CSV");

        open(window, "/choose?task=hash&size=1024&strength=512&device=" + first, "choose-none-qualifies");
        assertEquals(List.of("no", "no", "no", "no", "no"), texts("#choices-" + first + " tbody td.qualifies"),
                "no hash reaches 512 bits: the answer is the excluded ones, fastest first, each with why not");
        assertTrue(browser.findElements(By.id("excluded-" + first)).isEmpty(), "and not a second time");
    }

    @ParameterizedTest(name = "at {0}")
    @ValueSource(strings = {"360x740", "1280x800"})
    void aSessionOffersTheEccHandshakeTheHandshakePageTotals(String window) throws Exception {
        open(window, "/handshake?device=" + first, "handshake");
        String ecc = browser.findElement(By.xpath("//h3[contains(., 'ECC P-256 server-authenticated')]")).getText();
        assertTrue(ecc.endsWith("95 ms"), "two key expansions of 10, a verification of 30, a key of 20, an agreement of 25: " + ecc);
        String rsa = browser.findElement(By.xpath("//h3[contains(., 'RSA-1024/e3 server-authenticated')]")).getText();
        assertTrue(rsa.endsWith("0.05 ms"), "0.02 + 0.03 ms does not round to 0: " + rsa);
        assertFalse(browser.findElements(By.cssSelector("section.handshake .security[data-status=recommended]")).isEmpty(),
                "the P-256 operations carry their status");

        open(window, "/choose?task=session&size=1024&strength=112&device=" + first, "choose-session");
        boolean eccQualifies = false;
        for (WebElement row : browser.findElements(By.cssSelector("#all-choices-" + first + " tbody tr, #choices-" + first + " tbody tr"))) {
            eccQualifies |= row.findElement(By.cssSelector("td.algorithms")).getAttribute("textContent")
                    .startsWith("ECC P-256 server-authenticated handshake:")
                    && row.findElement(By.cssSelector("td.qualifies")).getAttribute("textContent").equals("yes");
        }
        assertTrue(eccQualifies, "the ECC P-256 session qualifies at 112 bits");
        assertFalse(browser.findElement(By.cssSelector("#answer-" + first + " h2")).getText().contains("· 0 of"),
                browser.findElement(By.cssSelector("#answer-" + first + " h2")).getText());
    }

    @ParameterizedTest(name = "at {0}")
    @ValueSource(strings = {"360x740", "1280x800"})
    void aPredictionFarBeyondTheMeasuredSizesSaysHowFar(String window) throws Exception {
        open(window, "/choose?task=encrypt&size=409600&strength=128&device=" + first, "choose-extrapolated");
        String predicted = browser.findElement(By.cssSelector("#choices-" + first + " tbody td.predicted")).getText();
        assertTrue(predicted.contains("extrapolated 100× beyond the largest size measured (4 KB)"), predicted);
        String clock = browser.findElement(By.cssSelector("#choices-" + first + " tbody td.cpb")).getText();
        assertEquals("clock unknown", clock, "the emulator's clock is unknown: the page says so");
        WebElement note = browser.findElement(By.id("clock-unknown"));
        assertEquals(List.of(server.baseUrl() + "/install", server.baseUrl() + "/admin"),
                note.findElements(By.tagName("a")).stream().map(a -> a.getAttribute("href")).toList());
    }

    @ParameterizedTest(name = "at {0}")
    @ValueSource(strings = {"360x740", "1280x800"})
    void severalDevicesGetOneSummaryOfWhatQualifiesOnAll(String window) throws Exception {
        open(window, "/choose?task=encrypt&size=4096&strength=128", "choose-across");
        List<WebElement> rows = browser.findElements(By.cssSelector("#across tbody tr"));
        // AES/CBC: 41.96, 50.15 and 820.2 ms; Serpent/CBC 46.06 ms on the second emulator: 1.09 times it
        assertEquals("AES/CBC", rows.get(0).findElement(By.cssSelector("td.algorithms")).getText());
        assertEquals("near-fastest", rows.get(0).findElement(By.cssSelector("td.verdict")).getText());
        assertEquals("Serpent/CBC", rows.get(1).findElement(By.cssSelector("td.algorithms")).getText());
        assertEquals("slower", rows.get(1).findElement(By.cssSelector("td.verdict")).getText(), "1.5 times AES on the phone");
        assertTrue(rows.get(1).getText().contains("Nokia 6230"), rows.get(1).getText());
    }

    @ParameterizedTest(name = "at {0}")
    @ValueSource(strings = {"360x740", "1280x800"})
    void anUnknownDeviceIsA404NamingIt(String window) throws Exception {
        var answer = server.get("/choose?task=encrypt&size=1024&device=999999");
        assertEquals(404, answer.statusCode());
        assertTrue(answer.body().contains("No device 999999"), answer.body());
        open(window, "/choose?task=encrypt&size=1024&device=999999", "choose-unknown");
        assertTrue(browser.findElement(By.tagName("body")).getText().contains("No device 999999"));
    }

    @ParameterizedTest(name = "at {0}")
    @ValueSource(strings = {"360x740", "1280x800"})
    void everyPageTellsTheTwoEmulatorsApart(String window) throws Exception {
        open(window, "/results", "results-labels");
        List<String> devices = texts("#devices tbody td:first-child a");
        assertEquals(3, new HashSet<>(devices).size(), "three labels for three devices: " + devices);
        assertTrue(devices.contains("MicroEmulator-2.0 · registered " + today() + " · #" + first), devices.toString());
        assertTrue(devices.contains("MicroEmulator-2.0 · registered " + today() + " · #" + second), devices.toString());
        assertEquals(2, browser.findElements(By.cssSelector("#devices .badge.emulator")).size(), "the emulators are marked");

        open(window, "/compare", "compare-form");
        assertEquals(3, new HashSet<>(texts("form.pick label")).size(), "the checkboxes read apart");
        open(window, "/choose", "choose-form");
        assertEquals(3, new HashSet<>(texts("#choose-form label:has(input[name=device])")).size());

        open(window, "/compare?device=" + first + "&device=" + second, "compare-emulators");
        List<String> headers = texts("#comparison thead th.number:not(.cpb)");
        assertEquals(List.of("Input (bytes)", "MicroEmulator-2.0 · registered " + today() + " · #" + first,
                "MicroEmulator-2.0 · registered " + today() + " · #" + second,
                "ratio MicroEmulator-2.0 · registered " + today() + " · #" + second), headers);

        open(window, "/algorithm?name=AES/CBC&operation=encrypt", "algorithm-labels");
        @SuppressWarnings("unchecked")
        List<String> legend = (List<String>) ((JavascriptExecutor) browser).executeScript(
                "return Chart.getChart(document.querySelector('canvas[data-chart=devices]')).data.datasets.map(d => d.label);");
        assertEquals(3, new HashSet<>(legend).size(), "the chart's legend reads apart: " + legend);
        for (WebElement row : browser.findElements(By.cssSelector("#ranking tbody tr"))) {
            assertEquals(!row.getText().contains("Nokia 6230"), !row.findElements(By.cssSelector(".badge.emulator")).isEmpty(),
                    "an emulator's figures are marked, the phone's not: " + row.getText());
        }

        open(window, "/reference", "reference-labels");
        assertEquals(3, new HashSet<>(texts("#rank-pick select[name=device] option")).size(), "the devices to rank read apart");
        open(window, "/reference?device=" + first + "&published=Palm%20M130", "reference-emulator");
        assertTrue(browser.findElement(By.cssSelector(".rank-comparison h4")).getText()
                .startsWith("MicroEmulator-2.0 · registered " + today() + " · #" + first), "the device by its label");
        assertFalse(browser.findElements(By.cssSelector(".rank-comparison h4 .badge.emulator")).isEmpty(),
                "beside the Palm's published order, the emulator's is marked");
        assertTrue(browser.findElement(By.id("emulated")).getText().contains("not a phone's"));
        open(window, "/handshake?device=" + first, "handshake-emulator");
        assertTrue(browser.findElement(By.id("emulated")).getText().contains("do not compare with the study's totals"));
        open(window, "/handshake?device=" + nokia, "handshake-phone");
        assertTrue(browser.findElements(By.id("emulated")).isEmpty(), "a phone's handshakes carry no emulator note");

        open(window, "/device?id=" + first, "device-emulator");
        assertTrue(browser.findElement(By.id("emulated")).getText().contains("not on a phone"));
        open(window, "/device?id=" + nokia, "device-phone");
        assertTrue(browser.findElements(By.id("emulated")).isEmpty(), "a phone's page carries no emulator note");
    }

    @ParameterizedTest(name = "at {0}")
    @ValueSource(strings = {"360x740", "1280x800"})
    void rankingsPutTheFastestFirstAndTablesSortByTheirColumns(String window) throws Exception {
        open(window, "/device?id=" + nokia, "device-ranking");
        WebElement blockCiphers = browser.findElement(By.id("ranking-BLOCK_CIPHER"));
        List<String> order = new ArrayList<>();
        for (String entry : texts("#ranking-BLOCK_CIPHER ol.order li")) {
            order.add(entry.split(" ")[0]);
        }
        // at 4 KB on the phone: DES/ECB 0.05, AES/CBC 0.2, Serpent/CBC 0.3 ms per byte
        assertEquals(List.of("DES/ECB", "AES/CBC", "Serpent/CBC"), order, "fastest first");
        assertTrue(blockCiphers.findElement(By.cssSelector(".extremes")).getText().startsWith("Highest"));

        open(window, "/algorithm?name=AES/CBC&operation=encrypt", "algorithm-ranking");
        List<String> ranks = texts("#ranking tbody td.rank");
        assertEquals(List.of("1", "2", "3"), ranks, "rank 1 on top");
        assertTrue(texts("#ranking tbody tr").get(0).startsWith("1 MicroEmulator-2.0") && texts("#ranking tbody tr").get(0).contains("#" + first),
                "the first emulator is the fastest: " + texts("#ranking tbody tr"));
        // the phone has a clock, the emulators not: their cycles per byte say why they are blank
        for (WebElement row : browser.findElements(By.cssSelector("#ranking tbody tr"))) {
            String cycles = row.findElement(By.cssSelector("td.cpb")).getText();
            if (row.getText().contains("Nokia 6230")) {
                assertTrue(cycles.matches("[0-9,.]+"), "104 MHz over the phone's throughput: " + cycles);
            } else {
                assertEquals("clock unknown", cycles, row.getText());
                assertEquals(server.baseUrl() + "/algorithm?name=AES/CBC&operation=encrypt#clock-unknown",
                        row.findElement(By.cssSelector("td.cpb a")).getAttribute("href"), "it links to why");
            }
        }
        assertEquals(List.of(server.baseUrl() + "/install", server.baseUrl() + "/admin"), browser.findElements(
                By.cssSelector("#clock-unknown a")).stream().map(a -> a.getAttribute("href")).toList(),
                "where to give the clock");

        WebElement throughput = browser.findElements(By.cssSelector("#ranking thead th")).get(2);
        throughput.findElement(By.cssSelector("button.sort")).click();
        assertEquals(List.of("3", "2", "1"), texts("#ranking tbody td.rank"), "ascending throughput: the slowest first");
        throughput.findElement(By.cssSelector("button.sort")).click();
        assertEquals(List.of("1", "2", "3"), texts("#ranking tbody td.rank"), "a second click: the fastest first again");
    }

    @ParameterizedTest(name = "at {0}")
    @ValueSource(strings = {"360x740", "1280x800"})
    void everyTableOfFiguresSortsByItsColumns(String window) throws Exception {
        for (String path : List.of("/results", "/algorithm?name=AES/CBC&operation=encrypt",
                "/compare?device=" + first + "&device=" + nokia, "/model?name=Nokia%206230",
                "/choose?task=hash&size=1024", "/reference")) {
            open(window, path, "sorted");
            ((JavascriptExecutor) browser).executeScript("document.querySelectorAll('details').forEach(d => d.open = true);");
            List<WebElement> tables = browser.findElements(By.cssSelector("main table"));
            assertFalse(tables.isEmpty(), path);
            int sorted = 0;
            for (WebElement table : tables) {
                assertTrue(String.valueOf(table.getAttribute("class")).contains("sortable"), path + ": a table of figures sorts: "
                        + table.getAttribute("id"));
                sorted += sortsByAColumnOfFigures(path, table) ? 1 : 0;
            }
            assertTrue(sorted > 0, path + ": a table with figures to sort was sorted");
        }
    }

    /**
     * Clicks the heading of the table's first column of figures that holds two different ones, and
     * checks the rows come in its ascending order, blanks last; false when no column has two figures.
     */
    private static boolean sortsByAColumnOfFigures(String path, WebElement table) {
        List<WebElement> headings = table.findElements(By.cssSelector("thead th"));
        for (int column = 0; column < headings.size(); column++) {
            if (!String.valueOf(headings.get(column).getAttribute("class")).contains("number")
                    || figures(table, column).stream().filter(f -> f != null).distinct().count() < 2) {
                continue;
            }
            headings.get(column).findElement(By.cssSelector("button.sort")).click();
            List<Double> after = figures(table, column);
            List<Double> expected = new ArrayList<>(after);
            expected.sort(java.util.Comparator.nullsLast(java.util.Comparator.naturalOrder()));
            assertEquals(expected, after, path + ": " + table.getAttribute("id") + " by "
                    + headings.get(column).getText() + ", ascending");
            return true;
        }
        return false;
    }

    /** A column's figures as the sorting reads them (a cell's data-sort, else its text), null where blank. */
    @SuppressWarnings("unchecked")
    private static List<Double> figures(WebElement table, int column) {
        return ((List<Object>) ((JavascriptExecutor) browser).executeScript("return Array.from(arguments[0].tBodies[0].rows)"
                + ".map(r => r.cells[arguments[1]]).map(c => c ? (c.hasAttribute('data-sort') ? c.getAttribute('data-sort')"
                + " : c.textContent.trim()) : '').map(t => /^[-+]?[0-9][0-9,]*(\\.[0-9]+)?/.exec(t))"
                + ".map(m => m ? parseFloat(m[0].replace(/,/g, '')) : null);", table, column)).stream()
                .map(f -> f == null ? null : ((Number) f).doubleValue()).toList();
    }

    @ParameterizedTest(name = "at {0}")
    @ValueSource(strings = {"360x740", "1280x800"})
    void algorithmsAreGroupedByKindWithTheirSecurity(String window) throws Exception {
        open(window, "/results", "results-kinds");
        List<String> kinds = texts("#algorithms h3");
        assertTrue(kinds.get(0).startsWith("Block ciphers in a mode") && kinds.indexOf(kinds.stream()
                .filter(k -> k.startsWith("Hashes")).findFirst().orElseThrow()) > 0, kinds.toString());
        assertTrue(texts("#algorithms-block-cipher tbody td:first-child a").containsAll(List.of("AES/CBC", "DES/ECB")));
        assertTrue(texts("#algorithms-hash tbody td:first-child a").containsAll(List.of("MD4", "MD5", "SHA-1", "SHA-256")));
        WebElement md5 = browser.findElement(By.xpath("//table[@id='algorithms-hash']//tr[td/a = 'MD5']"));
        assertEquals("broken", md5.findElement(By.cssSelector(".security")).getAttribute("data-status"));
        WebElement aes = browser.findElement(By.xpath("//table[@id='algorithms-block-cipher']//tr[td/a = 'AES/CBC']"));
        assertEquals("recommended", aes.findElement(By.cssSelector(".security")).getAttribute("data-status"));

        open(window, "/model?name=Nokia%206230", "model-security");
        WebElement sha = browser.findElement(By.xpath("//table[@id='model-figures']//tr[td[1] = 'SHA-256']"));
        assertEquals("", sha.findElement(By.cssSelector("td.key-bits")).getText(), "a hash has no key: no 0 bits");
        assertEquals("recommended", sha.findElement(By.cssSelector(".security")).getAttribute("data-status"));

        open(window, "/reference", "reference-security");
        assertFalse(browser.findElements(By.cssSelector("table.published .security[data-status]")).isEmpty(),
                "published figures carry their algorithm's status");
        open(window, "/reference?device=" + nokia + "&published=Palm%20M130", "reference-ranking-security");
        List<WebElement> measured = browser.findElements(By.cssSelector(".rank-comparison ol.measured li"));
        assertFalse(measured.isEmpty());
        for (WebElement entry : measured) {
            assertFalse(entry.findElement(By.cssSelector(".security")).getAttribute("data-status").isEmpty(),
                    "a ranked algorithm with its status: " + entry.getText());
        }
        for (WebElement entry : browser.findElements(By.cssSelector(".rank-comparison ol.published-order li"))) {
            assertFalse(entry.findElements(By.cssSelector(".security[data-status]")).isEmpty(),
                    "every algorithm the paper ranked, under the catalogue's name, with its status: " + entry.getText());
        }
        assertFalse(browser.findElements(By.cssSelector(".rank-comparison ol.published-order .security[data-status=broken]"))
                .isEmpty(), "the published order's DES, MD5 and the rest with their status");
    }

    @AfterEach
    void noScriptErrorsOrPolicyViolations() {
        assertEquals(List.of(), Chromium.policyViolationsAndErrors(browser).stream()
                        .filter(e -> !e.getMessage().contains("status of 404")).map(Object::toString).toList(),
                "no script errors, no Content-Security-Policy violations");
    }

    private static void open(String window, String path, String screenshot) throws Exception {
        String[] size = window.split("x");
        browser.manage().window().setSize(new Dimension(Integer.parseInt(size[0]), Integer.parseInt(size[1])));
        browser.get(server.baseUrl() + path);
        assertEquals("complete", ((JavascriptExecutor) browser).executeScript("return document.readyState"));
        Chromium.screenshot(browser, "developer-" + screenshot + "-" + window);
    }

    private static List<String> texts(String css) {
        return browser.findElements(By.cssSelector(css)).stream().map(e -> e.getAttribute("textContent").trim()
                .replaceAll("\\s+", " ")).toList();
    }

    private static String today() throws Exception {
        try (Connection connection = database.connect(); Statement statement = connection.createStatement();
             ResultSet row = statement.executeQuery("SELECT DATE(created_at) FROM devices WHERE id = " + first)) {
            row.next();
            return row.getString(1);
        }
    }

    /** A device that registered with this platform and configuration (MIDP-2.0), and its run 1. */
    private static Phone device(BankFixture bank, String name, String platform, String configuration, Integer clock)
            throws Exception {
        Phone device = bank.phone(name, clock, platform, configuration, "MIDP-2.0");
        bank.run(device, 1);
        return device;
    }

    /** The device's ciphers, hashes and MAC; {@code scale} multiplies every line but AES's and Serpent's. */
    private static void lines(BankFixture bank, Phone device, double scale, double aes, double serpent)
            throws Exception {
        bank.line(device, "AES/CBC", "encrypt", 128, aes, 1);
        bank.line(device, "Serpent/CBC", "encrypt", 128, serpent, 1);
        bank.line(device, "DES/ECB", "encrypt", 56, 0.0025 * scale, 1);
        bank.line(device, "RC4", "encrypt", 128, 0.002 * scale, 0.5);
        bank.line(device, "MD4", "digest", 0, 0.0005 * scale, 0.1);
        bank.line(device, "MD5", "digest", 0, 0.0008 * scale, 0.1);
        bank.line(device, "SHA-1", "digest", 0, 0.001 * scale, 0.1);
        bank.line(device, "SHA-224", "digest", 0, 0.003 * scale, 0.3);
        bank.line(device, "SHA-256", "digest", 0, 0.003 * scale, 0.2);
        bank.line(device, "HMAC/SHA-256", "mac", 256, 0.004 * scale, 0.3);
    }

    private static void perOperation(BankFixture bank, Phone device, String algorithm, String operation, double ms)
            throws Exception {
        bank.result(device, algorithm, operation, 256, 32, false, Unit.OP, ms);
    }
}
