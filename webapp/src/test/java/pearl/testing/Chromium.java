package pearl.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Level;

import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/** Debian's Chromium, headless, driven by its own chromedriver, logging what the page tests check. */
public final class Chromium {

    private static final String CHROMIUM = "/usr/bin/chromium";
    private static final String CHROMEDRIVER = "/usr/bin/chromedriver";

    private Chromium() {
    }

    public static ChromeDriver start() throws Exception {
        assertTrue(Files.isExecutable(Path.of(CHROMIUM)) && Files.isExecutable(Path.of(CHROMEDRIVER)),
                "the page tests need Debian's chromium and chromium-driver (scripts/test.sh installs them)");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--window-size=1280,1600", "--user-data-dir=" + Files.createTempDirectory("pearl-chromium"));
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        return new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(Path.of(CHROMEDRIVER).toFile())
                .build(), options);
    }

    /** Script errors and Content-Security-Policy violations the browser logged since the last call. */
    public static List<LogEntry> policyViolationsAndErrors(ChromeDriver browser) {
        return browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue()
                        || e.getMessage().contains("Content Security Policy"))
                .toList();
    }
}
