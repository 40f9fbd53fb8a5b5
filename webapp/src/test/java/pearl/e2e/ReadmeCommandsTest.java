package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;

import org.junit.jupiter.api.Test;

import pearl.testing.Readme;

/**
 * The README's two commands are the ones that are run: CI runs its test command, that command runs
 * every module's tests, and {@link DemoFromFreshCloneIT} runs its demo command in a fresh clone
 * (read from the README, as here).
 */
class ReadmeCommandsTest {

    @Test
    void theReadmeGivesTheDemoFirstAndTheTestsSecond() throws Exception {
        assertEquals(List.of("scripts/pearl demo", "scripts/pearl test"), Readme.ofThisCheckout().commands());
    }

    @Test
    void ciRunsTheReadmesTestCommand() throws Exception {
        Readme readme = Readme.ofThisCheckout();
        List<String> commands = Files.readAllLines(readme.root().resolve(".ci/run")).stream()
                .map(String::trim).filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
        assertEquals("exec " + readme.test(), commands.get(commands.size() - 1),
                ".ci/run ends by running the README's test command: " + commands);
    }

    @Test
    void theTestCommandVerifiesEveryModule() throws Exception {
        Readme readme = Readme.ofThisCheckout();
        String pearl = Files.readString(readme.root().resolve("scripts/pearl"));
        assertTrue(pearl.contains("exec bash \"$ROOT/scripts/test.sh\""), "scripts/pearl test runs scripts/test.sh");
        List<String> maven = Files.readAllLines(readme.root().resolve("scripts/test.sh")).stream()
                .filter(line -> line.contains("scripts/maven\"")).toList();
        assertEquals(1, maven.size(), "scripts/test.sh runs Maven once: " + maven);
        assertTrue(maven.get(0).matches(".*scripts/maven\" -B -T 2 verify \"\\$@\".*"),
                "at the root, every module's verify: " + maven.get(0));
    }
}
