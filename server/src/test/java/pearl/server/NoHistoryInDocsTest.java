package pearl.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The docs and the pages say what is true now: history lives in {@code git log} and the dated
 * reports of docs/benchmarks, so no page names a commit or an issue. Read: docs (every .md,
 * the benchmark reports too), README.md and the JSPs.
 */
class NoHistoryInDocsTest {

    /**
     * A commit: a short hash (7 to 12 hex digits with a letter among them, or 7 digits alone) or a
     * full one (40). Device ids (16 hex digits), secrets (64), run ids (13 digits) and numbers
     * written with separators are not commits.
     */
    private static final Pattern COMMIT = Pattern.compile(
            "(?<![0-9A-Za-z])(?:(?=[0-9a-f]{0,11}[a-f])(?=[0-9a-f]{0,11}[0-9])[0-9a-f]{7,12}|[0-9]{7}|[0-9a-f]{40})(?![0-9A-Za-z])");
    /** An issue: "issue 12", "Issues 10.1", "#12". */
    private static final Pattern ISSUE = Pattern.compile("(?i)\\bissues? ?#?[0-9]|(?<![&\\w])#[0-9]+\\b");

    @Test
    void noPageNamesACommitOrAnIssue() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path page : pages()) {
            List<String> lines = Files.readAllLines(page);
            for (int i = 0; i < lines.size(); i++) {
                for (Pattern pattern : List.of(COMMIT, ISSUE)) {
                    Matcher match = pattern.matcher(lines.get(i));
                    while (match.find()) {
                        found.add(Repository.root().relativize(page) + ":" + (i + 1) + ": " + match.group());
                    }
                }
            }
        }
        assertEquals(List.of(), found, "history belongs in git log: say what is true now, without commits or issue"
                + " numbers (write a 7-digit number with separators: 1,234,567)");
    }

    @Test
    void everyKindOfPageIsRead() throws IOException {
        List<String> read = pages().stream().map(p -> Repository.root().relativize(p).toString().replace('\\', '/')).toList();
        assertTrue(read.contains("README.md") && read.contains("docs/collector.md")
                && read.contains("docs/benchmarks/collector.md")
                && read.contains("webapp/src/main/webapp/WEB-INF/jsp/handshake.jsp")
                && read.contains("webapp/src/main/webapp/WEB-INF/jsp/header.jspf"), read.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"An hour earlier, on 4844e6b, the build", "main at adb0e00:", "(8839087, landed as d780594)",
            "commit 0123456789abcdef0123456789abcdef01234567", "timed since issue 10.6", "Issue 12 asks", "(see #12)"})
    void historyIsFound(String line) {
        assertTrue(COMMIT.matcher(line).find() || ISSUE.matcher(line).find(), line);
    }

    @ParameterizedTest
    @ValueSource(strings = {"device id 0123456789abcdef", "run 1700000000000", "checksum 115932719",
            "10,000,000 samples", "key 000102030405060708090a0b0c0d0e0f", "colour #0b6e99", "&#39;",
            "the Palm VII study", "SHA-256 at 1 KB", "`-Dsuite.limits=98304`", "deadbeef"})
    void legitimateTextIsNot(String line) {
        assertFalse(COMMIT.matcher(line).find() || ISSUE.matcher(line).find(), line);
    }

    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>();
        pages.add(Repository.root().resolve("README.md"));
        for (Path folder : List.of(Repository.root().resolve("docs"), Repository.root().resolve("webapp/src/main/webapp"))) {
            try (Stream<Path> files = Files.walk(folder)) {
                files.filter(f -> f.toString().matches(".*\\.(md|jsp|jspf|html)")).sorted().forEach(pages::add);
            }
        }
        return pages;
    }
}
