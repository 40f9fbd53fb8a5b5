package pearl.testing;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;

/**
 * Reads a whole answer of the paged API (docs/api.md, Paging) as a client does: the first page,
 * then each page its {@code Link: <...>; rel="next"} header names, until a page names none.
 */
public final class ApiPages {

    private static final Pattern NEXT = Pattern.compile("<([^>]*)>\\s*;\\s*rel=\"next\"");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    /** How long a change may take to show in an answer served from memory. */
    public static final long FRESH_WITHIN_MS = 10_000;

    private ApiPages() {
    }

    /**
     * Every page's answer, in order, each checked to be a 200.
     *
     * @param baseUrl the server's, e.g. {@code http://127.0.0.1:8080/pearl}
     * @param path    the first page's path under it, e.g. {@code /api/samples?format=json}
     */
    public static List<HttpResponse<String>> pages(String baseUrl, String path) throws IOException, InterruptedException {
        List<HttpResponse<String>> pages = new ArrayList<>();
        URI next = URI.create(baseUrl + path);
        while (next != null) {
            HttpResponse<String> page = HTTP.send(HttpRequest.newBuilder(next).build(), HttpResponse.BodyHandlers.ofString());
            if (page.statusCode() != 200) {
                throw new AssertionError(next + " answered " + page.statusCode() + ": " + page.body());
            }
            pages.add(page);
            URI current = next;
            next = page.headers().firstValue("Link").map(ApiPages::next).map(current::resolve).orElse(null);
        }
        return pages;
    }

    /**
     * The answer to {@code path} once it {@code shows} what a change made, asking again for at most
     * {@link #FRESH_WITHIN_MS}: {@code /api/results} is served from memory and rendered again in the
     * background within about a second of the change (docs/web.md, Freshness).
     */
    public static String awaitFresh(PearlServer server, String path, Predicate<String> shows) throws Exception {
        long deadline = System.currentTimeMillis() + FRESH_WITHIN_MS;
        String body = server.get(path).body();
        while (!shows.test(body) && System.currentTimeMillis() < deadline) {
            Thread.sleep(50);
            body = server.get(path).body();
        }
        if (!shows.test(body)) {
            throw new AssertionError(path + " still answers as before the change, " + FRESH_WITHIN_MS + " ms later:\n"
                    + body);
        }
        return body;
    }

    /** The next page's URL in a Link header, as written there (a path on the server). */
    public static String next(String link) {
        Matcher next = NEXT.matcher(link);
        if (!next.find()) {
            throw new AssertionError("a Link header without rel=\"next\": " + link);
        }
        return next.group(1);
    }

    /** The records of every page of a JSON answer, in order. */
    public static ArrayNode json(String baseUrl, String path) throws IOException, InterruptedException {
        ArrayNode all = JSON.createArrayNode();
        for (HttpResponse<String> page : pages(baseUrl, path)) {
            for (JsonNode record : JSON.readTree(page.body())) {
                all.add(record);
            }
        }
        return all;
    }

    /** The lines of every page of a CSV answer, the header once, then the records in order. */
    public static List<String> csv(String baseUrl, String path) throws IOException, InterruptedException {
        List<String> lines = new ArrayList<>();
        for (HttpResponse<String> page : pages(baseUrl, path)) {
            List<String> pageLines = page.body().lines().toList();
            lines.addAll(lines.isEmpty() ? pageLines : pageLines.subList(1, pageLines.size()));
        }
        return lines;
    }
}
