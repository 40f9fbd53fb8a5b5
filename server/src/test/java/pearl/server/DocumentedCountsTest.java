package pearl.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import pearl.server.model.Catalogue;
import pearl.server.model.Kind;
import pearl.server.model.Operation;
import pearl.server.model.Primitive;

/**
 * The counts the docs give of the suite's test cases are the catalogue's, as the build writes it:
 * each phrase below is found in its page, and its number is counted from the shipped catalogue,
 * so a test case added or removed fails here until the docs say so.
 */
class DocumentedCountsTest {

    private static final Catalogue CATALOGUE = Catalogue.shipped();
    private static final Set<Kind> SYMMETRIC_AND_HASH = EnumSet.of(Kind.BLOCK_CIPHER, Kind.STREAM_CIPHER, Kind.HASH,
            Kind.MAC);

    static Stream<Arguments> counts() {
        return Stream.of(
                Arguments.of("docs/collector.md", "(\\d+) symmetric and hash test cases",
                        testCases(SYMMETRIC_AND_HASH::contains)),
                Arguments.of("docs/collector.md", "\\((\\d+) ciphers, \\d+ test cases\\)", blockCiphers()),
                Arguments.of("docs/collector.md", "\\(\\d+ ciphers, (\\d+) test cases\\)",
                        testCases(kind -> kind == Kind.BLOCK_CIPHER)),
                Arguments.of("docs/collector.md", "Stream ciphers, operations `encrypt` and `decrypt` \\((\\d+) test cases\\)",
                        testCases(kind -> kind == Kind.STREAM_CIPHER)),
                Arguments.of("docs/collector.md", "Hashes, operation `digest`, no key \\((\\d+)\\)",
                        algorithms(kind -> kind == Kind.HASH)),
                Arguments.of("docs/collector.md", "MACs, operation `mac` \\((\\d+)\\)", algorithms(kind -> kind == Kind.MAC)),
                Arguments.of("docs/collector.md", "All (\\d+) test cases", testCases(kind -> true)),
                Arguments.of("docs/collector.md", "the full suite: (\\d+) test cases", testCases(kind -> true)),
                Arguments.of("docs/web.md", "the full plan \\((\\d+) test cases", testCases(kind -> true)),
                Arguments.of("docs/public-key.md", "(\\d+) test cases, in eight rows",
                        testCases(kind -> !SYMMETRIC_AND_HASH.contains(kind))));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("counts")
    void theDocsCountAsTheCatalogue(String page, String phrase, long count) throws IOException {
        Matcher found = Pattern.compile(phrase).matcher(Files.readString(Repository.root().resolve(page)));
        assertTrue(found.find(), page + " no longer says " + phrase + ": say the count again, and here");
        do {
            assertEquals(count, Long.parseLong(found.group(1)), page + ": " + found.group());
        } while (found.find());
    }

    /** Test cases (an algorithm doing one operation) of the kinds. */
    private static long testCases(Predicate<Kind> kinds) {
        return CATALOGUE.algorithms().stream().filter(a -> kinds.test(CATALOGUE.kind(a)))
                .mapToLong(a -> Stream.of(Operation.values()).filter(op -> CATALOGUE.allows(new Primitive(a, op))).count()).sum();
    }

    private static long algorithms(Predicate<Kind> kinds) {
        return CATALOGUE.algorithms().stream().filter(a -> kinds.test(CATALOGUE.kind(a))).count();
    }

    /** Block ciphers by name, whatever the mode: AES/CBC and AES/ECB are one cipher. */
    private static long blockCiphers() {
        return CATALOGUE.algorithms().stream().filter(a -> CATALOGUE.kind(a) == Kind.BLOCK_CIPHER)
                .map(a -> a.substring(0, a.lastIndexOf('/'))).distinct().count();
    }
}
