package pearl.testing;

import java.nio.file.Files;
import java.nio.file.Path;

/** The command a user runs, scripts/pearl, for the tests that run it as the user does. */
public final class PearlScript {

    private PearlScript() {
    }

    /** scripts/pearl of this checkout, where the build's pearl.scripts says it is. */
    public static Path path() {
        Path script = Path.of(System.getProperty("pearl.scripts", "../scripts"), "pearl");
        if (!Files.isRegularFile(script)) {
            throw new IllegalStateException("no scripts/pearl at " + script.toAbsolutePath());
        }
        return script;
    }
}
