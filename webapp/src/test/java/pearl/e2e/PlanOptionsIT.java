package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import pearl.testing.PearlScript;

/**
 * scripts/pearl refuses a plan that names an algorithm PEARL does not have, before a phone runs it
 * without that algorithm, and takes names with a wildcard as the MIDlet does.
 */
class PlanOptionsIT {

    /** Nothing listens here: a plan that passes the checks starts its phone and gives up at once. */
    private static final String NO_SERVER = "http://127.0.0.1:9/pearl";

    @Test
    void anAlgorithmNoTestCaseIsNamedIsRefusedBeforeThePhoneRuns() throws Exception {
        Run run = emulator("--algorithms", "AES/CBC,HMAC-SHA1,Foo/*");
        assertNotEquals(0, run.exitCode, run.output);
        assertTrue(run.output.contains("no test case of PEARL's is named HMAC-SHA1 Foo/*"), run.output);
        assertFalse(run.output.contains("Running the collector"), run.output);
    }

    @Test
    void namesWithAWildcardFirstOrLastAreTakenAsTheMidletTakesThem() throws Exception {
        Run run = emulator("--algorithms", "AES/*,*/CBC,HMAC/SHA-1");
        assertTrue(run.output.contains("Running the collector MIDlet in MicroEmulator (custom plan)"), run.output);
        assertFalse(run.output.contains("no test case"), run.output);
    }

    private record Run(int exitCode, String output) {
    }

    private static Run emulator(String... plan) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("bash", PearlScript.path().toString(), "emulator", "--headless",
                "--server", NO_SERVER, "--plan", "custom", "--timeout", "1"));
        command.addAll(List.of(plan));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("PEARL_HOME", Files.createTempDirectory("pearl-plan").toString());
        Process script = builder.start();
        String output = new String(script.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(script.waitFor(60, TimeUnit.SECONDS), output);
        return new Run(script.exitValue(), output);
    }
}
