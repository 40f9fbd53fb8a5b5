package pearl.build;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes the server's list of test cases from the MIDlet's catalogue (docs/collector.md, "The
 * catalogue file"): the one list of what PEARL measures, which the receiver's allow-list, the
 * pages' kinds and units, the chooser and the security facts all read. The MIDlet's build attaches
 * it as a small artifact the server depends on (docs/design.md).
 * <p>
 * Arguments, {@code name=value}: {@code classes} (the MIDlet's compiled classes), {@code bc.jar},
 * {@code midp10.jar} (what those classes load), {@code catalogue.file} (where to write).
 */
public final class CatalogueFile {

    static final String HEADER = """
            # The test cases of PEARL's full suite, written by the build from the MIDlet's catalogue
            # (pearl.build.CatalogueFile). Tab-separated: algorithm, operation, kind, unit (bytes or op), key bits,
            # in PEARL's own table (true or false).
            """;

    private CatalogueFile() {
    }

    public static void main(String[] args) throws Exception {
        Arguments arguments = new Arguments(args);
        List<CatalogueLine> testCases = CatalogueReader.testCases(List.of(arguments.path("classes"),
                arguments.path("bc.jar"), arguments.path("midp10.jar")));
        Path file = arguments.path("catalogue.file");
        Files.createDirectories(file.getParent());
        Files.writeString(file, text(testCases), StandardCharsets.UTF_8);
        System.out.println("Catalogue: " + file + ", " + testCases.size() + " test cases");
    }

    /** The file's text; a test case listed twice fails, since the server keys results on it. */
    static String text(List<CatalogueLine> testCases) {
        StringBuilder text = new StringBuilder(HEADER);
        Set<String> seen = new HashSet<>();
        List<String> twice = new ArrayList<>();
        for (CatalogueLine testCase : testCases) {
            if (!seen.add(testCase.algorithm() + " " + testCase.operation())) {
                twice.add(testCase.algorithm() + " " + testCase.operation());
            }
            text.append(testCase.line()).append('\n');
        }
        if (!twice.isEmpty()) {
            throw new IllegalStateException("test cases listed twice in the catalogue: " + twice);
        }
        return text.toString();
    }
}
