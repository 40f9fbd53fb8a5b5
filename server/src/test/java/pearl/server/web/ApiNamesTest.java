package pearl.server.web;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import pearl.server.Repository;

/**
 * Every API answer's field names follow the naming rule of docs/design.md ("Names"), and docs/api.md
 * documents each, the former names of renamed fields as deprecated.
 */
class ApiNamesTest {

    /** Words of letters and digits, the first lower case, each next one capitalized. */
    private static final Pattern LOWER_CAMEL_CASE = Pattern.compile("[a-z][a-z0-9]*([A-Z][a-z0-9]*)*");
    /** The phone's private identity and secret, and the server's row numbers other than the device id. */
    private static final Set<String> NEVER_SHOWN = Set.of("deviceKey", "key", "secret", "id", "rowId", "runId",
            "sampleId", "vmId");

    static Stream<Arguments> answers() {
        return Stream.of(Arguments.of("/api/results", ResultsApiServlet.FIELDS),
                Arguments.of("/api/results?model=", ResultsApiServlet.MODEL_FIELDS),
                Arguments.of("/api/choose", ChooseApiServlet.FIELDS),
                Arguments.of("/api/samples", SamplesApiServlet.FIELDS));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("answers")
    void everyFieldIsOneNameOfTheRule(String answer, ApiFields fields) {
        for (String name : fields.names()) {
            assertTrue(LOWER_CAMEL_CASE.matcher(name).matches(), answer + ": " + name + " is not lowerCamelCase");
            assertFalse(NEVER_SHOWN.contains(name), answer + ": " + name + " is not for an answer");
            if (name.endsWith("Id") || name.endsWith("Ids")) {
                assertTrue(name.equals("deviceId") || name.endsWith("DeviceIds"),
                        answer + ": the only ids an answer holds are device ids: " + name);
            }
            assertFalse(name.equals("run"), answer + ": a run is named by its key, runKey");
        }
        assertEquals(fields.names().size(), Set.copyOf(fields.names()).size(), answer + ": a name used twice");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("answers")
    void docsApiNamesEveryFieldAndEachFormerNameAsDeprecated(String answer, ApiFields fields) throws IOException {
        String api = Files.readString(Repository.root().resolve("docs/api.md"));
        String deprecated = api.substring(api.indexOf("## Deprecated names"));
        deprecated = deprecated.substring(0, deprecated.indexOf("\n## "));
        for (String name : fields.names()) {
            assertTrue(api.contains("`" + name + "`"), answer + ": docs/api.md does not name " + name);
        }
        for (String former : fields.formerNames()) {
            assertTrue(deprecated.contains("`" + former + "`"), answer + ": " + former + " is not listed as deprecated");
            assertFalse(fields.names().contains(former), answer + ": " + former + " is a current name too");
        }
    }

    @Test
    void aFormerNameCarriesItsFieldsValueAfterTheCurrentFields() {
        ApiFields fields = ApiFields.of("runKey", "seq", "sizeBytes").formerly("size_bytes", "sizeBytes")
                .formerly("run", "runKey");
        assertArrayEquals(new String[] {"runKey", "seq", "sizeBytes", "size_bytes", "run"}, fields.header());
        assertArrayEquals(new Object[] {7L, 1, 1024, 1024, 7L}, fields.row(new Object[] {7L, 1, 1024}));
        assertThrows(IllegalArgumentException.class, () -> fields.row(new Object[] {7L, 1}));
        assertThrows(IllegalArgumentException.class, () -> ApiFields.of("runKey").formerly("run", "runId"));
    }
}
