package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import java.util.Locale;
import java.util.Set;
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
 * phone does, through {@code scripts/pearl emulator --runtime phoneme}: a small custom plan runs in
 * JIT mode and then, on the same phone and install, in interpreter mode, both sync to MariaDB, and
 * the results bank holds the phone's results under two VMs; another plan then updates the install
 * and the phone is still the same device (its record stores kept). And one suite of the smallest
 * JAR limit's set runs one of its test cases.
 */
class PhoneMeIT {

    private static final List<String> PLAN = List.of("--plan", "custom", "--algorithms", "AES/CBC,RC4,SHA-1",
            "--min-size", "1K", "--max-size", "2K", "--samples", "3");
    private static final Pattern LIMIT = Pattern.compile("<option value=\"(\\d+)\"");
    private static final Pattern SUITE = Pattern.compile("class=\"jad\" id=\"jad-([a-z0-9-]+)\"");
    private static final long TIMEOUT = 300;

    @Test
    void aCustomPlanRunsOnTheJitAndOnTheInterpreterAndTheResultsShowTwoVms() throws Exception {
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
                    "--algorithms", "RC4", "--min-size", "1K", "--max-size", "1K", "--samples", "2"), TIMEOUT);
            assertDone(updated);
            assertTrue(updated.output().contains("Installing pearl on phoneME"), updated.output());

            server.awaitAnalysis();
            Set<String> vms = new TreeSet<>();
            Set<String> devices = new TreeSet<>();
            Set<String> algorithms = new TreeSet<>();
            for (CSVRecord result : CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                    .parse(new StringReader(server.get("/api/results?format=csv").body()))) {
                vms.add(result.get("vm"));
                devices.add(result.get("deviceId"));
                algorithms.add(result.get("algorithm"));
            }
            assertEquals(1, devices.size(), "one phone, one device, after the update too: " + devices);
            assertEquals(Set.of("AES/CBC", "RC4", "SHA-1"), algorithms);
            assertEquals(2, vms.size(), "the JIT and the interpreter are two VMs: " + vms);
            assertTrue(vms.stream().anyMatch(vm -> vm.contains("JIT")), vms.toString());
            assertTrue(vms.stream().anyMatch(vm -> vm.toLowerCase(Locale.ROOT).contains("interpreter")), vms.toString());
        }
    }

    @Test
    void aSuiteOfTheSmallestSetRunsOneOfItsTestCases() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            Matcher limit = LIMIT.matcher(server.get("/install").body());
            assertTrue(limit.find(), "the server offers the suite sets");
            String page = server.get("/install?limit=" + limit.group(1)).body();
            Matcher suite = SUITE.matcher(page);
            assertTrue(suite.find(), "the smallest set has suites: " + page);
            Matcher measures = Pattern.compile("<td data-label=\"Suite\">" + Pattern.quote(suite.group(1)) + "</td>.*?test cases: (?:<span class=\"name\">)?([^,<]+)",
                    Pattern.DOTALL).matcher(page);
            assertTrue(measures.find(), "the page says what " + suite.group(1) + " measures");
            String algorithm = measures.group(1).trim();

            Run run = PhoneMe.run(Phone.create(), server.baseUrl(), suite.group(1), List.of("--plan", "custom",
                    "--algorithms", algorithm, "--min-size", "1K", "--max-size", "1K", "--samples", "2"), TIMEOUT);
            assertDone(run);
            server.awaitAnalysis();
            Set<String> algorithms = new TreeSet<>();
            for (CSVRecord result : CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                    .parse(new StringReader(server.get("/api/results?format=csv").body()))) {
                algorithms.add(result.get("algorithm"));
            }
            assertEquals(Set.of(algorithm), algorithms);
        }
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
