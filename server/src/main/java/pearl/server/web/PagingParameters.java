package pearl.server.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import jakarta.servlet.http.HttpServletResponse;


/**
 * The paging of an API answer (docs/api.md, Paging): {@code limit}, how many records a page holds
 * at most, and {@code cursor}, the opaque token of the record after which it starts, as the
 * previous page's {@code Link: <...>; rel="next"} header gave it. A token is the key the bank
 * pages by, with the answer it belongs to, as base64url of a JSON array of strings: opaque
 * to clients, which copy the next page's URL and build none.
 *
 * @param answer which answer's keys the cursor holds
 * @param given whether the request named its limit (the next page's URL keeps it)
 * @param after the key after which the page starts; null for the first page
 */
record PagingParameters(Answer answer, int limit, boolean given, List<String> after) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The answers that page, each by the name its cursors carry, so that one's cursor is refused by another. */
    enum Answer {
        RESULTS("results", "/api/results without model"), MODEL("model", "/api/results with model="),
        SAMPLES("samples", "/api/samples"), CHOOSE("choose", "/api/choose");

        private final String name;
        private final String request;

        Answer(String name, String request) {
            this.name = name;
            this.request = request;
        }
    }

    /** Opens a page of an answer with these parameters: a bank's, or the chooser's. */
    @FunctionalInterface
    interface Opener<P> {
        P open(List<String> after, int limit);
    }

    /**
     * @param parameters    a parameter's values by name, null when absent
     * @param defaultLimit  the limit when the request names none
     * @param mostLimit     the largest limit accepted
     * @throws IllegalArgumentException saying what is accepted, when {@code limit} or {@code cursor} is not
     */
    static PagingParameters of(Function<String, String[]> parameters, Answer answer, int defaultLimit, int mostLimit) {
        String limitText = FilterParameters.text(parameters, "limit");
        Long limit;
        try {
            limit = FilterParameters.number(parameters, "limit", 1, mostLimit);
        } catch (IllegalArgumentException refused) {
            // one sentence for both ways to miss, with the default
            throw new IllegalArgumentException("limit must be a whole number from 1 to " + mostLimit + " (default "
                    + defaultLimit + "), not " + FilterParameters.quoted(limitText));
        }
        String cursor = FilterParameters.text(parameters, "cursor");
        return new PagingParameters(answer, limit == null ? defaultLimit : limit.intValue(), limit != null,
                cursor == null ? null : key(answer, cursor));
    }

    /** The page these parameters ask for; a cursor the answer cannot place is the client's error. */
    <P> P open(Opener<P> opener) {
        try {
            return opener.open(after, limit);
        } catch (IllegalArgumentException notAKey) {
            throw badCursor(answer);
        }
    }

    /**
     * The paging in one spelling, for the next page's URL and the page cache:
     * {@code limit=100&cursor=...}, empty for the first page by default.
     */
    String query() {
        List<String> query = new ArrayList<>();
        FilterParameters.add(query, "limit", given ? limit : null);
        FilterParameters.add(query, "cursor", after == null ? null : token(answer, after));
        return String.join("&", query);
    }

    /**
     * Names the next page in a {@code Link} header, when there is one, as a path on this server
     * (the answer may be kept and served to readers who reached the server by other names).
     *
     * @param path  the answer's path with the context path, {@code /pearl/api/results}
     * @param query the request's other parameters in one spelling
     * @param next  the key after which the next page starts, null when this page is the last
     */
    void linkNext(HttpServletResponse response, String path, String query, List<String> next) {
        if (next == null) {
            return;
        }
        PagingParameters following = new PagingParameters(answer, limit, given, next);
        String paging = following.query();
        response.setHeader("Link", "<" + path + "?" + (query.isEmpty() ? paging : query + "&" + paging)
                + ">; rel=\"next\"");
    }

    /** The opaque token of a key. */
    static String token(Answer answer, List<String> key) {
        List<String> values = new ArrayList<>(key.size() + 1);
        values.add(answer.name);
        values.addAll(key);
        try {
            return Base64.getUrlEncoder().withoutPadding().encodeToString(JSON.writeValueAsBytes(values));
        } catch (IOException cannot) {
            throw new IllegalStateException("a list of strings is always JSON", cannot);
        }
    }

    /** The key a token holds, if it is a token of this answer. */
    static List<String> key(Answer answer, String token) {
        JsonNode values;
        try {
            values = JSON.readTree(new String(Base64.getUrlDecoder().decode(token), StandardCharsets.UTF_8));
        } catch (IOException | IllegalArgumentException notAToken) {
            throw badCursor(answer);
        }
        if (values == null || !values.isArray() || values.size() < 2 || !values.get(0).asText().equals(answer.name)) {
            throw badCursor(answer);
        }
        List<String> key = new ArrayList<>();
        for (int i = 1; i < values.size(); i++) {
            if (!values.get(i).isTextual()) {
                throw badCursor(answer);
            }
            key.add(values.get(i).asText());
        }
        return key;
    }

    private static IllegalArgumentException badCursor(Answer answer) {
        return new IllegalArgumentException("cursor must be a token this API gave in the Link header of a page of "
                + answer.request + ": follow that link as it is, or leave the cursor out for the first page");
    }
}
