package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
 * kept). A size larger than the heap ends its test cases at the largest size that fits, the run
 * goes on and the device page shows that maximum. A small phone's limits of store and JAR size:
 * {@link PhoneMeSmallPhoneIT}.
 */
class PhoneMeIT {

    /** A block cipher in a mode, a stream cipher, a hash, a MAC and a public-key operation. */
    private static final Set<String> EVERY_CATEGORY = Set.of("AES/CBC", "RC4", "SHA-1", "HMAC/SHA-1", "ECDH/secp112r1");
    private static final List<String> PLAN = List.of("--plan", "custom", "--algorithms", String.join(",", EVERY_CATEGORY),
            "--min-size", "1K", "--max-size", "1K", "--samples", "10");
    static final long TIMEOUT = 600;

    @Test
    void everyCategoryRunsOnTheJitAndOnTheInterpreterAndTheResultsShowTwoVmsNoneFlagged() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            Phone phone = Phone.create();
            Run jit = PhoneMe.run(phone, server.baseUrl(), "pearl", PLAN, TIMEOUT);
            SyncedRun.assertDone(jit);
            assertTrue(jit.output().contains("Installing pearl on phoneME"), jit.output());
            Run interpreted = PhoneMe.run(phone, server.baseUrl(), "pearl",
                    concat(PLAN, List.of("--interpreter")), TIMEOUT);
            SyncedRun.assertDone(interpreted);
            assertTrue(!interpreted.output().contains("Installing"), "the same plan needs no new install: "
                    + interpreted.output());
            // another plan is another JAD: installed again, as an update that keeps the record stores
            Run updated = PhoneMe.run(phone, server.baseUrl(), "pearl", List.of("--plan", "custom",
                    "--algorithms", "DES/CBC", "--min-size", "1K", "--max-size", "1K", "--samples", "10"), TIMEOUT);
            SyncedRun.assertDone(updated);
            assertTrue(updated.output().contains("Installing pearl on phoneME"), updated.output());

            server.awaitAnalysis();
            Set<String> vms = new TreeSet<>();
            Set<String> devices = new TreeSet<>();
            Set<String> algorithms = new TreeSet<>();
            for (CSVRecord result : SyncedRun.results(server)) {
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
    void aSizeLargerThanTheHeapEndsItsTestCasesThereAndTheRunGoesOn() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            // the heap is the claim, so the fastest cipher and hash, from where a size already takes
            // a tenth of the heap, in one round of one warm sample: under qemu each size of a cipher
            // takes twice as long as the one before
            Run run = PhoneMe.run(Phone.create(), server.baseUrl(), "pearl", List.of("--heap", "1M", "--plan", "custom",
                    "--algorithms", "RC4,SHA-1", "--min-size", "128K", "--max-size", "1024K", "--samples", "1",
                    "--rounds", "1"), TIMEOUT);
            SyncedRun.assertDone(run);
            server.awaitAnalysis();
            Set<String> measured = new TreeSet<>();
            String device = null;
            for (CSVRecord result : SyncedRun.results(server)) {
                measured.add(result.get("algorithm") + " " + result.get("sizeBytes"));
                device = result.get("deviceId");
            }
            assertTrue(measured.contains("RC4 131072") && measured.contains("SHA-1 131072"), measured.toString());
            Matcher fitted = Pattern.compile("inputs up to <b>([\\d,]+) bytes</b> fitted the heap")
                    .matcher(server.get("/device?id=" + device).body());
            assertTrue(fitted.find(), "the device page shows the device's maximum");
            int largest = Integer.parseInt(fitted.group(1).replace(",", ""));
            assertTrue(largest < 1024 * 1024, "a 1 MB input does not fit a 1 MB heap: " + largest);
            assertTrue(measured.contains("RC4 " + largest) && measured.contains("SHA-1 " + largest),
                    "each test case measured up to the maximum shown, " + largest + ": " + measured);
            assertTrue(!measured.contains("RC4 " + 2 * largest) || !measured.contains("SHA-1 " + 2 * largest),
                    "and one of them no further: " + measured);
        }
    }

    private static List<String> concat(List<String> a, List<String> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).toList();
    }
}
