package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

import pearl.testing.HeadlessEmulator;
import pearl.testing.HeadlessEmulator.Phone;
import pearl.testing.HeadlessEmulator.Run;
import pearl.testing.HeadlessEmulator.Running;
import pearl.testing.HeldAnswers;
import pearl.testing.PearlServer;
import pearl.testing.PhoneMe;
import pearl.testing.TestDatabase;

/**
 * A run outlives its MIDlet. MicroEmulator is killed (SIGKILL) at random moments of one run and
 * once in the middle of its sync, and launched again each time with the same plan; phoneME's JIT is
 * killed in the middle of its run and launched again. Each run ends with one run key, every planned
 * measurement with exactly its warm samples and one cold sample, and the checksum of the same plan
 * run without a kill on another phone.
 */
class RunOutlivesItsMidletIT {

    private static final String WARM = "3";
    /** A block cipher in a mode, a stream cipher and two hashes at 1-4 KB in two rounds: some 30 measurements. */
    private static final Map<String, String> PLAN = Map.of("PEARL-Autorun", "custom",
            "PEARL-Algorithms", "AES/CBC,RC4,SHA-1,MD5", "PEARL-Min-Size", "1K", "PEARL-Max-Size", "4K",
            "PEARL-Samples", WARM, "PEARL-Rounds", "2");
    private static final List<String> PHONEME_PLAN = List.of("--plan", "custom", "--algorithms", "AES/CBC,SHA-1",
            "--min-size", "1K", "--max-size", "2K", "--samples", WARM, "--rounds", "2");
    private static final Pattern PROGRESS = Pattern.compile("^PEARL (\\d+)/(\\d+) ", Pattern.MULTILINE);
    private static final Pattern CHECKSUM = Pattern.compile("checksum (-?\\d+)");
    private static final long TIMEOUT = 300;

    @Test
    void microEmulatorKilledAtRandomMomentsAndInItsSyncEndsItsRunAsIfNeverKilled() throws Exception {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url());
             HeldAnswers relay = new HeldAnswers(server.port())) {
            Run kept = SyncedRun.assertDone(HeadlessEmulator.run(Phone.create(), server.baseUrl(),
                    named(PLAN, "Kept phone"), TIMEOUT));

            Phone phone = Phone.create();
            Map<String, String> plan = named(PLAN, "Killed phone");
            int kills = 0;
            StringBuilder lives = new StringBuilder("seed " + seed);
            while (kills < 3) {
                Running life = HeadlessEmulator.start(phone, relay.baseUrl(), plan);
                // a random moment once this life measures
                awaitOutput(life, output -> PROGRESS.matcher(output).find());
                Thread.sleep(random.nextInt(1500));
                life.process().destroyForcibly().waitFor();
                String output = life.outputSoFar();
                lives.append("\n--- killed at:\n").append(tail(output));
                assertFalse(output.contains("PEARL DONE") || output.contains("PEARL FAILED"), lives.toString());
                kills++;
            }
            // killed once more while the server stores its batch and before the phone hears that it did
            relay.hold();
            Running syncing = HeadlessEmulator.start(phone, relay.baseUrl(), plan);
            assertTrue(relay.awaitHeld(TIMEOUT), "the run went on to its sync: " + syncing.outputSoFar());
            syncing.process().destroyForcibly().waitFor();
            relay.pass();
            Run last = SyncedRun.assertDone(HeadlessEmulator.run(phone, relay.baseUrl(), plan, TIMEOUT));
            assertTrue(last.output().contains("PEARL RESUMED"), "the last life took the run up: " + last.output());

            List<CSVRecord> samples = SyncedRun.samples(server);
            assertSameRun(kept, last, of(samples, "Kept phone"), of(samples, "Killed phone"), lives.toString());
        }
    }

    @Test
    void phoneMesJitKilledInItsRunEndsItAsIfNeverKilled() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            Phone phone = Phone.create();
            Running life = PhoneMe.start(phone, server.baseUrl(), "pearl", PHONEME_PLAN, PhoneMeIT.TIMEOUT);
            // killed once it has measured a third of its plan
            awaitOutput(life, output -> {
                Matcher progress = PROGRESS.matcher(output);
                int done = 0;
                int total = 1;
                while (progress.find()) {
                    done = Integer.parseInt(progress.group(1));
                    total = Integer.parseInt(progress.group(2));
                }
                return done * 3 >= total;
            });
            PhoneMe.killVm(phone);
            Run killed = life.finish(60);
            assertFalse(killed.output().contains("PEARL DONE"), killed.output());

            Run last = SyncedRun.assertDone(PhoneMe.run(phone, server.baseUrl(), "pearl", PHONEME_PLAN,
                    PhoneMeIT.TIMEOUT));
            assertTrue(last.output().contains("PEARL RESUMED"), last.output());

            Run kept = keptRunOfThePhoneMePlan(server);
            List<CSVRecord> samples = SyncedRun.samples(server);
            assertSameRun(kept, last, of(samples, "Kept phone"), of(samples, "phoneME"), killed.output());
        }
    }

    /** The phoneME plan, uninterrupted on MicroEmulator: the checksum does not depend on the runtime. */
    private static Run keptRunOfThePhoneMePlan(PearlServer server) throws Exception {
        Map<String, String> plan = new HashMap<>(Map.of("PEARL-Autorun", "custom", "PEARL-Algorithms", "AES/CBC,SHA-1",
                "PEARL-Min-Size", "1K", "PEARL-Max-Size", "2K", "PEARL-Samples", WARM, "PEARL-Rounds", "2"));
        return SyncedRun.assertDone(HeadlessEmulator.run(Phone.create(), server.baseUrl(), named(plan, "Kept phone"),
                TIMEOUT));
    }

    /**
     * The interrupted run's samples against the uninterrupted one's: one run key, each measurement with
     * one cold sample and the plan's warm ones, as many samples and measurements, the same checksum.
     */
    private static void assertSameRun(Run kept, Run last, List<CSVRecord> keptSamples, List<CSVRecord> samples,
                                      String lives) {
        assertEquals(1, samples.stream().map(s -> s.get("runKey")).distinct().count(), "one run key:\n" + lives);
        assertEquals(samples.size(), samples.stream().map(s -> s.get("seq")).distinct().count(),
                "no sequence number twice");
        Map<String, List<CSVRecord>> measurements = samples.stream().collect(Collectors.groupingBy(
                s -> String.join(" ", s.get("algorithm"), s.get("operation"), s.get("keyBits"), s.get("sizeBytes"))));
        measurements.forEach((measurement, its) -> {
            long cold = its.stream().filter(s -> Boolean.parseBoolean(s.get("cold"))).count();
            assertEquals(1, cold, measurement + ": one cold sample\n" + lives);
            assertEquals(Integer.parseInt(WARM), its.size() - cold, measurement + ": the plan's warm samples\n" + lives);
        });
        assertEquals(keptSamples.size(), samples.size(), "as many samples as the run never killed");
        Matcher total = PROGRESS.matcher(kept.output());
        assertTrue(total.find(), kept.output());
        assertEquals(Integer.parseInt(total.group(2)), 2 * measurements.size(), "every measurement of both rounds");
        assertEquals(checksum(kept), checksum(last), "the checksum of the run never killed");
    }

    private static String checksum(Run run) {
        Matcher checksum = CHECKSUM.matcher(run.lines("PEARL DONE").get(0));
        assertTrue(checksum.find(), run.output());
        return checksum.group(1);
    }

    private static List<CSVRecord> of(List<CSVRecord> samples, String device) {
        return samples.stream().filter(s -> s.get("device").contains(device)).toList();
    }

    private static Map<String, String> named(Map<String, String> plan, String device) {
        Map<String, String> named = new HashMap<>(plan);
        named.put("PEARL-Device-Name", device);
        return named;
    }

    private static void awaitOutput(Running life, Predicate<String> ready) throws Exception {
        long end = System.nanoTime() + TIMEOUT * 1_000_000_000L;
        while (!ready.test(life.outputSoFar())) {
            assertTrue(life.process().isAlive() && System.nanoTime() < end, "the run did not get there:\n"
                    + life.outputSoFar());
            Thread.sleep(20);
        }
    }

    private static String tail(String output) {
        return output.substring(Math.max(0, output.length() - 300));
    }
}
