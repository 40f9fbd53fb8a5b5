package pearl.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;

import pearl.testing.Chromium;
import pearl.testing.PearlServer;
import pearl.testing.SmallBank;
import pearl.testing.TestDatabase;

/**
 * Every page on a phone's screen (360×740, as a phone's browser lays it out) and on a desktop's
 * (1280×800), in a real Chromium over a bank of five phones: nothing runs off the screen's side
 * but inside a table's own scrolling box, the navigation (its "Install on a phone" too) is on the
 * screen, algorithm names stay whole; errors are the site's own page with a way back; the compare
 * form checks its ticks before it is sent and keeps them after; the results page, with more phones
 * than it gives a column each, names the fastest and slowest of each algorithm. Screenshots of each whole page at
 * each size go to target/screenshots (phone-*.png, desktop-*.png) for a person to look at.
 */
class ScreensInBrowserIT {

    private static final String LONG_NAME = "Sony Ericsson P800 on the second shelf of the lab";

    private static TestDatabase database;
    private static PearlServer server;
    private static ChromeDriver browser;
    private static Map<String, Long> devices;

    /** The two window sizes every page is checked at. */
    enum Screen {
        PHONE(360, 740, true), DESKTOP(1280, 800, false);

        final int width;
        final int height;
        final boolean mobile;

        Screen(int width, int height, boolean mobile) {
            this.width = width;
            this.height = height;
            this.mobile = mobile;
        }

        String prefix() {
            return name().toLowerCase();
        }
    }

    @BeforeAll
    static void threePhonesSyncedToAServer() throws Exception {
        database = TestDatabase.mariaDb();
        server = PearlServer.start(database.url());
        // more phones than the results page gives a column each, so that it shows the spread
        devices = SmallBank.fill(server, "Phone A", LONG_NAME, "Phone C", "Phone D", "Phone E");
        // five samples a size are too few; read as many would leave them, before any page is rendered
        try (Connection connection = database.connect();
             PreparedStatement clear = connection.prepareStatement("UPDATE results SET flags = ''")) {
            clear.executeUpdate();
        }
        browser = Chromium.start();
    }

    @AfterAll
    static void close() throws Exception {
        Chromium.quitAndClose(browser, server, database);
    }

    /** Every page of the site, by the name its screenshots take. */
    private static Map<String, String> pages() {
        long a = devices.get("Phone A");
        long b = devices.get(LONG_NAME);
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("results", "/results");
        pages.put("device", "/device?id=" + b);
        pages.put("algorithm", "/algorithm?name=HMAC/SHA-1&operation=mac");
        pages.put("compare", "/compare?device=" + a + "&device=" + b + "&device=" + devices.get("Phone C"));
        pages.put("choose", "/choose?task=encrypt-and-authenticate&size=102400");
        pages.put("reference", "/reference");
        pages.put("reference-ranking", "/reference?device=" + a + "&published=Palm%20M130");
        pages.put("handshake", "/handshake?device=" + a);
        pages.put("model", "/model?name=" + URLEncoder.encode("Nokia 6230", StandardCharsets.UTF_8));
        pages.put("install", "/install");
        pages.put("admin-login", "/admin");
        pages.put("error", "/device?id=abc");
        return pages;
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void everyPageFitsTheScreenWithItsNavigationAndWholeNames(Screen screen) throws Exception {
        use(screen);
        Map<String, List<String>> problems = new LinkedHashMap<>();
        long[] names = {0};
        pages().forEach((name, path) -> {
            open(path);
            // every algorithm's table shown, as a reader opening them would
            script("document.querySelectorAll('details').forEach(function (d) { d.open = true; });");
            screenshot(screen, name);
            List<String> wrong = new ArrayList<>(Chromium.overflowing(browser, screen.width));
            wrong.addAll(brokenNames());
            names[0] += ((Number) script("return document.querySelectorAll('.name').length;")).longValue();
            WebElement install = browser.findElement(By.cssSelector("header nav a[href$='/install']"));
            if (!within(install, screen.width)) {
                wrong.add("the navigation's 'Install on a phone' is off the screen");
            }
            if (!wrong.isEmpty()) {
                problems.put(name, wrong);
            }
        });
        assertEquals(Map.of(), problems, "at " + screen.width + "×" + screen.height);
        assertTrue(names[0] > 50, "the pages mark their algorithm names: " + names[0]);
    }

    /**
     * Five phones, each slower than the one before (SmallBank): every row of the results page names
     * Phone A the fastest and Phone E the slowest, each a link to its page, the rows of a kind
     * fastest first, the algorithm a link to its page.
     */
    @ParameterizedTest
    @EnumSource(Screen.class)
    void theResultsPageNamesEachAlgorithmsFastestAndSlowestPhone(Screen screen) throws Exception {
        use(screen);
        open("/results");
        List<WebElement> rows = browser.findElements(By.cssSelector("#algorithms tbody tr"));
        assertEquals(4, rows.size(), "AES/CBC, RC4, SHA-256 and HMAC/SHA-1: " + rows.size());
        Map<String, Double> fastestBefore = new LinkedHashMap<>();
        for (WebElement row : rows) {
            assertTrue(row.findElement(By.cssSelector("td a.name")).getAttribute("href")
                    .startsWith(server.baseUrl() + "/algorithm?name="), row.getText());
            assertEquals("16,384", row.findElement(By.cssSelector("td.size")).getText(), "the largest size the phones share");
            List<WebElement> figures = row.findElements(By.cssSelector("td.figure"));
            double fastest = Double.parseDouble(figures.get(0).getText().replace(",", ""));
            double slowest = Double.parseDouble(figures.get(1).getText().replace(",", ""));
            assertTrue(fastest > slowest, row.getText());
            List<WebElement> named = row.findElements(By.cssSelector("td.on a"));
            assertEquals(server.baseUrl() + "/device?id=" + devices.get("Phone A"), named.get(0).getAttribute("href"),
                    "the fastest phone named: " + row.getText());
            assertEquals(server.baseUrl() + "/device?id=" + devices.get("Phone E"), named.get(1).getAttribute("href"),
                    "the slowest phone named: " + row.getText());
            assertEquals("5", row.findElement(By.cssSelector("td.devices")).getText(), "how many measured it");
            String table = row.findElement(By.xpath("ancestor::table")).getAttribute("id");
            Double before = fastestBefore.put(table, fastest);
            assertTrue(before == null || before >= fastest, "fastest first in " + table + ": " + row.getText());
        }
        assertEquals(List.of(), Chromium.overflowing(browser, screen.width));
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void theNavigationWrapsOnAPhoneAndKeepsOneLineOnADesktop(Screen screen) throws Exception {
        use(screen);
        open("/results");
        List<WebElement> links = browser.findElements(By.cssSelector("header nav a"));
        assertEquals(5, links.size());
        long lines = links.stream().map(link -> link.getRect().getY()).distinct().count();
        if (screen.mobile) {
            assertTrue(lines > 1, "five links do not fit 360 pixels on one line: they wrap");
        } else {
            assertEquals(1, lines, "the desktop's navigation is one line");
        }
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void formsStackOnAPhoneAndKeepTheirRowsOnADesktop(Screen screen) throws Exception {
        use(screen);
        open("/choose");
        var label = browser.findElement(By.cssSelector("#choose-form label[for=task]")).getRect();
        var field = browser.findElement(By.id("task")).getRect();
        if (screen.mobile) {
            assertTrue(field.getY() >= label.getY() + label.getHeight() - 1, "the label above its field: " + label.getY()
                    + " " + field.getY());
        } else {
            assertTrue(field.getX() > label.getX() + label.getWidth() && field.getY() < label.getY() + label.getHeight(),
                    "the label beside its field");
        }
        open("/install");
        WebElement form = browser.findElement(By.id("clock-form"));
        long lefts = form.findElements(By.cssSelector("label, button")).stream().map(e -> e.getRect().getX()).distinct().count();
        assertEquals(screen.mobile ? 1 : 2, lefts, "the clock's field and its button one above the other on a phone only");
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void aWideTableScrollsInsideItsBoxNotThePage(Screen screen) throws Exception {
        use(screen);
        open("/device?id=" + devices.get("Phone A"));
        script("document.querySelectorAll('details').forEach(function (d) { d.open = true; });");
        WebElement box = browser.findElement(By.cssSelector("table.series")).findElement(By.xpath(".."));
        assertEquals("scroll", box.getAttribute("class"));
        long boxWidth = ((Number) script("return arguments[0].clientWidth;", box)).longValue();
        long tableWidth = ((Number) script("return arguments[0].scrollWidth;", box)).longValue();
        assertTrue(boxWidth <= screen.width, "the box is within the screen: " + boxWidth);
        if (screen.mobile) {
            assertTrue(tableWidth > boxWidth, "a series' ten columns are wider than a phone: " + tableWidth);
            script("arguments[0].scrollLeft = 10000;", box);
            assertTrue(((Number) script("return arguments[0].scrollLeft;", box)).longValue() > 0,
                    "the box scrolls sideways to the table's last columns");
        } else {
            assertEquals(boxWidth, tableWidth, "on a desktop the whole table shows");
        }
        assertEquals(0L, ((Number) script("return window.scrollX;")).longValue(), "the page itself did not scroll");
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void aChartIsDrawnWithRoomForItsLines(Screen screen) throws Exception {
        use(screen);
        open("/algorithm?name=HMAC/SHA-1&operation=mac");
        WebElement canvas = browser.findElement(By.cssSelector("canvas[data-chart=devices]"));
        long painted = Chromium.paintedPixels(browser, canvas);
        assertTrue(painted > 1000, "the chart drew: " + painted + " pixels");
        var size = canvas.getRect();
        assertTrue(size.getWidth() <= screen.width, "within the screen: " + size.getWidth());
        if (screen.mobile) {
            assertEquals(size.getWidth(), size.getHeight(), 2, "on a phone as tall as wide, for its legend and lines");
        } else {
            assertTrue(size.getHeight() < size.getWidth() / 2, "on a desktop as flat as before: " + size.getDimension());
        }
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void anErrorIsTheSitesPageWithTheProblemAndAWayBack(Screen screen) throws Exception {
        use(screen);
        Map<String, String> errors = Map.of(
                "/device?id=abc", "id must be a whole number",
                "/device?id=999999", "no results for device 999999",
                "/no-such-page", "There is no page at /pearl/no-such-page",
                "/compare?device=" + devices.get("Phone A") + "&device=" + devices.get("Phone A"),
                "the same device is asked for twice",
                "/model?name=Nokia%0A6230", "name holds a control character");
        for (Map.Entry<String, String> error : errors.entrySet()) {
            open(error.getKey());
            assertTrue(browser.findElement(By.id("problem")).getText().contains(error.getValue()),
                    error.getKey() + ": " + browser.findElement(By.id("problem")).getText());
            assertTrue(browser.findElement(By.cssSelector("header nav")).isDisplayed(), "the site's header");
            WebElement back = browser.findElement(By.cssSelector("#way-back a"));
            assertEquals(server.baseUrl() + "/results", back.getAttribute("href"));
            assertFalse(browser.getPageSource().contains("Tomcat"), "no server named: " + error.getKey());
            assertEquals(List.of(), Chromium.overflowing(browser, screen.width), error.getKey());
        }
        screenshot(screen, "error-404");
        WebElement back = browser.findElement(By.cssSelector("#way-back a"));
        back.click();
        Chromium.awaitNextPage(browser, back);
        assertEquals(server.baseUrl() + "/results", browser.getCurrentUrl(), "the way back leads to the results");
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void theCompareFormChecksItsTicksBeforeSendingAndKeepsThem(Screen screen) throws Exception {
        use(screen);
        open("/compare");
        List<String> boxes = browser.findElements(By.cssSelector("#compare-form input[name=device]")).stream()
                .map(box -> box.getAttribute("value")).toList();
        assertEquals(devices.values().stream().map(String::valueOf).sorted().toList(), boxes.stream().sorted().toList(),
                "one box per device: the form cannot send a device twice");
        WebElement problem = browser.findElement(By.id("compare-problem"));
        assertFalse(problem.isDisplayed(), "no message before anything is sent");
        box(devices.get("Phone A")).click();
        browser.findElement(By.cssSelector("#compare-form button")).click();
        assertEquals(server.baseUrl() + "/compare", browser.getCurrentUrl(), "one device is not sent");
        assertTrue(problem.isDisplayed(), "the form says why, beside it");
        assertTrue(problem.getText().contains("Tick 2 to 8 different devices"), problem.getText());
        Chromium.assertNoAlert(browser);
        assertTrue(within(problem, screen.width), "the message is on the screen");
        screenshot(screen, "compare-one-ticked");

        box(devices.get("Phone C")).click();
        assertFalse(problem.isDisplayed(), "a change takes the message away");
        browser.findElement(By.cssSelector("#compare-form button")).click();
        Chromium.awaitNextPage(browser, problem);
        assertTrue(browser.getCurrentUrl().endsWith("/compare?device=" + devices.get("Phone A") + "&device="
                + devices.get("Phone C")), browser.getCurrentUrl());
        assertFalse(browser.findElements(By.cssSelector("#comparison tbody tr")).isEmpty(), "the comparison");
        assertTrue(box(devices.get("Phone A")).isSelected() && box(devices.get("Phone C")).isSelected(),
                "the boxes stay ticked");
        assertFalse(box(devices.get(LONG_NAME)).isSelected());
        assertEquals(List.of(), Chromium.overflowing(browser, screen.width));
    }

    /** Lays the browser out as {@code screen}: a phone's browser honours the pages' viewport. */
    private static void use(Screen screen) {
        use(screen, screen.height);
    }

    private static void use(Screen screen, long height) {
        Chromium.layOutAs(browser, screen.width, height, screen.mobile);
    }

    private static WebElement box(long device) {
        return browser.findElement(By.cssSelector("#compare-form input[value='" + device + "']"));
    }

    private static void open(String path) {
        browser.get(server.baseUrl() + path);
        assertEquals("complete", script("return document.readyState"));
    }

    /**
     * The whole page as a reader scrolling it sees it: the screen made as tall as the page (as wide as
     * before, so nothing is laid out anew), two frames drawn, the screenshot, the screen as it was.
     */
    private static void screenshot(Screen screen, String name) {
        long height = ((Number) script("return document.documentElement.scrollHeight;")).longValue();
        use(screen, Math.max(screen.height, height));
        ((JavascriptExecutor) browser).executeAsyncScript("var done = arguments[0];"
                + "requestAnimationFrame(function () { requestAnimationFrame(function () { done(); }); });");
        try {
            Chromium.screenshot(browser, screen.prefix() + "-" + name);
        } catch (Exception failed) {
            throw new AssertionError("screenshot " + name, failed);
        } finally {
            use(screen);
        }
    }

    /** Algorithm names laid out on more than one line. */
    @SuppressWarnings("unchecked")
    private static List<String> brokenNames() {
        return (List<String>) script("var out = [];"
                + "document.querySelectorAll('.name').forEach(function (e) {"
                + "  var range = document.createRange(), lines = {}; range.selectNodeContents(e);"
                + "  Array.prototype.forEach.call(range.getClientRects(), function (r) { lines[Math.round(r.bottom)] = true; });"
                + "  if (Object.keys(lines).length > 1) out.push('a name broken: ' + e.textContent); });"
                + "return out;");
    }

    private static boolean within(WebElement element, int width) {
        var rect = element.getRect();
        return element.isDisplayed() && rect.getX() >= 0 && rect.getX() + rect.getWidth() <= width;
    }

    private static Object script(String script, Object... arguments) {
        return ((JavascriptExecutor) browser).executeScript(script, arguments);
    }

    /** No page logged a script error or broke the server's Content-Security-Policy. */
    @AfterEach
    void noErrorsOrPolicyViolationsInTheBrowser() {
        assertEquals(List.of(), Chromium.policyViolationsAndErrors(browser).stream()
                        .filter(e -> !e.getMessage().contains("the server responded with a status of"))
                        .map(LogEntry::toString).toList(),
                "no script errors, no Content-Security-Policy violations");
    }
}
