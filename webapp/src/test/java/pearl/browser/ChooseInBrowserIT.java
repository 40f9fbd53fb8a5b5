package pearl.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import pearl.server.bank.BankFixture;
import pearl.server.bank.Database;
import pearl.testing.Chromium;
import pearl.testing.PearlServer;
import pearl.testing.TestDatabase;

/**
 * A developer choosing a cipher, in a real Chromium, against a server on MariaDB holding known
 * results: one phone at 100 MHz whose lines are AES/CBC 0.01 ms/byte + 2 ms, RC4 0.002 + 0.5,
 * Blowfish/CBC 0.005 + 1 and HMAC/SHA-256 0.004 + 0.3, measured from 1 to 4 KB. The answers are
 * the figures worked out by hand; the device page shows security and cycles per byte.
 */
class ChooseInBrowserIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static TestDatabase database;
    private static PearlServer server;
    private static ChromeDriver browser;
    private static long phone;

    @BeforeAll
    static void aServerWithKnownLines() throws Exception {
        database = TestDatabase.mariaDb();
        server = PearlServer.start(database.url());
        try (Database bank = Database.open(database.url())) {
            phone = knownLines(new BankFixture(bank), "Seeded phone", 100);
        }
        browser = Chromium.start();
    }

    /** Registers a phone of that name and clock (MHz, null: unknown) with the known lines; @return its id */
    private static long knownLines(BankFixture bank, String name, Integer clockMhz) throws Exception {
        BankFixture.Phone seeded = bank.phone(name, clockMhz, "Seeded VM", "CLDC-1.1", "MIDP-2.0");
        bank.line(seeded, "AES/CBC", "encrypt", 128, 0.01, 2);
        bank.line(seeded, "RC4", "encrypt", 128, 0.002, 0.5);
        bank.line(seeded, "Blowfish/CBC", "encrypt", 128, 0.005, 1);
        bank.line(seeded, "HMAC/SHA-256", "mac", 128, 0.004, 0.3);
        return seeded.id();
    }

    @AfterAll
    static void close() throws Exception {
        Chromium.quitAndClose(browser, server, database);
    }

    @Test
    void theFormAnswersWithTheFastestQualifyingCipherAndWhyTheOthersDoNot() {
        browser.get(server.baseUrl() + "/choose");
        WebElement form = browser.findElement(By.id("choose-form"));
        form.findElement(By.cssSelector("#task option[value=encrypt]")).click();
        type(form.findElement(By.id("size")), "100000");
        type(form.findElement(By.id("strength")), "128");
        form.findElement(By.cssSelector("button[type=submit]")).click();
        Chromium.awaitNextPage(browser, form);

        List<WebElement> rows = browser.findElements(By.cssSelector("#choices-" + phone + " tbody tr"));
        assertEquals(3, rows.size(), "three ciphers measured");
        assertEquals("AES/CBC", cell(rows.get(0), "algorithms"));
        // 0.01 * 100,000 + 2 = 1,002 ms; 100 MHz * 1.002 s / 100,000 bytes = 1,002 cycles per byte
        String predicted = cell(rows.get(0), "predicted");
        assertTrue(predicted.startsWith("1,002") && predicted.contains("extrapolated 24× beyond the largest size measured (4 KB)"),
                predicted);
        assertEquals("1,002", cell(rows.get(0), "cpb"), "cycles per byte in a column of their own");
        assertEquals("yes", cell(rows.get(0), "qualifies"));
        assertEquals("recommended", cell(rows.get(0), "status"));
        // then the excluded, fastest first: RC4 200.5 ms, Blowfish/CBC 501 ms
        assertEquals("RC4", cell(rows.get(1), "algorithms"));
        assertTrue(cell(rows.get(1), "number").startsWith("200.5"), cell(rows.get(1), "number"));
        assertEquals("no", cell(rows.get(1), "qualifies"));
        assertEquals("RC4: broken (RFC 7465: keystream biases, prohibited in TLS)", cell(rows.get(1), "reason"));
        assertEquals("Blowfish/CBC", cell(rows.get(2), "algorithms"));
        assertTrue(cell(rows.get(2), "reason").startsWith("Blowfish/CBC: legacy (64-bit block"), cell(rows.get(2), "reason"));

        // the form keeps the question, and allowing legacy algorithms lets Blowfish qualify, faster than AES
        form = browser.findElement(By.id("choose-form"));
        assertEquals("100000", form.findElement(By.id("size")).getAttribute("value"));
        form.findElement(By.id("legacy")).click();
        form.findElement(By.cssSelector("button[type=submit]")).click();
        Chromium.awaitNextPage(browser, form);
        rows = browser.findElements(By.cssSelector("#choices-" + phone + " tbody tr"));
        assertEquals("Blowfish/CBC", cell(rows.get(0), "algorithms"));
        assertEquals("yes", cell(rows.get(0), "qualifies"));
        assertEquals("AES/CBC", cell(rows.get(1), "algorithms"));
    }

    @Test
    void theApiSumsAPairAndSaysWhenTheSizeWasMeasured() throws Exception {
        JsonNode choices = JSON.readTree(server.get("/api/choose?task=encrypt-and-authenticate&size=2048&strength=128&device="
                + phone).body());
        JsonNode best = choices.get(0);
        assertEquals(List.of("AES/CBC", "HMAC/SHA-256"), List.of(best.get("algorithms").get(0).asText(),
                best.get("algorithms").get(1).asText()));
        assertEquals((0.01 * 2048 + 2) + (0.004 * 2048 + 0.3), best.get("predictedMs").asDouble(), 1e-9);
        assertFalse(best.get("extrapolated").asBoolean(), "2,048 bytes was measured");
        assertEquals(128, best.get("strengthBits").asInt());
        assertTrue(best.get("qualifies").asBoolean());
        assertEquals(3, choices.size());

        String csv = server.get("/api/choose?task=encrypt&size=2048&format=csv").body();
        assertTrue(csv.startsWith("deviceId,device,handshake,algorithms,predictedMs,"), csv);
        assertTrue(csv.contains(",AES/CBC," + (0.01 * 2048 + 2) + ",128,recommended,true,,false,"), csv);
        var unknown = server.get("/api/choose?task=encrypt&size=2048&device=99999");
        assertEquals(404, unknown.statusCode(), "an unknown device is no empty answer");
        assertTrue(unknown.body().startsWith("no device 99999 here"), unknown.body());
    }

    @Test
    void aMalformedQuestionGets400WithASentence() throws Exception {
        var noTask = server.get("/api/choose?size=10");
        assertEquals(400, noTask.statusCode());
        assertTrue(noTask.body().startsWith("task is required"), noTask.body());
        var badSize = server.get("/api/choose?task=encrypt&size=-3");
        assertEquals(400, badSize.statusCode());
        assertTrue(badSize.body().startsWith("size must be from 1"), badSize.body());
        assertEquals(400, server.get("/choose?task=sing&size=10").statusCode(), "the page refuses it too");
        assertEquals(400, server.get("/api/choose?task=encrypt&size=10&legacy=maybe").statusCode());
    }

    @Test
    void theDevicePageShowsSecurityAndCyclesPerByte() throws Exception {
        browser.get(server.baseUrl() + "/device?id=" + phone);
        assertTrue(browser.findElement(By.id("clock")).getText().contains("100 MHz"));
        WebElement streams = browser.findElement(By.id("ranking-STREAM_CIPHER"));
        WebElement rc4 = streams.findElement(By.cssSelector("ol.order li"));
        assertEquals("broken", rc4.findElement(By.cssSelector(".security")).getAttribute("data-status"));
        assertTrue(rc4.findElement(By.cssSelector(".security")).getAttribute("class").contains("status-broken"));
        // RC4 at 4,096 bytes: 8.692 ms, 471,238 bytes/s; 100 MHz over it: 212.2 cycles per byte
        assertTrue(rc4.getText().contains("212.2 cycles/B"), rc4.getText());
        // a comparison takes two different devices: a twin with the phone's results
        long twin;
        try (Database bank = Database.open(database.url())) {
            twin = knownLines(new BankFixture(bank), "Seeded twin", null);
        }
        browser.get(server.baseUrl() + "/compare?device=" + phone + "&device=" + twin);
        WebElement first = browser.findElement(By.cssSelector("#comparison tbody tr"));
        assertFalse(first.findElements(By.cssSelector("td.security-cell .security")).isEmpty(), first.getText());
    }

    @AfterEach
    void noScriptErrorsOrPolicyViolations() {
        assertEquals(List.of(), Chromium.policyViolationsAndErrors(browser).stream().map(Object::toString).toList(),
                "no script errors, no Content-Security-Policy violations");
    }

    private static String cell(WebElement row, String cssClass) {
        return row.findElement(By.cssSelector("td." + cssClass)).getText().trim();
    }

    private static void type(WebElement input, String text) {
        input.clear();
        input.sendKeys(text);
    }
}
