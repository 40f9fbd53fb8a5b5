package pearl.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import pearl.collector.Sample;
import pearl.protocol.ProtocolLimits;
import pearl.testing.ApiPages;
import pearl.testing.Chromium;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.SmallBank;
import pearl.testing.TestDatabase;

/**
 * The exports a page offers, as a reader in Chromium finds them at a phone's window (360×740) and a
 * desktop's (1280×800), on a bank of three phones over MariaDB, one of which holds more samples
 * than the API's largest page and more results than its default page: each page says how many
 * records its export holds, and its JSON files, and its CSV files, give every one of them once, in
 * the order a script following the API's Link headers reads them.
 */
class ExportsInBrowserIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern RECORDS = Pattern.compile(": ([0-9,]+) records?");
    /** Samples beside the big phone's synced ones: with them, more than /api/samples's largest page (100,000). */
    private static final int MORE_SAMPLES = 100_000;
    /**
     * Results beside its synced ones: with them, more than /api/results's default page (1,000). The
     * more samples are of as many sizes, and the analyzer makes a result of each.
     */
    private static final int MORE_RESULTS = 1_100;

    private static TestDatabase database;
    private static PearlServer server;
    private static ChromeDriver browser;
    private static long big;
    private static long small;
    /** The exports whose files have been read, by their JSON files and their count. */
    private static final Set<String> filesRead = new HashSet<>();

    @BeforeAll
    static void threePhonesOneOfThemBig() throws Exception {
        database = TestDatabase.mariaDb();
        server = PearlServer.start(database.url());
        Map<String, SmallBank.Phone> phones = SmallBank.phones(server, "Phone A", "Phone B", "Phone C");
        big = phones.get("Phone A").id();
        small = phones.get("Phone B").id();
        syncMore(phones.get("Phone A"));
        server.awaitAnalysis();
        browser = Chromium.start();
    }

    /**
     * The phone syncs {@link #MORE_SAMPLES} more samples of its run, of Blowfish/CBC at
     * {@link #MORE_RESULTS} sizes, through the receiver, in batches as large as it takes.
     */
    private static void syncMore(SmallBank.Phone phone) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        for (int from = 0; from < MORE_SAMPLES; from += ProtocolLimits.BATCH_SAMPLES) {
            List<Sample> samples = new ArrayList<>();
            for (int i = from; i < Math.min(MORE_SAMPLES, from + ProtocolLimits.BATCH_SAMPLES); i++) {
                // one size after another, as a phone measures them: each batch is of a few sizes only
                int size = 16 * (1 + (int) ((long) i * MORE_RESULTS / MORE_SAMPLES));
                samples.add(new Sample(phone.run(), 1000 + i, "Blowfish/CBC", "encrypt", 128, size, 1, 1, 8, 20 + i % 7,
                        false));
            }
            var stored = SimulatedDevice.post(http, server.baseUrl() + "/receiver",
                    phone.device().batch(SimulatedDevice.conditions(SmallBank.PLATFORM), phone.run(), samples));
            assertEquals(200, stored.statusCode(), stored.body());
        }
    }

    @AfterAll
    static void close() throws Exception {
        Chromium.quitAndClose(browser, server, database);
    }

    @ParameterizedTest(name = "at {0}")
    @ValueSource(strings = {"360x740", "1280x800"})
    void everyExportGivesEachOfItsRecordsOnceInAsManyFilesAsItSays(String window) throws Exception {
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("results", "/results");
        pages.put("big device", "/device?id=" + big);
        pages.put("small device", "/device?id=" + small);
        pages.put("algorithm", "/algorithm?name=Blowfish/CBC&operation=encrypt");
        pages.put("model", "/model?name=" + URLEncoder.encode("Nokia 6230", StandardCharsets.UTF_8));
        pages.put("choose", "/choose?task=encrypt-and-authenticate&size=4096&legacy=true");
        Map<String, Long> counted = new LinkedHashMap<>();
        Map<String, List<String>> files = new LinkedHashMap<>();
        for (Map.Entry<String, String> page : pages.entrySet()) {
            open(window, page.getValue(), "exports-" + page.getKey().replace(' ', '-'));
            for (WebElement export : browser.findElements(By.cssSelector("#data li"))) {
                String name = page.getKey() + " " + export.getAttribute("id");
                Matcher stated = RECORDS.matcher(export.getText());
                assertTrue(stated.find(), name + " says how many records: " + export.getText());
                long records = Long.parseLong(stated.group(1).replace(",", ""));
                List<String> json = new ArrayList<>();
                List<String> csv = new ArrayList<>();
                List<String> named = new ArrayList<>();
                for (WebElement link : export.findElements(By.tagName("a"))) {
                    assertTrue(link.isDisplayed() && link.getRect().getX() + link.getRect().getWidth()
                            <= Integer.parseInt(window.split("x")[0]), name + ": a file's link is on the screen");
                    String href = link.getAttribute("href");
                    (href.contains("format=json") ? json : csv).add(href);
                    if (href.contains("format=json")) {
                        named.add(link.getText());
                    }
                }
                assertEquals(json.size(), csv.size(), name + ": the same files in both formats");
                if (filesRead.add(json + " " + records)) {  // the same files at the other window size are read once
                    assertEveryRecordOnce(name, records, json, csv);
                }
                counted.put(name, records);
                files.put(name, named);
            }
        }
        assertEquals(List.of("1–100,000", "100,001–100,060"), files.get("big device export-samples"),
                "100,060 samples: two files of 100,000 at most, each named by the records it holds");
        assertEquals(List.of("JSON"), files.get("big device export-results"), "1,112 results: one file");
        assertEquals(MORE_SAMPLES + 60L, counted.get("big device export-samples"));
        assertEquals(12L + MORE_RESULTS, counted.get("big device export-results"), "more than a default page, one file");
        assertEquals(3 * 12L + MORE_RESULTS, counted.get("results export-results"));
        assertEquals(60L, counted.get("small device export-samples"));
        assertEquals(12L + MORE_RESULTS, counted.get("model export-figures"), "each algorithm and size once, of all three phones");
        assertEquals(3 * 2L + 1, counted.get("choose export-choices"),
                "AES/CBC and RC4, each with HMAC/SHA-1, on three phones; Blowfish/CBC too on the big one");
        assertEquals(8, counted.size(), "every page's exports: " + counted.keySet());
    }

    /**
     * The files, read in order, give {@code records} records, all different, the same in JSON and
     * CSV, and the same as a script reads from the first file on by following the Link headers.
     */
    private static void assertEveryRecordOnce(String name, long records, List<String> json, List<String> csv)
            throws Exception {
        List<String> fromJson = new ArrayList<>();
        for (String file : json) {
            for (JsonNode record : JSON.readTree(body(file))) {
                fromJson.add(record.toString());
            }
        }
        List<String> fromCsv = new ArrayList<>();
        for (String file : csv) {
            List<String> lines = body(file).lines().toList();
            fromCsv.addAll(lines.subList(1, lines.size()));
        }
        assertEquals(records, fromJson.size(), name + ": the JSON files hold as many records as the page says");
        assertEquals(records, fromCsv.size(), name + ": so do the CSV files");
        assertEquals(fromJson.size(), new HashSet<>(fromJson).size(), name + ": no record twice");
        assertEquals(fromCsv.size(), new HashSet<>(fromCsv).size(), name + ": no record twice in CSV");
        List<String> followed = new ArrayList<>();
        ApiPages.json(server.baseUrl(), json.get(0).substring(server.baseUrl().length()))
                .forEach(record -> followed.add(record.toString()));
        assertEquals(followed, fromJson, name + ": the files are the answer's pages, as the Link headers lead");
    }

    private static String body(String url) throws Exception {
        HttpResponse<String> answer = server.get(url.substring(server.baseUrl().length()));
        assertEquals(200, answer.statusCode(), url + ": " + answer.body());
        return answer.body();
    }

    private static void open(String window, String path, String screenshot) throws Exception {
        String[] size = window.split("x");
        browser.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", Integer.parseInt(size[0]),
                "height", Integer.parseInt(size[1]), "deviceScaleFactor", 1, "mobile", size[0].equals("360")));
        browser.get(server.baseUrl() + path);
        assertEquals("complete", ((JavascriptExecutor) browser).executeScript("return document.readyState"));
        ((JavascriptExecutor) browser).executeScript("var data = document.getElementById('data');"
                + " if (data) { data.scrollIntoView(); }");
        Chromium.screenshot(browser, screenshot + "-" + window);
    }

    @AfterEach
    void noScriptErrorsOrPolicyViolations() {
        assertEquals(List.of(), Chromium.policyViolationsAndErrors(browser).stream().map(Object::toString).toList(),
                "no script errors, no Content-Security-Policy violations");
    }
}
