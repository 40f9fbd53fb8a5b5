package pearl.device;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * The suites were built as midlet/suite-packing.tsv records them (pearl.build.PackingRecord): a
 * change that makes the build search for a packing again (a test case added, a suite grown past
 * its limit) also changes the record, so that the next build builds each suite once.
 */
class SuitePackingIT {

    @Test
    void theSuitesWereBuiltAsTheRecordSays() throws IOException {
        Path recorded = Path.of(System.getProperty("pearl.suites.packing"));
        Path built = Path.of(System.getProperty("pearl.suites.packing.built"));
        assertEquals(Files.readString(built, StandardCharsets.UTF_8),
                Files.exists(recorded) ? Files.readString(recorded, StandardCharsets.UTF_8) : "(no record)",
                "the build searched for a packing anew: keep it with cp " + built + " " + recorded);
    }
}
