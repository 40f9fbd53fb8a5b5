package pearl.server;

import java.nio.file.Files;
import java.nio.file.Path;

/** The project's checkout, for the tests that hold the docs to the code. */
public final class Repository {

    private Repository() {
    }

    /** The repository's root: the build runs the server's tests in server/. */
    public static Path root() {
        Path here = Path.of("").toAbsolutePath();
        while (!Files.isDirectory(here.resolve("docs")) || !Files.exists(here.resolve("README.md"))) {
            here = here.getParent();
        }
        return here;
    }
}
