package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

import pearl.testing.HeadlessEmulator;
import pearl.testing.HeadlessEmulator.Phone;
import pearl.testing.PearlServer;
import pearl.testing.TestDatabase;

/**
 * One phone, many suites: from one visit to /install, two suites of the smallest JAR
 * limit are installed over HTTP on one phone (real MicroEmulator, one home, so each suite keeps
 * its own record stores as on a MIDP 1.0 phone), each runs and syncs on its own, and the results
 * bank holds one device with both suites' results. Real Tomcat, real MariaDB.
 */
class OnePhoneManySuitesIT {

    private static final Pattern CODE = Pattern.compile("id=\"code\" class=\"code\">([0-9A-Z]{10})<");
    private static final Pattern LIMIT = Pattern.compile("<option value=\"(\\d+)\"");
    private static final Pattern JAD = Pattern.compile("class=\"jad\" id=\"jad-([a-z0-9-]+)\" href=\"([^\"]+)\"");
    /** What each suite runs: one of its own algorithms, at a few small sizes. */
    private static final Map<String, String> PLAN = Map.of("PEARL-Autorun", "custom",
            "PEARL-Min-Size", "256", "PEARL-Max-Size", "1K", "PEARL-Samples", "3", "PEARL-Rounds", "1");

    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void twoSuitesInstalledFromOneVisitAreOneDeviceWithBothSuitesResults() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            String visit = get(server.baseUrl() + "/install").body();
            String code = first(CODE, visit);
            Matcher limits = LIMIT.matcher(visit);
            assertTrue(limits.find(), "the page offers the suite sets' limits: " + visit);
            String smallest = limits.group(1);

            // the phone's JAR limit chosen on the page: the same visit, its code kept
            String page = get(server.baseUrl() + "/install?code=" + code + "&limit=" + smallest).body();
            assertEquals(code, first(CODE, page));
            Map<String, String> jads = new LinkedHashMap<>();
            for (Matcher jad = JAD.matcher(page); jad.find(); ) {
                jads.put(jad.group(1), jad.group(2));
            }
            assertTrue(jads.size() >= 2, "a small limit needs several suites: " + jads);

            Phone phone = Phone.create();
            Set<String> measured = new HashSet<>();
            List<Integer> synced = new ArrayList<>();
            for (String suite : List.copyOf(jads.keySet()).subList(0, 2)) {
                String url = jads.get(suite);
                assertEquals(server.baseUrl() + "/install/" + code + "/" + suite + ".jad", url);
                HttpResponse<String> jad = get(url);
                assertEquals("text/vnd.sun.j2me.app-descriptor",
                        jad.headers().firstValue("Content-Type").orElse("").split(";")[0]);
                assertTrue(jad.body().contains("\nPEARL-Enrolment: " + code + "\n"), jad.body());
                String jarUrl = attribute(jad.body(), "MIDlet-Jar-URL");
                assertEquals(server.baseUrl() + "/install/" + code + "/" + suite + ".jar", jarUrl);
                byte[] jar = http.send(HttpRequest.newBuilder(URI.create(jarUrl)).build(),
                        HttpResponse.BodyHandlers.ofByteArray()).body();
                assertEquals(attribute(jad.body(), "MIDlet-Jar-Size"), String.valueOf(jar.length));

                String algorithm = firstAlgorithm(page, suite);
                Map<String, String> plan = new HashMap<>(PLAN);
                plan.put("PEARL-Algorithms", algorithm);
                plan.put("PEARL-Device-Name", "Nokia 6600");
                HeadlessEmulator.Run run = HeadlessEmulator.runInstalled(phone, jad.body(), jar, plan, 300);
                assertEquals(1, run.lines("PEARL DONE").size(), run.output());
                assertTrue(run.lines("PEARL FAILED").isEmpty(), run.output());
                String done = run.lines("PEARL DONE").get(0);
                synced.add(Integer.parseInt(done.replaceAll(".* (\\d+) samples synced\\.$", "$1")));
                measured.add(algorithm);
            }
            assertEquals(2, measured.size(), "the two suites measure different algorithms: " + measured);

            assertEquals(1, count(database, "devices"), "one device for the phone");
            assertEquals(1, count(database, "suite_keys"), "the second suite registered on its own, under it");
            assertEquals(synced.get(0) + synced.get(1), count(database, "samples"),
                    "each suite sent its own samples, none lost: " + synced);

            server.awaitAnalysis();
            Set<String> devices = new HashSet<>();
            Set<String> algorithms = new HashSet<>();
            for (CSVRecord result : SyncedRun.results(server)) {
                devices.add(result.get("deviceId"));
                algorithms.add(result.get("algorithm"));
            }
            assertEquals(1, devices.size(), "the results bank has one device: " + devices);
            assertEquals(measured, algorithms, "with both suites' results");
            String devicePage = get(server.baseUrl() + "/device?id=" + devices.iterator().next()).body();
            for (String algorithm : measured) {
                assertTrue(devicePage.contains(algorithm), "the device page shows " + algorithm);
            }
        }
    }

    /** The first algorithm the page says the suite measures ("N test cases: A, B, ...", or "1 test case: A"). */
    private static String firstAlgorithm(String page, String suite) {
        Matcher row = Pattern.compile("<td data-label=\"Suite\">" + Pattern.quote(suite) + "</td>.*?test cases?: (?:<span class=\"name\">)?([^,<]+)", Pattern.DOTALL)
                .matcher(page);
        assertTrue(row.find(), "the page says what " + suite + " measures");
        return row.group(1).trim();
    }

    private static String attribute(String jad, String name) {
        return jad.lines().filter(l -> l.startsWith(name + ":")).findFirst().orElseThrow()
                .substring(name.length() + 1).trim();
    }

    private static String first(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        assertTrue(matcher.find(), pattern + " in " + text);
        return matcher.group(1);
    }

    private HttpResponse<String> get(String url) throws Exception {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(url)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), url + ": " + response.body());
        return response;
    }

    private static int count(TestDatabase database, String table) throws Exception {
        try (Connection connection = database.connect();
             ResultSet row = connection.createStatement().executeQuery("SELECT COUNT(*) FROM " + table)) {
            row.next();
            return row.getInt(1);
        }
    }
}
