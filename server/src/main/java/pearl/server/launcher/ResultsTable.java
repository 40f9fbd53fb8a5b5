package pearl.server.launcher;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The warm results of a running server as a table on standard output, one line a result: what
 * {@code scripts/pearl demo --exit} prints at its end. It reads every page of {@code /api/results}
 * (docs/api.md), each naming the next in its Link header.
 * <pre>
 * java pearl.server.launcher.ResultsTable http://127.0.0.1:8080/pearl
 * </pre>
 */
public final class ResultsTable {

    private static final Pattern NEXT = Pattern.compile("<([^>]*)>\\s*;\\s*rel=\"next\"");
    private static final String ROW = "%-20.20s %-18.18s %-22.22s %-13s %10d %18s %8d  %s";

    private ResultsTable() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: ResultsTable SERVER-URL (e.g. http://127.0.0.1:8080/pearl)");
            System.exit(2);
        }
        List<JsonNode> results = results(HttpClient.newHttpClient(), URI.create(args[0] + "/api/results"));
        // UTF-8 whatever the locale, as the pages and the API write a device's name
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        out.print(table(results));
        out.flush();
    }

    /** Every result of every page, from {@code first} on. */
    static List<JsonNode> results(HttpClient http, URI first) throws IOException, InterruptedException {
        ObjectMapper json = new ObjectMapper();
        List<JsonNode> results = new ArrayList<>();
        URI page = first;
        while (page != null) {
            HttpResponse<String> answer = http.send(HttpRequest.newBuilder(page).build(), HttpResponse.BodyHandlers.ofString());
            if (answer.statusCode() != 200) {
                throw new IOException(page + " answered " + answer.statusCode() + ": " + answer.body());
            }
            json.readTree(answer.body()).forEach(results::add);
            page = next(page, answer.headers().firstValue("Link"));
        }
        return results;
    }

    private static URI next(URI page, Optional<String> link) {
        Matcher next = NEXT.matcher(link.orElse(""));
        return next.find() ? page.resolve(next.group(1)) : null;
    }

    /** The table of the warm results, a flagged figure marked with * and counted below the table. */
    static String table(List<JsonNode> results) {
        StringBuilder table = new StringBuilder(String.format(Locale.ROOT, "%-20s %-18s %-22s %-13s %10s %18s %8s  %s%n",
                "device", "vm", "algorithm", "op", "bytes", "bytes/s or ms/op", "samples", "flags"));
        int flagged = 0;
        for (JsonNode r : results) {
            if (r.get("cold").asBoolean()) {
                continue;
            }
            String figure;
            if (r.get("unit").asText().equals("op")) {
                figure = grouped(r.get("modalMs").asDouble(), 3) + " ms/op";
            } else {
                figure = r.get("throughput").isNull() ? "too fast" : grouped(r.get("throughput").asDouble(), 0);
            }
            // a flagged figure is no finding
            String flags = r.hasNonNull("flags") ? r.get("flags").asText().strip() : "";
            if (!flags.isEmpty()) {
                flagged++;
            }
            table.append(String.format(Locale.ROOT, ROW + "%n", r.get("device").asText(), r.get("vm").asText(),
                    r.get("algorithm").asText(), r.get("operation").asText(), r.get("sizeBytes").asLong(),
                    figure + (flags.isEmpty() ? " " : "*"), r.get("samples").asLong(), flags));
        }
        if (flagged > 0) {
            table.append(String.format(Locale.ROOT, "* flagged (%d): too few samples, a timer too coarse for the figure,"
                    + " or runs more than 5 %% apart; not a finding%n", flagged));
        }
        return table.toString();
    }

    /**
     * The value with {@code decimals} decimals and commas between thousands, rounded from the
     * double's exact value, a half to the even digit: a double formatted as it is rounds its
     * shortest decimal form half up (2.675, whose double is below it, would print 2.68, not 2.67).
     */
    static String grouped(double value, int decimals) {
        return String.format(Locale.ROOT, "%,." + decimals + "f", new BigDecimal(value).setScale(decimals, RoundingMode.HALF_EVEN));
    }
}
