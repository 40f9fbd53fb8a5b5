package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import pearl.server.receiver.RegistrationLimits;
import pearl.testing.HeadlessEmulator;
import pearl.testing.HeadlessEmulator.Phone;
import pearl.testing.PearlServer;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * One phone (the device JAR in a real MicroEmulator, its record stores kept from run to run)
 * getting its samples home whatever becomes of its server: a second server, a server whose
 * database was rebuilt, a server that is not there yet. Real Tomcat, real MariaDB.
 */
class PhoneHomeIT {

    /**
     * A small plan: three measurements at 1 KB, a dozen samples a run, 4 of them in its first
     * measurement, which it syncs at once (over the daily quota test's 3 already), in a few seconds;
     * what these tests check is where the samples go, not what they measure.
     */
    static final Map<String, String> PLAN = Map.of("PEARL-Autorun", "custom",
            "PEARL-Algorithms", "AES/CBC,SHA-256", "PEARL-Submodules", "symmetric,hash",
            "PEARL-Min-Size", "1K", "PEARL-Max-Size", "1K", "PEARL-Samples", "3", "PEARL-Rounds", "1");

    @Test
    void everyServerAPhoneSyncsToEndsWithEverySampleItHoldsOnce() throws Exception {
        Phone phone = Phone.create();
        try (TestDatabase databaseA = TestDatabase.mariaDb(); TestDatabase databaseB = TestDatabase.mariaDb();
             TestDatabase rebuiltA = TestDatabase.mariaDb()) {
            int portA;
            Set<String> first;
            try (PearlServer a = PearlServer.start(databaseA.url())) {
                portA = a.port();
                SyncedRun.assertDone(HeadlessEmulator.run(phone, a.baseUrl(), PLAN, 300));
                first = samplesOnce(databaseA);
                assertFalse(first.isEmpty());
            }

            // The same phone, now pointed at another server: it registers there and sends it
            // everything it holds, the first run's samples too.
            try (PearlServer b = PearlServer.start(databaseB.url())) {
                HeadlessEmulator.Run run = SyncedRun.assertDone(HeadlessEmulator.run(phone, b.baseUrl(), PLAN, 300));
                Set<String> onB = samplesOnce(databaseB);
                assertTrue(onB.containsAll(first) && onB.size() > first.size(), "both runs on B: " + onB.size());
                assertSynced(run, onB.size());
                assertEquals(1, devices(databaseB));
            }

            // Back to the first server: its own credentials again; it gets what it lacks, doubling nothing.
            Set<String> all;
            try (PearlServer a = PearlServer.start(databaseA.url(), portA)) {
                SyncedRun.assertDone(HeadlessEmulator.run(phone, a.baseUrl(), PLAN, 300));
                all = samplesOnce(databaseA);
                assertTrue(all.containsAll(samplesOnce(databaseB)) && all.size() > samplesOnce(databaseB).size(),
                        "all three runs on A, once: " + all.size());
                assertEquals(1, devices(databaseA), "A knows the phone as the device it registered first");
            }

            // The first server's database rebuilt, same URL: it answers that it does not know the
            // phone, which registers again and sends every sample it holds.
            try (PearlServer a = PearlServer.start(rebuiltA.url(), portA)) {
                HeadlessEmulator.Run run = SyncedRun.assertDone(HeadlessEmulator.run(phone, a.baseUrl(), PLAN, 300));
                assertEquals(1, run.lines("PEARL REGISTERING AGAIN").size(), run.output());
                Set<String> rebuilt = samplesOnce(rebuiltA);
                assertTrue(rebuilt.containsAll(all) && rebuilt.size() > all.size(), "four runs, once: " + rebuilt.size());
                assertSynced(run, rebuilt.size());
                assertEquals(1, devices(rebuiltA));
            }
        }
    }

    @Test
    void aPhoneOverTheRegistrationLimitSaysSoInWordsKeepsItsSamplesAndSyncsThemLater() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb()) {
            PearlServer limited = PearlServer.start(database.url());
            HttpClient http = HttpClient.newHttpClient();
            for (int i = 0; i < RegistrationLimits.PER_ADDRESS; i++) {
                SimulatedDevice.register(http, limited.baseUrl(), "Phone " + i);  // this address's hour is used up
            }
            refusedNowSyncedLater(database, limited,
                    "registration refused, too many registrations from this network (30 an hour)");
        }
    }

    @Test
    void aPhoneOverItsDailyQuotaSaysSoInWordsKeepsItsSamplesAndSyncsThemLater() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb()) {
            PearlServer strict;
            System.setProperty("pearl.samples.per.day", "3");
            try {
                strict = PearlServer.start(database.url());
            } finally {
                System.clearProperty("pearl.samples.per.day");  // read once, at start
            }
            refusedNowSyncedLater(database, strict,
                    "batch refused, over this device's daily quota of 3 samples (0 stored today, ");
        }
    }

    /**
     * A new phone's run against {@code refusing}, which answers 429: the phone says so in
     * {@code words}, keeps its samples and the server stores none; then, later (the limit's window
     * over: here, a server restarted with room on the same port and database), the run's next life,
     * which has nothing left to measure, sends them, once.
     */
    private static void refusedNowSyncedLater(TestDatabase database, PearlServer refusing, String words)
            throws Exception {
        Phone phone = Phone.create();
        int port = refusing.port();
        try (refusing) {
            HeadlessEmulator.Run refused = HeadlessEmulator.run(phone, refusing.baseUrl(), PLAN, 300);
            assertEquals(1, refused.lines("PEARL FAILED").size(), refused.output());
            String failed = refused.lines("PEARL FAILED").get(0);
            assertTrue(failed.contains("Not synced, every sample kept on the phone: the server answered 429: " + words),
                    failed);
            assertEquals(Set.of(), samplesOnce(database), "nothing of the refused run was stored");
        }
        try (PearlServer later = PearlServer.start(database.url(), port)) {
            HeadlessEmulator.Run run = SyncedRun.assertDone(HeadlessEmulator.run(phone, later.baseUrl(), PLAN, 300));
            Set<String> stored = samplesOnce(database);
            assertSynced(run, stored.size());
            assertEquals(1, stored.stream().map(s -> s.split(" ")[0]).distinct().count(),
                    "the refused run's samples: its next life, of the same plan, syncs them");
        }
    }

    @Test
    void aPhoneWhoseServerIsDownSaysSoInWordsKeepsItsSamplesAndSyncsThemWhenItIsUp() throws Exception {
        Phone phone = Phone.create();
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        String url = "http://127.0.0.1:" + port + "/pearl";

        HeadlessEmulator.Run down = HeadlessEmulator.run(phone, url, PLAN, 300);

        assertEquals(1, down.lines("PEARL FAILED").size(), down.output());
        String failed = down.lines("PEARL FAILED").get(0);
        assertTrue(failed.contains("samples stored") && failed.contains("). Not synced, every sample kept on the phone: "
                + "cannot reach the server at " + url + "/register") && failed.endsWith("Try again later."), failed);
        assertEquals(2, down.lines("PEARL SYNC LATER").size(),
                "after its first measurement and its first part the run tried once and went on:\n" + down.output());
        assertEquals(4, down.lines("PEARL RETRY").size(), "at its end, 5 tries, 4 waits between them:\n" + down.output());
        assertNoObfuscatedClassName(down.output());

        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url(), port)) {
            HeadlessEmulator.Run up = SyncedRun.assertDone(HeadlessEmulator.run(phone, url, PLAN, 300));
            Set<String> stored = samplesOnce(database);
            assertSynced(up, stored.size());
            assertEquals(1, stored.stream().map(s -> s.split(" ")[0]).distinct().count(),
                    "the samples of the run made while the server was down: its next life, of the same plan, syncs them");
            assertTrue(up.output().contains("PEARL RESUMED"), up.output());
        }
    }

    @Test
    void aRefusedSyncSaysWhatHappenedInWords() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            HeadlessEmulator.Run run = HeadlessEmulator.run(server.baseUrl(), Map.of("PEARL-Autorun", "custom",
                    "PEARL-Algorithms", "SHA-256", "PEARL-Submodules", "hash", "PEARL-Max-Size", "1K",
                    "PEARL-Enrolment", "0000000000"), 300);

            // a code of the right form that no /install visit gave: the server refuses the registration
            String failed = run.lines("PEARL FAILED").get(0);
            assertTrue(failed.contains("Not synced, every sample kept on the phone: the server answered 401: "
                    + "registration refused, nothing stored: "), run.output());
            assertNoObfuscatedClassName(run.output());
        }
    }

    private static void assertSynced(HeadlessEmulator.Run run, int stored) {
        String done = run.lines("PEARL DONE").get(0);
        assertTrue(done.endsWith(" " + stored + " samples synced."), "the phone sent what the server holds (" + stored
                + "): " + done);
    }

    /**
     * What the MIDlet printed names no class of the device JAR: ProGuard renamed them all but the
     * MIDlet's (cZ, a, ...), so a message made of an exception's class name says nothing.
     */
    private static void assertNoObfuscatedClassName(String output) throws Exception {
        Set<String> renamed = new TreeSet<>();
        Path jar = Path.of(System.getProperty("pearl.device.dir", "target/device"), "pearl.jar");
        try (JarFile device = new JarFile(jar.toFile())) {
            device.stream().map(e -> e.getName()).filter(n -> n.endsWith(".class") && !n.contains("/"))
                    .forEach(n -> renamed.add(n.substring(0, n.length() - ".class".length())));
        }
        assertTrue(renamed.size() > 50, "the device JAR's classes are renamed: " + renamed.size());
        // every line with a message; a progress line ("PEARL 3/9 AES/CBC encrypt 256 B: ...") has sample fields only
        for (String line : output.lines().filter(l -> l.startsWith("PEARL") && !l.matches("PEARL \\d+/\\d+ .*")).toList()) {
            for (String name : renamed) {
                assertFalse(line.matches(".*(^|[ (])" + Pattern.quote(name) + "[:)].*"),
                        "the renamed class " + name + " in: " + line);
            }
        }
    }

    /** The (run, seq) of every sample in the database, checked to be there once each. */
    private static Set<String> samplesOnce(TestDatabase database) throws Exception {
        Set<String> samples = new HashSet<>();
        int rows = 0;
        try (Connection connection = database.connect();
             ResultSet row = connection.createStatement().executeQuery("SELECT run_id, seq FROM samples")) {
            while (row.next()) {
                samples.add(row.getLong(1) + " " + row.getInt(2));
                rows++;
            }
        }
        assertEquals(rows, samples.size(), "no sample twice");
        return samples;
    }

    private static int devices(TestDatabase database) throws Exception {
        try (Connection connection = database.connect();
             ResultSet row = connection.createStatement().executeQuery("SELECT COUNT(*) FROM devices")) {
            row.next();
            return row.getInt(1);
        }
    }
}
