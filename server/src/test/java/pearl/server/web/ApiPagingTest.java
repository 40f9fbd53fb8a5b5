package pearl.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import pearl.server.analysis.ModelFigures;
import pearl.server.bank.KeysetPage;
import pearl.server.bank.Registrations;
import pearl.server.bank.ResultVersions;
import pearl.server.model.AnswerPages;
import pearl.server.model.Choice;
import pearl.server.model.ModelFigure;
import pearl.server.model.Query;
import pearl.server.model.Result;
import pearl.server.model.ResultFilter;
import pearl.server.model.SampleView;
import pearl.server.model.Task;
import pearl.server.receiver.BatchSignature;
import pearl.server.service.ChoiceService;
import pearl.server.service.ResultService;
import pearl.server.service.SampleService;
import pearl.server.web.PagingParameters.Answer;

/**
 * The API's pages over a bank on H2: following the cursors from the first page gives every result,
 * figure and sample exactly once, in key order, each page no larger than its limit; a cursor or a
 * limit that is not one is refused with what is accepted.
 */
class ApiPagingTest extends OnEmbeddedDatabase {

    private static final String[] ALGORITHMS = {"AES/ECB", "DES/ECB", "RC4"};
    private static final int[] SIZES = {1024, 2048, 4096};

    /** Three devices of one model, each with 3 algorithms × 3 sizes, cold and warm: 54 results, 81 samples. */
    @BeforeEach
    void threePhonesSynced() throws Exception {
        for (int d = 0; d < 3; d++) {
            sync(parts.registrations().register("Nokia 6230", null, Map.of("microedition.platform", "Nokia6230/" + d)), d);
        }
        parts.analyzer().analyzePending();
    }

    private void sync(Registrations.Credentials device, int d) throws Exception {
        StringBuilder text = new StringBuilder("PEARL-SAMPLES 2\nD\t" + device.deviceKey() + "\t1\n"
                + "R\t1\tformat=1\ttimer.resolution=10\tmidlet.version=0.2\tbc.version=1.53\n");
        int seq = 0;
        for (String algorithm : ALGORITHMS) {
            for (int size : SIZES) {
                for (int i = 0; i < 3; i++) {
                    text.append("S\t1\t").append(seq++).append('\t').append(algorithm).append("\tencrypt\t128\t")
                            .append(size).append("\t1\t0\t10\t").append(size / 8 + d * 50 + i).append('\t')
                            .append(i == 0 ? 1 : 0).append('\n');
                }
            }
        }
        byte[] unsigned = text.toString().getBytes(StandardCharsets.UTF_8);
        String body = text + "H\t" + HexFormat.of().formatHex(BatchSignature.sign(
                HexFormat.of().parseHex(device.secretHex()), unsigned, unsigned.length)) + "\n";
        parts.receiver().receive(body.getBytes(StandardCharsets.UTF_8));
    }

    /** A bank's page as the API reads it. */
    @FunctionalInterface
    private interface Bank<T> {
        KeysetPage<T> page(List<String> after, int limit) throws SQLException;
    }

    /** What a client does with a page it read: its records, and the next page's key (null after the last). */
    private interface PageReader<T> {
        void read(List<T> page, List<String> next);
    }

    /** Reads every page from the first, following each page's next key. */
    private static <T> void walk(Bank<T> bank, int limit, PageReader<T> reader) throws SQLException {
        List<String> after = null;
        do {
            List<T> page = new ArrayList<>();
            try (KeysetPage<T> open = bank.page(after, limit)) {
                open.forEach(page::add);
                after = open.next();
            }
            reader.read(page, after);
        } while (after != null);
    }

    /** Every page from the first, following each page's next key; asserts each holds {@code limit} but the last. */
    private static <T> List<T> follow(Bank<T> bank, int limit) throws SQLException {
        List<T> all = new ArrayList<>();
        walk(bank, limit, (page, after) -> {
            assertTrue(page.size() == limit || after == null && page.size() < limit || after == null && !all.isEmpty()
                    && page.size() == limit, "a page holds its limit, the last at most: " + page.size());
            assertFalse(page.isEmpty() && !all.isEmpty(), "no empty page after the first");
            all.addAll(page);
        });
        return all;
    }

    @Test
    void followingTheCursorsGivesEveryResultOnceInKeyOrder() throws Exception {
        List<Result> expected = new ArrayList<>(parts.results().all());
        assertEquals(54, expected.size());
        expected.sort(Comparator.comparingLong(Result::deviceId).thenComparing(Result::algorithm)
                .thenComparing(Result::operation).thenComparingInt(Result::keyBits).thenComparingInt(Result::sizeBytes)
                .thenComparing(Result::cold));
        for (int limit : new int[] {1, 5, 18, 53, 54, 1000}) {
            assertEquals(expected, follow((after, n) -> parts.results().page(ResultFilter.ANY, after, n), limit),
                    "limit " + limit);
        }
        long second = expected.get(20).deviceId();
        assertEquals(expected.stream().filter(r -> r.deviceId() == second && !r.cold()).toList(),
                follow((after, n) -> parts.results().page(new ResultFilter(second, null, null, null, false, null),
                        after, n), 4), "a filter pages the same way");
    }

    @Test
    void aModelsFiguresArePagedByFigureWithAllTheirDevices() throws Exception {
        List<ModelFigure> expected = ModelFigures.of(parts.results().find(ResultFilter.model("Nokia 6230")));
        assertEquals(9, expected.size());
        for (int limit : new int[] {1, 2, 4, 9, 10}) {
            List<ModelFigure> paged = new ArrayList<>();
            List<String> after = null;
            do {
                try (KeysetPage<Result> page = parts.results().modelPage(ResultFilter.model("Nokia 6230"), after,
                        limit)) {
                    List<Result> rows = new ArrayList<>();
                    page.forEach(rows::add);
                    List<ModelFigure> figures = ModelFigures.of(rows);
                    assertTrue(figures.size() == limit || page.next() == null, "limit " + limit + ": " + figures.size());
                    paged.addAll(figures);
                    after = page.next();
                }
            } while (after != null);
            assertEquals(expected, paged, "limit " + limit);
        }
    }

    @Test
    void followingTheCursorsGivesEverySampleOnceOldestFirst() throws Exception {
        List<SampleView> all = follow((after, n) -> parts.samples().page(ResultFilter.ANY, after, 1000), 1000);
        assertEquals(81, all.size());
        for (int limit : new int[] {1, 7, 80, 81}) {
            assertEquals(all, follow((after, n) -> parts.samples().page(ResultFilter.ANY, after, n), limit),
                    "limit " + limit);
        }
        assertEquals(all.subList(0, 27).stream().map(v -> v.sample().sequence()).toList(),
                java.util.stream.IntStream.range(0, 27).boxed().toList(), "the first phone's samples, as stored");
    }

    /** The answer's pages as a client following them finds them: its records, and where each page but the first starts. */
    private static <T> AnswerPages walked(Bank<T> bank, int limit, Function<List<T>, Integer> records)
            throws SQLException {
        long[] count = {0};
        List<List<String>> starts = new ArrayList<>();
        walk(bank, limit, (page, after) -> {
            count[0] += records.apply(page);
            if (after != null) {
                starts.add(after);
            }
        });
        return new AnswerPages(count[0], limit, starts);
    }

    @Test
    void anAnswersPagesAreKnownBeforeItsFirstPageIsRead() throws Exception {
        ResultFilter model = ResultFilter.model("Nokia 6230");
        for (int limit : new int[] {1, 4, 9, 10, 53, 54, 81, 1000}) {
            assertEquals(walked((after, n) -> parts.results().page(ResultFilter.ANY, after, n), limit, List::size),
                    parts.results().pages(ResultFilter.ANY, limit), "results, limit " + limit);
            assertEquals(walked((after, n) -> parts.results().modelPage(model, after, n), limit,
                    rows -> ModelFigures.of(rows).size()), parts.results().modelPages(model, limit),
                    "a model's figures, limit " + limit);
            assertEquals(walked((after, n) -> parts.samples().page(ResultFilter.ANY, after, n), limit, List::size),
                    parts.samples().pages(ResultFilter.ANY, limit), "samples, limit " + limit);
        }
        assertEquals(new AnswerPages(54, 1000, List.of()), parts.results().pages(ResultFilter.ANY, 1000));
        assertEquals(new AnswerPages(9, 4, parts.results().modelPages(model, 4).starts()),
                parts.results().modelPages(model, 4), "nine figures, of three devices each");
        assertEquals(3, parts.results().modelPages(model, 4).count());
        assertEquals(new AnswerPages(0, 10, List.of()), parts.samples().pages(ResultFilter.device(999_999), 10),
                "no record: one empty page");
    }

    @Test
    void theChoosersAnswerPagesByDeviceIdEveryChoiceOnceAndRefusesACursorWhoseDeviceChanged() throws Exception {
        Query query = new Query(Task.ENCRYPT, 2048, 0, true, 1, Set.of());
        ChoiceService choices = new ChoiceService(parts);
        ChoiceService.Answer answer = choices.answer(query, 1000);
        assertEquals(9, answer.choices().size(), "three ciphers on each of three devices");
        List<Choice> byDevice = new ArrayList<>(answer.choices());
        byDevice.sort(Comparator.comparingLong(Choice::deviceId));  // stable: each device's choices as the chooser orders them
        for (int limit : new int[] {1, 2, 4, 8, 9, 10}) {
            List<Choice> all = new ArrayList<>();
            List<List<String>> starts = new ArrayList<>();
            List<String> after = null;
            do {
                ChoiceService.Page page = choices.page(query, after, limit);
                assertTrue(page.choices().size() == limit || page.next() == null, "limit " + limit);
                all.addAll(page.choices());
                after = page.next();
                if (after != null) {
                    starts.add(after);
                }
            } while (after != null);
            assertEquals(byDevice, all, "every choice once, by device id, limit " + limit);
            assertEquals(new AnswerPages(9, limit, starts), choices.answer(query, limit).pages(),
                    "the page's export knows the pages, limit " + limit);
        }
        long second = byDevice.get(3).deviceId();
        assertEquals(byDevice.subList(3, 6), choices.page(new Query(Task.ENCRYPT, 2048, 0, true, 1,
                Set.of(second)), null, 10).choices(), "one device's");

        List<String> cursor = choices.page(query, null, 4).next();
        assertEquals(String.valueOf(second), cursor.get(0), "the fourth choice is the second device's first");
        assertThrows(IllegalArgumentException.class, () -> choices.page(query, List.of("x", "0", "1"), 4));
        try (Connection connection = dataSource().getConnection()) {
            ResultVersions.bump(connection, List.of(second));
        }
        var changed = assertThrows(ChoiceService.Changed.class, () -> choices.page(query, cursor, 4));
        assertTrue(changed.getMessage().startsWith("the results of device " + second + " changed"), changed.getMessage());
        assertEquals(byDevice.subList(4, 8), choices.page(query, choices.page(query, null, 4).next(),
                4).choices(), "a cursor given since is followed");
    }

    @Test
    void aCursorTokenCarriesItsKeyAndItsKindOnly() {
        List<String> key = List.of("7", "2", "AES/CBC", "encrypt", "128", "1024", "false", "0.2", "1.53");
        String token = PagingParameters.token(Answer.RESULTS, key);
        assertTrue(token.matches("[A-Za-z0-9_-]+"), "safe in a URL as it is: " + token);
        assertEquals(key, PagingParameters.key(Answer.RESULTS, token));
        var other = assertThrows(IllegalArgumentException.class, () -> PagingParameters.key(Answer.SAMPLES, token));
        assertTrue(other.getMessage().contains("/api/samples"), other.getMessage());
        for (String bad : new String[] {"xyz", "%%%", PagingParameters.token(Answer.RESULTS, List.of()),
                java.util.Base64.getUrlEncoder().encodeToString("[\"results\", 7]".getBytes(StandardCharsets.UTF_8))}) {
            var refused = assertThrows(IllegalArgumentException.class, () -> PagingParameters.key(Answer.RESULTS, bad), bad);
            assertTrue(refused.getMessage().startsWith("cursor must be a token this API gave in the Link header"),
                    refused.getMessage());
        }
    }

    @Test
    void aCursorTheBankCannotPlaceIsTheClientsError() {
        Map<String, String[]> parameters = Map.of("cursor", new String[] {PagingParameters.token(Answer.SAMPLES,
                List.of("not a number"))});
        PagingParameters paging = PagingParameters.of(parameters::get, Answer.SAMPLES, 10, 100);
        var refused = assertThrows(IllegalArgumentException.class,
                () -> paging.open((after, limit) -> new SampleService(parts).page(ResultFilter.ANY, after, limit)));
        assertTrue(refused.getMessage().contains("/api/samples"), refused.getMessage());
        PagingParameters shortKey = PagingParameters.of(Map.of("cursor", new String[] {
                PagingParameters.token(Answer.RESULTS, List.of("1"))})::get, Answer.RESULTS, 10, 100);
        assertThrows(IllegalArgumentException.class,
                () -> shortKey.open((after, limit) -> new ResultService(parts).page(ResultFilter.ANY, after, limit)));
    }

    @Test
    void aLimitIsAWholeNumberUpToTheMost() {
        assertEquals(10, PagingParameters.of(Map.<String, String[]>of()::get, Answer.SAMPLES, 10, 100).limit());
        assertEquals(100, PagingParameters.of(Map.of("limit", new String[] {"100"})::get, Answer.SAMPLES, 10, 100).limit());
        for (String bad : new String[] {"0", "-1", "101", "ten", "1e3", "99999999999"}) {
            var refused = assertThrows(IllegalArgumentException.class,
                    () -> PagingParameters.of(Map.of("limit", new String[] {bad})::get, Answer.SAMPLES, 10, 100));
            assertEquals("limit must be a whole number from 1 to 100 (default 10), not '" + bad + "'",
                    refused.getMessage());
        }
    }

    @Test
    void aValueWithAControlCharacterIsRefusedNotTrimmed() {
        for (String bad : new String[] {"AES/CBC\0", "AES/CBC\n", "\tAES/CBC", "AES\u0085CBC"}) {
            var refused = assertThrows(IllegalArgumentException.class,
                    () -> FilterParameters.of(Map.of("algorithm", new String[] {bad})::get));
            assertTrue(refused.getMessage().startsWith("algorithm must not hold a control character"),
                    refused.getMessage());
        }
        assertEquals("AES/CBC", FilterParameters.of(Map.of("algorithm", new String[] {" AES/CBC "})::get).algorithm());
        assertNull(FilterParameters.of(Map.<String, String[]>of()::get).algorithm());
    }

    @Test
    void theNextPagesQueryKeepsTheFilterFormatAndLimitInOneSpelling() {
        ApiRequest request = ApiRequest.results(Map.of("device", new String[] {"007"}, "algorithm",
                new String[] {"AES/CBC"}, "format", new String[] {"csv"}, "limit", new String[] {"50"}, "utm",
                new String[] {"x"})::get);
        assertEquals("device=7&algorithm=AES%2FCBC&format=csv", request.query());
        assertEquals("device=7&algorithm=AES%2FCBC&format=csv&limit=50", request.pageQuery());
        PageKey key = PageKey.of("/api/results", Map.of("device", new String[] {"7"}, "algorithm",
                new String[] {"AES/CBC"}, "format", new String[] {"csv"}, "limit", new String[] {"50"})::get);
        assertEquals("/api/results?" + request.pageQuery(), key.url(), "the page cache keeps it under the same query");
        assertTrue(key.shows(List.of(7L)));
        assertFalse(key.shows(List.of(8L)), "one device's answer is rendered again when that device changes only");
    }
}
