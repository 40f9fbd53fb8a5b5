package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpClient;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import pearl.collector.Sample;
import pearl.testing.ApiPages;
import pearl.testing.HeadlessEmulator;
import pearl.testing.HeadlessEmulator.Phone;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * A phone's owner removes, from the phone, everything the server holds of it: real Tomcat, real
 * MariaDB, and the device JAR in a real MicroEmulator. The server answers what it removed, the
 * phone leaves every page and API answer once the pages are refreshed, another phone stays, a
 * replayed removal is refused, and the phone's later syncs send only what it measured later.
 */
class PhoneRemovesItsDataIT {

    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final long RUN = 1_700_000_000_000L;

    @Test
    void theMidletRemovesWhatTheServerHoldsOfItsPhone() throws Exception {
        Phone phone = Phone.create();
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            HeadlessEmulator.Run first = HeadlessEmulator.run(phone, server.baseUrl(), PhoneHomeIT.PLAN, 300);
            assertEquals(1, first.lines("PEARL DONE").size(), first.output());
            int synced = count(database, "samples");
            assertTrue(synced > 0);
            server.awaitAnalysis();
            int results = count(database, "results");
            assertTrue(results > 0);

            HeadlessEmulator.Run removal = HeadlessEmulator.run(phone, server.baseUrl(),
                    Map.of("PEARL-Autorun", "remove"), 120);

            assertEquals(List.of("PEARL DONE The server removed " + synced + " samples and " + results
                    + " results of this phone."), removal.lines("PEARL DONE"), removal.output());
            assertEquals(0, count(database, "samples"));
            assertEquals(0, count(database, "results"));
            assertEquals("[]", server.get("/api/results").body().trim());

            HeadlessEmulator.Run later = HeadlessEmulator.run(phone, server.baseUrl(), PhoneHomeIT.PLAN, 300);
            assertEquals(1, later.lines("PEARL DONE").size(), later.output());
            int sentLater = count(database, "samples");
            assertTrue(later.lines("PEARL DONE").get(0).endsWith(" " + sentLater + " samples synced."),
                    "only the later run's samples go: " + later.output());
            assertEquals(1, count(database, "devices"), "under the same registration");
        }
    }

    @Test
    void aSignedRemovalTakesThePhonesSamplesAndResultsOffTheServerAndItsPages() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            SimulatedDevice leaving = SimulatedDevice.register(HTTP, server.baseUrl(), "Leaving Phone");
            SimulatedDevice staying = SimulatedDevice.register(HTTP, server.baseUrl(), "Staying Phone");
            for (SimulatedDevice phone : List.of(leaving, staying)) {
                var stored = SimulatedDevice.post(HTTP, server.baseUrl() + "/receiver", phone.batch(
                        SimulatedDevice.conditions("P/1"), RUN, samples()));
                assertEquals("OK\t4\t0", stored.body().trim());
            }
            server.awaitAnalysis();
            assertTrue(server.get("/results").body().contains("Leaving Phone"));
            assertTrue(server.get("/api/results").body().contains("Leaving Phone"));

            byte[] removal = leaving.removal();
            var removed = SimulatedDevice.post(HTTP, server.baseUrl() + "/remove", removal);
            assertEquals(200, removed.statusCode(), removed.body());
            assertEquals("OK\t4\t2", removed.body().trim(), "4 samples and the results of its 2 sizes");

            assertEquals(0, samplesOf(database, leaving), "the phone's samples are gone");
            assertEquals(4, samplesOf(database, staying), "another phone's stay");
            ApiPages.awaitFresh(server, "/api/results", body -> !body.contains("Leaving Phone"));
            assertFalse(server.get("/api/samples").body().contains("Leaving Phone"));
            awaitPageWithout(server, "/results", "Leaving Phone");
            assertTrue(server.get("/results").body().contains("Staying Phone"));

            var replayed = SimulatedDevice.post(HTTP, server.baseUrl() + "/remove", removal);
            assertEquals(401, replayed.statusCode());
            assertEquals("unauthorized", replayed.headers().firstValue("PEARL-Refusal").orElse(""));
            assertTrue(replayed.body().startsWith("removal refused, nothing removed: "), replayed.body());
            assertEquals(405, server.get("/remove").statusCode());
            assertTrue(server.get("/install").body().contains("choose <i>Remove from server</i>"),
                    "the install page tells the phone's owner how");
        }
    }

    /** Two warm samples at each of two sizes. */
    private static List<Sample> samples() {
        List<Sample> samples = new ArrayList<>();
        for (int seq = 0; seq < 4; seq++) {
            samples.add(new Sample(RUN, seq, "AES/ECB", "encrypt", 128, 1024 << (seq % 2), 1, 0, 32, 300, false));
        }
        return samples;
    }

    /** The cached page is rendered again in the background once the results change: until then, the old one. */
    private static void awaitPageWithout(PearlServer server, String page, String text) throws Exception {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (server.get(page).body().contains(text)) {
            assertTrue(System.nanoTime() < deadline, page + " still shows " + text + " 30 s after the removal");
            Thread.sleep(100);
        }
    }

    private static int count(TestDatabase database, String table) throws Exception {
        try (Connection connection = database.connect();
             ResultSet row = connection.createStatement().executeQuery("SELECT COUNT(*) FROM " + table)) {
            row.next();
            return row.getInt(1);
        }
    }

    private static int samplesOf(TestDatabase database, SimulatedDevice phone) throws Exception {
        try (Connection connection = database.connect();
             var select = connection.prepareStatement("SELECT COUNT(*) FROM samples s JOIN runs r ON r.id = s.run_id"
                     + " JOIN devices d ON d.id = r.device_id WHERE d.device_key = ?")) {
            select.setString(1, phone.deviceKey());
            try (ResultSet row = select.executeQuery()) {
                row.next();
                return row.getInt(1);
            }
        }
    }
}
