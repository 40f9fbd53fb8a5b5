package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

import pearl.testing.PearlServer;
import pearl.testing.PhoneMe;
import pearl.testing.HeadlessEmulator.Phone;
import pearl.testing.HeadlessEmulator.Run;
import pearl.testing.TestDatabase;

/**
 * The suite on Sun's phoneME (CLDC HotSpot + MIDP), installed from a real Tomcat over HTTP as a
 * phone does, through {@code scripts/pearl emulator --runtime phoneme}: a plan with a test case of
 * every category runs in JIT mode and then, on the same phone and install, in interpreter mode, both
 * sync to MariaDB, and the results bank holds the phone's results under two VMs, none flagged;
 * another plan then updates the install and the phone is still the same device (its record stores
 * kept). A plan larger than a small record store arrives whole, each sample once; a size larger
 * than the heap ends its test cases at the largest size that fits, the run goes on and the device
 * page shows that maximum. And each suite of the smallest JAR limit's set runs one of its test cases.
 */
class PhoneMeIT {

    /** A block cipher in a mode, a stream cipher, a hash, a MAC and a public-key operation. */
    private static final Set<String> EVERY_CATEGORY = Set.of("AES/CBC", "RC4", "SHA-1", "HMAC/SHA-1", "ECDH/secp112r1");
    private static final List<String> PLAN = List.of("--plan", "custom", "--algorithms", String.join(",", EVERY_CATEGORY),
            "--min-size", "1K", "--max-size", "2K", "--samples", "10");
    private static final Pattern LIMIT = Pattern.compile("<option value=\"(\\d+)\"");
    private static final Pattern SUITE = Pattern.compile("class=\"jad\" id=\"jad-([a-z0-9-]+)\"");
    private static final long TIMEOUT = 600;

    @Test
    void everyCategoryRunsOnTheJitAndOnTheInterpreterAndTheResultsShowTwoVmsNoneFlagged() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            Phone phone = Phone.create();
            Run jit = PhoneMe.run(phone, server.baseUrl(), "pearl", PLAN, TIMEOUT);
            assertDone(jit);
            assertTrue(jit.output().contains("Installing pearl on phoneME"), jit.output());
            Run interpreted = PhoneMe.run(phone, server.baseUrl(), "pearl",
                    concat(PLAN, List.of("--interpreter")), TIMEOUT);
            assertDone(interpreted);
            assertTrue(!interpreted.output().contains("Installing"), "the same plan needs no new install: "
                    + interpreted.output());
            // another plan is another JAD: installed again, as an update that keeps the record stores
            Run updated = PhoneMe.run(phone, server.baseUrl(), "pearl", List.of("--plan", "custom",
                    "--algorithms", "DES/CBC", "--min-size", "1K", "--max-size", "1K", "--samples", "10"), TIMEOUT);
            assertDone(updated);
            assertTrue(updated.output().contains("Installing pearl on phoneME"), updated.output());

            server.awaitAnalysis();
            Set<String> vms = new TreeSet<>();
            Set<String> devices = new TreeSet<>();
            Set<String> algorithms = new TreeSet<>();
            for (CSVRecord result : results(server)) {
                vms.add(result.get("vm"));
                devices.add(result.get("deviceId"));
                algorithms.add(result.get("algorithm"));
                if (result.get("cold").equals("false")) {
                    assertEquals("", result.get("flags"), "no warm result flagged: " + result);
                }
            }
            assertEquals(1, devices.size(), "one phone, one device, after the update too: " + devices);
            Set<String> expected = new TreeSet<>(EVERY_CATEGORY);
            expected.add("DES/CBC");
            assertEquals(expected, algorithms);
            assertEquals(2, vms.size(), "the JIT and the interpreter are two VMs: " + vms);
            assertTrue(vms.stream().anyMatch(vm -> vm.contains("JIT")), vms.toString());
            assertTrue(vms.stream().anyMatch(vm -> vm.toLowerCase(Locale.ROOT).contains("interpreter")), vms.toString());

            // the full suite's classes leave most of a phone's heap to measure in: a row's engine
            // loads when the row is built, not with the table (pearl.testcase.Catalogue)
            Matcher heap = Pattern.compile("Java heap ([\\d,]+) bytes, <span class=\"heap-free\">([\\d,]+) bytes</span>")
                    .matcher(server.get("/device?id=" + devices.iterator().next()).body());
            int vmsWithHeap = 0;
            for (; heap.find(); vmsWithHeap++) {
                long total = Long.parseLong(heap.group(1).replace(",", ""));
                long free = Long.parseLong(heap.group(2).replace(",", ""));
                assertTrue(free >= total / 2, "the suite's test cases leave half the heap free: " + free + " of " + total);
            }
            assertEquals(2, vmsWithHeap, "the device page gives each VM's heap and what the suite left free of it");
        }
    }

    @Test
    void aPlanLargerThanTheStoreArrivesWholeEachSampleOnce() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            // 11 measurements of 150 samples: twice what a 12,288-byte store holds besides its reserve. The
            // store is the claim, so hashes in one round: a sample of a test case with a set-up spans the
            // minimum twice (set-up and execution), a hash's once
            Run run = PhoneMe.run(Phone.create(), server.baseUrl(), "pearl", List.of("--store", "12288",
                    "--plan", "custom",
                    "--algorithms", "MD4,MD5,RIPEMD128,RIPEMD160,SHA-1,SHA-224,SHA-256,SHA-384,SHA-512,Tiger,SM3",
                    "--min-size", "1K", "--max-size", "1K", "--samples", "150", "--rounds", "1"), TIMEOUT);
            assertDone(run);
            String done = run.lines("PEARL DONE").get(0);
            Matcher counts = Pattern.compile("Run complete: (\\d+) samples stored .* (\\d+) samples synced\\.").matcher(done);
            assertTrue(counts.find(), done);
            int stored = Integer.parseInt(counts.group(1));
            assertEquals(11 * 150 + 11, stored, "every sample of the plan, with each measurement's cold one: " + done);
            assertEquals(stored, Integer.parseInt(counts.group(2)), "every sample synced: " + done);

            Set<String> seen = new TreeSet<>();
            int rows = 0;
            for (CSVRecord sample : CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                    .parse(new StringReader(server.get("/api/samples?format=csv&limit=100000").body()))) {
                rows++;
                assertTrue(seen.add(sample.get("run") + "/" + sample.get("seq")), "each sample once: " + sample);
            }
            assertEquals(stored, rows, "the server holds every sample the phone stored");
        }
    }

    @Test
    void aSizeLargerThanTheHeapEndsItsTestCasesThereAndTheRunGoesOn() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            Run run = PhoneMe.run(Phone.create(), server.baseUrl(), "pearl", List.of("--heap", "1M", "--plan", "custom",
                    "--algorithms", "AES/CBC,SHA-1", "--min-size", "16K", "--max-size", "1024K", "--samples", "2"),
                    TIMEOUT);
            assertDone(run);
            server.awaitAnalysis();
            Set<String> measured = new TreeSet<>();
            String device = null;
            for (CSVRecord result : results(server)) {
                measured.add(result.get("algorithm") + " " + result.get("sizeBytes"));
                device = result.get("deviceId");
            }
            assertTrue(measured.contains("AES/CBC 16384") && measured.contains("SHA-1 16384"), measured.toString());
            Matcher fitted = Pattern.compile("inputs up to <b>([\\d,]+) bytes</b> fitted the heap")
                    .matcher(server.get("/device?id=" + device).body());
            assertTrue(fitted.find(), "the device page shows the device's maximum");
            int largest = Integer.parseInt(fitted.group(1).replace(",", ""));
            assertTrue(largest < 1024 * 1024, "a 1 MB input does not fit a 1 MB heap: " + largest);
            assertTrue(measured.contains("AES/CBC " + largest) && measured.contains("SHA-1 " + largest),
                    "each test case measured up to the maximum shown, " + largest + ": " + measured);
            assertTrue(!measured.contains("AES/CBC " + 2 * largest) || !measured.contains("SHA-1 " + 2 * largest),
                    "and one of them no further: " + measured);
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
                        + "</td>.*?test cases: (?:<span class=\"name\">)?([^,<]+)", Pattern.DOTALL).matcher(page);
                assertTrue(measures.find(), "the page says what " + suite.group(1) + " measures");
                firstTestCase.put(suite.group(1), measures.group(1).trim());
            }
            assertTrue(firstTestCase.size() > 1, "the smallest set has suites: " + page);

            // one phone: its suites enrol with one code and are one device. Its 1,000,000 bytes of
            // suite storage (MIDP's system.jam_space) do not hold the whole set: each suite is
            // removed once synced, as the phone's owner would
            Phone phone = Phone.create();
            for (Map.Entry<String, String> suite : firstTestCase.entrySet()) {
                Run run = PhoneMe.run(phone, server.baseUrl(), suite.getKey(), List.of("--plan", "custom",
                        "--algorithms", suite.getValue(), "--min-size", "1K", "--max-size", "1K", "--samples", "2",
                        "--remove"),
                        TIMEOUT);
                assertDone(run);
                assertTrue(run.output().contains("Removed " + suite.getKey() + " from the phone"), run.output());
            }
            server.awaitAnalysis();
            Set<String> algorithms = new TreeSet<>();
            for (CSVRecord result : results(server)) {
                algorithms.add(result.get("algorithm"));
            }
            assertEquals(new TreeSet<>(firstTestCase.values()), algorithms, "each suite measured its test case");
        }
    }

    private static List<CSVRecord> results(PearlServer server) throws Exception {
        return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                .parse(new StringReader(server.get("/api/results?format=csv&limit=10000").body())).getRecords();
    }

    private static void assertDone(Run run) {
        assertEquals(0, run.exitCode(), run.output());
        assertEquals(1, run.lines("PEARL DONE").size(), run.output());
        assertTrue(run.lines("PEARL FAILED").isEmpty(), run.output());
    }

    private static List<String> concat(List<String> a, List<String> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).toList();
    }
}
