package pearl.server.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;

class ResultsTableTest {

    private static final String WARM_AES = """
            {"device":"A phone with a name longer than twenty","vm":"phoneME-Feature/JIT","algorithm":"AES/CBC",
             "operation":"encrypt","sizeBytes":1024,"unit":"bytes","cold":false,"modalMs":0.5,
             "throughput":2048000.5,"samples":10,"flags":""}""";
    private static final String COLD = """
            {"device":"x","vm":"y","algorithm":"RC4","operation":"encrypt","sizeBytes":1024,"unit":"bytes",
             "cold":true,"modalMs":1,"throughput":1024000,"samples":1,"flags":null}""";
    private static final String TOO_FAST = """
            {"device":"MicroEmulator","vm":"HotSpot","algorithm":"SHA-1","operation":"digest","sizeBytes":16,
             "unit":"bytes","cold":false,"modalMs":0,"throughput":null,"samples":3,"flags":" coarse "}""";
    private static final String SIGN = """
            {"device":"MicroEmulator","vm":"HotSpot","algorithm":"RSA-1024/e65537","operation":"sign","sizeBytes":0,
             "unit":"op","cold":false,"modalMs":1234.5625,"throughput":null,"samples":10}""";

    private static List<JsonNode> rows(String... json) throws IOException {
        List<JsonNode> rows = new ArrayList<>();
        for (String row : json) {
            rows.add(new ObjectMapper().readTree(row));
        }
        return rows;
    }

    @Test
    void warmResultsOneALineFlaggedOnesMarkedAndCounted() throws IOException {
        assertEquals("""
                device               vm                 algorithm              op                 bytes   bytes/s or ms/op  samples  flags
                A phone with a name  phoneME-Feature/JI AES/CBC                encrypt             1024         2,048,000        10 \s
                MicroEmulator        HotSpot            SHA-1                  digest                16          too fast*        3  coarse
                MicroEmulator        HotSpot            RSA-1024/e65537        sign                   0   1,234.562 ms/op        10 \s
                * flagged (1): too few samples, a timer too coarse for the figure, or runs more than 5 % apart; not a finding
                """, ResultsTable.table(rows(WARM_AES, COLD, TOO_FAST, SIGN)));
    }

    @Test
    void noFlaggedResultNoFootnote() throws IOException {
        assertEquals(2, ResultsTable.table(rows(WARM_AES, COLD)).lines().count());
    }

    @Test
    void aHalfRoundsToTheEvenDigitOfTheDoublesExactValue() {
        assertEquals("2", ResultsTable.grouped(2.5, 0));
        assertEquals("2.67", ResultsTable.grouped(2.675, 2));
        assertEquals("1,234,568", ResultsTable.grouped(1234567.5, 0));
    }

    @Test
    void everyPageTheLinkHeadersName() throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/pearl/api/results", exchange -> {
            boolean first = exchange.getRequestURI().getQuery() == null;
            byte[] body = ("[" + (first ? WARM_AES : SIGN) + "]").getBytes(StandardCharsets.UTF_8);
            if (first) {
                exchange.getResponseHeaders().add("Link", "</pearl/api/results?limit=1&cursor=abc>; rel=\"next\"");
            }
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        try {
            URI first = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/pearl/api/results");
            List<JsonNode> results = ResultsTable.results(HttpClient.newHttpClient(), first);
            assertEquals(List.of("AES/CBC", "RSA-1024/e65537"), results.stream().map(r -> r.get("algorithm").asText()).toList());
            assertThrows(IOException.class, () -> ResultsTable.results(HttpClient.newHttpClient(), first.resolve("/nothing")));
        } finally {
            server.stop(0);
        }
    }
}
