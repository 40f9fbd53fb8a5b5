package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

import pearl.testing.HeadlessEmulator.Phone;
import pearl.testing.HeadlessEmulator.Run;
import pearl.testing.PearlServer;
import pearl.testing.PhoneMe;
import pearl.testing.TestDatabase;

/**
 * A small phone's limits on Sun's phoneME, as {@link PhoneMeIT} runs it: a plan larger than a small
 * record store arrives whole, each sample once; and each suite of the smallest JAR limit's set runs
 * one of its test cases on one phone, whose storage for suites holds only part of the set at once.
 * A class of its own so that the two test JVMs share phoneME's runs.
 */
class PhoneMeSmallPhoneIT {

    private static final Pattern LIMIT = Pattern.compile("<option value=\"(\\d+)\"");
    private static final Pattern SUITE = Pattern.compile("class=\"jad\" id=\"jad-([a-z0-9-]+)\"");

    @Test
    void aPlanLargerThanTheStoreArrivesWholeEachSampleOnce() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            // 11 measurements of 75 samples (some 9 KB at 10.8 bytes a sample): more than an 8,192-byte
            // store holds in all, which keeps 4 KB of it in reserve (LocalBank.RESERVE). The store is
            // the claim, not the figures: hashes (a sample of a test case with a set-up spans the
            // minimum twice, set-up and execution, a hash's once) in the quick plan's shorter samples
            Run run = PhoneMe.run(Phone.create(), server.baseUrl(), "pearl", List.of("--store", "8192",
                    "--plan", "quick",
                    "--algorithms", "MD4,MD5,RIPEMD128,RIPEMD160,SHA-1,SHA-224,SHA-256,SHA-384,SHA-512,Tiger,SM3",
                    "--min-size", "1K", "--max-size", "1K", "--samples", "75", "--rounds", "1"), PhoneMeIT.TIMEOUT);
            SyncedRun.assertDone(run);
            String done = run.lines("PEARL DONE").get(0);
            Matcher counts = Pattern.compile("Run complete: (\\d+) samples stored .* (\\d+) samples synced\\.").matcher(done);
            assertTrue(counts.find(), done);
            int stored = Integer.parseInt(counts.group(1));
            assertEquals(11 * 75 + 11, stored, "every sample of the plan, with each measurement's cold one: " + done);
            assertEquals(stored, Integer.parseInt(counts.group(2)), "every sample synced: " + done);

            Set<String> seen = new TreeSet<>();
            List<CSVRecord> samples = SyncedRun.samples(server);
            for (CSVRecord sample : samples) {
                assertTrue(seen.add(sample.get("run") + "/" + sample.get("seq")), "each sample once: " + sample);
            }
            assertEquals(stored, samples.size(), "the server holds every sample the phone stored");
        }
    }

    @Test
    void eachSuiteOfTheSmallestSetRunsOneOfItsTestCases() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            Matcher limit = LIMIT.matcher(server.get("/install").body());
            assertTrue(limit.find(), "the server offers the suite sets");
            String page = server.get("/install?limit=" + limit.group(1)).body();
            Map<String, String> firstTestCase = new TreeMap<>();
            for (Matcher suite = SUITE.matcher(page); suite.find(); ) {
                Matcher measures = Pattern.compile("<td data-label=\"Suite\">" + Pattern.quote(suite.group(1))
                        + "</td>.*?test cases?: (?:<span class=\"name\">)?([^,<]+)", Pattern.DOTALL).matcher(page);
                assertTrue(measures.find(), "the page says what " + suite.group(1) + " measures");
                firstTestCase.put(suite.group(1), measures.group(1).trim());
            }
            assertTrue(firstTestCase.size() > 1, "the smallest set has suites: " + page);

            // one phone: its suites enrol with one code and are one device. Its 1,000,000 bytes of
            // suite storage (MIDP's system.jam_space) do not hold the whole set: each suite is
            // removed once synced, as the phone's owner would
            Phone phone = Phone.create();
            for (Map.Entry<String, String> suite : firstTestCase.entrySet()) {
                Run run = PhoneMe.run(phone, server.baseUrl(), suite.getKey(), List.of("--plan", "quick",
                        "--algorithms", suite.getValue(), "--min-size", "1K", "--max-size", "1K", "--samples", "1",
                        "--remove"),
                        PhoneMeIT.TIMEOUT);
                SyncedRun.assertDone(run);
                assertTrue(run.output().contains("Removed " + suite.getKey() + " from the phone"), run.output());
            }
            server.awaitAnalysis();
            Set<String> algorithms = new TreeSet<>();
            for (CSVRecord result : SyncedRun.results(server)) {
                algorithms.add(result.get("algorithm"));
            }
            assertEquals(new TreeSet<>(firstTestCase.values()), algorithms, "each suite measured its test case");
        }
    }
}
