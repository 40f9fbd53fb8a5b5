package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import pearl.collector.Sample;
import pearl.testing.ApiPages;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * The receiver's promises over HTTP on MariaDB: a registered phone's batch, resent because it
 * never heard the answer, is stored once; the same bytes replayed get 401; a malformed, unsigned
 * or oversized body, or one from a device the server does not know, gets a plain 4xx with its
 * refusal code and stores nothing, as does a registration with an unknown or misspelled enrolment
 * code; and the server keeps serving.
 */
class SyncOnceIT {

    private static final long RUN = 1700000000000L;

    @Test
    void aResentBatchIsStoredOnceAndBadBodiesNotAtAll() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            HttpClient http = HttpClient.newHttpClient();
            String receiver = server.baseUrl() + "/receiver";
            SimulatedDevice phone = SimulatedDevice.register(http, server.baseUrl(), "Test phone");
            List<Sample> samples = List.of(
                    new Sample(RUN, 0, "AES/ECB", "encrypt", 128, 1024, 1, 0, 1, 10, true),
                    new Sample(RUN, 1, "AES/ECB", "encrypt", 128, 1024, 64, 10, 32, 500, false),
                    new Sample(RUN, 2, "AES/ECB", "encrypt", 128, 1024, 64, 20, 32, 510, false));

            byte[] first = phone.batch(SimulatedDevice.conditions("TestPhone/1.0"), RUN, samples);
            assertAnswer(200, "OK\t3\t0", SimulatedDevice.post(http, receiver, first));

            var replayed = SimulatedDevice.post(http, receiver, first);
            assertEquals(401, replayed.statusCode(), replayed.body());
            assertTrue(replayed.body().contains("replayed"), replayed.body());
            assertRefusal("unauthorized", replayed);

            byte[] resent = phone.batch(SimulatedDevice.conditions("TestPhone/1.0"), RUN, samples);
            assertAnswer(200, "OK\t0\t3", SimulatedDevice.post(http, receiver, resent));
            assertEquals(3, sampleRows(server));

            List<Sample> withAbsurd = new ArrayList<>(samples);
            withAbsurd.add(new Sample(RUN, 3, "AES/ECB", "encrypt", 128, -5, 64, 10, 32, 505, false));
            var refused = SimulatedDevice.post(http, receiver, phone.batch(
                    SimulatedDevice.conditions("TestPhone/1.0"), RUN, withAbsurd));
            assertEquals(400, refused.statusCode());
            assertTrue(refused.headers().firstValue("Content-Type").orElse("").startsWith("text/plain"));
            assertTrue(refused.body().startsWith("malformed batch, nothing stored: line "), refused.body());
            assertRefusal("malformed", refused);

            String unsigned = new String(resent, StandardCharsets.UTF_8).replaceAll("H\t[0-9a-f]+\n$", "");
            var unsignedAnswer = SimulatedDevice.post(http, receiver, unsigned.getBytes(StandardCharsets.UTF_8));
            assertEquals(401, unsignedAnswer.statusCode());
            assertRefusal("unauthorized", unsignedAnswer);
            // another device key in a body signed by this phone: the server does not know that device
            String stranger = new String(resent, StandardCharsets.UTF_8).replaceFirst("\nD\t[0-9a-f]+\t",
                    "\nD\t00000000000000ff\t");
            var unknown = SimulatedDevice.post(http, receiver, stranger.getBytes(StandardCharsets.UTF_8));
            assertEquals(401, unknown.statusCode());
            assertRefusal("unknown-device", unknown);
            assertTrue(unknown.body().contains("unknown device 00000000000000ff"), unknown.body());
            byte[] huge = new byte[600 * 1024];
            var tooLarge = SimulatedDevice.post(http, receiver, huge);
            assertEquals(413, tooLarge.statusCode());
            assertRefusal("too-large", tooLarge);
            var html = SimulatedDevice.post(http, server.baseUrl() + "/register",
                    "PEARL-REGISTER 2\nmodel\t<script>x</script>\n".getBytes(StandardCharsets.UTF_8));
            assertEquals(400, html.statusCode(), html.body());
            assertTrue(html.body().startsWith("malformed registration, nothing stored: "), html.body());
            assertRefusal("malformed", html);

            var unknownCode = SimulatedDevice.post(http, server.baseUrl() + "/register",
                    "PEARL-REGISTER 2\nmodel\tPhone\nenrolment\t0000000000\n".getBytes(StandardCharsets.UTF_8));
            assertEquals(401, unknownCode.statusCode(), unknownCode.body());
            assertTrue(unknownCode.body().contains("unknown enrolment code 0000000000"), unknownCode.body());
            assertRefusal("unknown-enrolment", unknownCode);
            var badCode = SimulatedDevice.post(http, server.baseUrl() + "/register",
                    "PEARL-REGISTER 2\nmodel\tPhone\nenrolment\tO0\n".getBytes(StandardCharsets.UTF_8));
            assertEquals(400, badCode.statusCode(), badCode.body());
            assertRefusal("malformed", badCode);

            assertEquals(3, sampleRows(server), "nothing of a refused body is stored");
            assertEquals(200, server.get("/api/results").statusCode(), "the server keeps serving");
        }
    }

    /** The code a phone acts on, beside the message in the body and in PEARL-Message. */
    private static void assertRefusal(String code, HttpResponse<String> response) {
        assertEquals(code, response.headers().firstValue("PEARL-Refusal").orElse(null), response.body());
        assertEquals(response.body().trim(), response.headers().firstValue("PEARL-Message").orElse(null));
    }

    private static void assertAnswer(int status, String body, HttpResponse<String> response) {
        assertEquals(status, response.statusCode(), response.body());
        assertEquals(body, response.body().trim());
    }

    private static int sampleRows(PearlServer server) throws Exception {
        return ApiPages.csv(server.baseUrl(), "/api/samples").size() - 1;
    }
}
