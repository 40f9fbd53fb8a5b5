package pearl.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;

import org.openqa.selenium.NoAlertPresentException;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/** Debian's headless Chromium through its chromedriver, logging what the page tests check. */
public final class Chromium {

    private static final String BINARY = "/usr/bin/chromium";
    private static final String DRIVER = "/usr/bin/chromedriver";
    /** Debian's Chromium and its dependencies take a minute or two to fetch and unpack. */
    private static final long INSTALL_MINUTES = 10;
    private static boolean installed;
    private static final Path SCREENSHOTS = Path.of(System.getProperty("pearl.screenshots", "target/screenshots"));

    private Chromium() {
    }

    /** A fresh browser with its own profile, keeping every console message. */
    public static ChromeDriver start() throws Exception {
        awaitInstall();
        assertTrue(Files.isExecutable(Path.of(BINARY)) && Files.isExecutable(Path.of(DRIVER)),
                "the page tests need Debian's chromium and chromium-driver (scripts/browser.sh installs them)");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BINARY);
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--window-size=1280,1600", "--user-data-dir=" + Files.createTempDirectory("pearl-chromium"));
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        return new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(Path.of(DRIVER).toFile()).build(),
                options);
    }

    /**
     * Chromium and ChromeDriver installed, once a JVM: {@code scripts/browser.sh} installs them if
     * missing, and waits for an install under way ({@code scripts/pearl test} starts one beside
     * Maven's build).
     */
    private static synchronized void awaitInstall() throws Exception {
        if (installed) {
            return;
        }
        Path script = PearlScript.path().resolveSibling("browser.sh");
        Path log = Files.createTempFile("pearl-browser-install", ".log");
        Process install = new ProcessBuilder("bash", script.toString()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        if (!install.waitFor(INSTALL_MINUTES, TimeUnit.MINUTES) || install.exitValue() != 0) {
            install.destroy();
            throw new IllegalStateException("no Chromium (" + script + "):\n" + Files.readString(log));
        }
        installed = true;
    }

    /**
     * Quits the browser, then closes what the page test ran it against (its server, its database),
     * in that order; any of them may be null, as when the set-up failed half-way.
     */
    public static void quitAndClose(ChromeDriver browser, AutoCloseable... behind) throws Exception {
        if (browser != null) {
            browser.quit();
        }
        for (AutoCloseable resource : behind) {
            if (resource != null) {
                resource.close();
            }
        }
    }

    /**
     * Script errors and Content-Security-Policy violations (an inline script, handler or style the
     * browser refused) logged since the last call.
     */
    public static List<LogEntry> policyViolationsAndErrors(ChromeDriver browser) {
        return browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue()
                        || e.getMessage().contains("Content Security Policy"))
                .toList();
    }

    /** Saves what the browser shows as target/screenshots/{@code name}.png. */
    public static void screenshot(ChromeDriver browser, String name) throws Exception {
        Files.createDirectories(SCREENSHOTS);
        Files.write(SCREENSHOTS.resolve(name + ".png"), browser.getScreenshotAs(OutputType.BYTES));
    }

    /** Lays pages out as a screen {@code width} × {@code height} CSS pixels; a phone's ({@code mobile}) honours their viewport. */
    public static void layOutAs(ChromeDriver browser, int width, long height, boolean mobile) {
        browser.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width,
                "height", height, "deviceScaleFactor", 1, "mobile", mobile));
    }

    /** Lays pages out in the browser's own window again. */
    public static void layOutInTheWindow(ChromeDriver browser) {
        browser.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
    }

    /**
     * The elements reaching past the sides of a screen {@code width} wide, but inside a box that
     * scrolls them (a table's), each as tag, id, class, where and its first words; and the page's own
     * sideways scrolling.
     */
    @SuppressWarnings("unchecked")
    public static List<String> overflowing(ChromeDriver browser, int width) {
        return (List<String>) browser.executeScript("var width = arguments[0], out = [];"
                + "function scrolled(e) { for (var p = e.parentElement; p; p = p.parentElement) {"
                + "  var o = getComputedStyle(p).overflowX; if (o === 'auto' || o === 'scroll') return true; } return false; }"
                + "document.querySelectorAll('body *').forEach(function (e) {"
                + "  var r = e.getBoundingClientRect();"
                + "  if (r.width === 0 && r.height === 0) return;"
                + "  if ((r.right > width + 0.5 || r.left < -0.5) && !scrolled(e)) {"
                + "    out.push(e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.getAttribute('class') ? '.' + e.getAttribute('class') : '')"
                + "      + ' ' + Math.round(r.left) + '..' + Math.round(r.right) + ' \"' + (e.textContent || '').trim().slice(0, 40) + '\"'); } });"
                + "if (document.documentElement.scrollWidth > width) out.push('the page is ' + document.documentElement.scrollWidth + ' wide');"
                + "return out;", width);
    }

    /** How many pixels Chart.js painted on {@code canvas}; 0 when no chart was made on it. */
    public static long paintedPixels(ChromeDriver browser, WebElement canvas) {
        Object painted = browser.executeScript("var c = arguments[0]; if (!Chart.getChart(c)) return 0;"
                + "var d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data, n = 0;"
                + "for (var i = 3; i < d.length; i += 4) { if (d[i] > 0) n++; } return n;", canvas);
        return ((Number) painted).longValue();
    }

    /**
     * Waits until the page that held {@code element} has been replaced, by a form sent or a link
     * followed, so that what is read next is the new page. While the old page unloads, Chromium may
     * answer a look at the element with an inspector error rather than calling it stale: the wait
     * asks again.
     */
    public static void awaitNextPage(ChromeDriver browser, WebElement element) {
        new WebDriverWait(browser, Duration.ofSeconds(30)).ignoring(WebDriverException.class)
                .until(ExpectedConditions.stalenessOf(element));
    }

    /** No script from user data ran: it would have opened an alert. */
    public static void assertNoAlert(ChromeDriver browser) {
        try {
            browser.switchTo().alert();
            throw new AssertionError("a script from user data ran");
        } catch (NoAlertPresentException expected) {
            // the markup stayed text
        }
    }
}
