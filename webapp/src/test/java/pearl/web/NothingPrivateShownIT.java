package pearl.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import pearl.collector.Sample;
import pearl.testing.FromAddress;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * What the server keeps private stays off every public page and API answer: the secrets it gave
 * the phones, the enrolment code a phone registered with, and the client address the admin's
 * audit log holds. Two phones register (one through an /install visit's code) and sync; a wrong
 * admin password is tried from 127.0.0.9, so the audit log holds that address; then every public
 * page and answer is read and searched.
 */
class NothingPrivateShownIT {

    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final Pattern CODE = Pattern.compile("id=\"code\" class=\"code\">([0-9A-Z]{10})<");
    private static final String ADMIN_ADDRESS = "127.0.0.9";

    @Test
    void noPublicPageOrApiAnswerShowsASecretAnEnrolmentCodeOrAClientAddress() throws Exception {
        System.setProperty("pearl.admin.password", "nothing-private-shown-it");
        try (TestDatabase database = TestDatabase.h2(); PearlServer server = PearlServer.start(database.url())) {
            Matcher visit = CODE.matcher(server.get("/install").body());
            assertTrue(visit.find(), "an /install visit gives an enrolment code");
            String code = visit.group(1);
            SimulatedDevice enrolled = SimulatedDevice.register(HTTP, server.baseUrl(), "Phone A", code);
            SimulatedDevice plain = SimulatedDevice.register(HTTP, server.baseUrl(), "Phone B");
            long run = 1_700_000_000_000L;
            for (SimulatedDevice phone : List.of(enrolled, plain)) {
                var stored = SimulatedDevice.post(HTTP, server.baseUrl() + "/receiver", phone.batch(
                        SimulatedDevice.conditions("P/1"), run,
                        List.of(new Sample(run, 0, "AES/ECB", "encrypt", 128, 1024, 1, 0, 32, 300, false))));
                assertEquals(200, stored.statusCode(), stored.body());
            }
            server.awaitAnalysis();
            assertEquals(401, FromAddress.login(server, ADMIN_ADDRESS, "wrong").status());

            List<Long> devices = new ArrayList<>();
            for (JsonNode result : new ObjectMapper().readTree(server.get("/api/results").body())) {
                devices.add(result.get("deviceId").asLong());
            }
            assertEquals(2, devices.size());
            List<String> pages = List.of("/results", "/device?id=" + devices.get(0), "/device?id=" + devices.get(1),
                    "/handshake?device=" + devices.get(0), "/model?name=Phone%20A",
                    "/algorithm?name=AES/ECB&operation=encrypt", "/compare",
                    "/compare?device=" + devices.get(0) + "&device=" + devices.get(1), "/reference",
                    "/choose?task=encrypt&size=1024", "/install", "/api/results", "/api/results?format=csv",
                    "/api/samples", "/api/samples?format=json", "/api/choose?task=encrypt&size=1024", "/api/analysis");
            for (String page : pages) {
                var answer = server.get(page);
                assertEquals(200, answer.statusCode(), page + ": " + answer.body());
                String body = answer.body();
                for (String secret : List.of(enrolled.secretHex(), plain.secretHex())) {
                    assertFalse(body.contains(secret), page + " shows a device's secret");
                }
                assertFalse(body.contains(code), page + " shows the enrolment code Phone A registered with");
                assertFalse(body.contains(ADMIN_ADDRESS), page + " shows the client address the audit log holds");
            }
        } finally {
            System.clearProperty("pearl.admin.password");
        }
    }
}
