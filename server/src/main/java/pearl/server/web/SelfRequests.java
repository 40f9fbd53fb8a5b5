package pearl.server.web;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HexFormat;

import jakarta.servlet.http.HttpServletRequest;

/**
 * Requests this server sends itself, through its own connector, as any client's: the page cache's
 * renders of a page whose results changed (RenderedPageCache), which thus run the page's filters,
 * servlet and JSP exactly as a reader's request does, with no request made by hand. The server
 * learns where it listens from the first request it serves (the connector's local address, port
 * and context path), and marks its own requests with a token made at start that never leaves the
 * process, so that only they are rendered afresh rather than served from the cache. The connector
 * is plain HTTP, as behind PEARL's TLS proxy (docs/admin.md).
 */
final class SelfRequests {

    /** The header that carries the token. */
    static final String HEADER = "PEARL-Render";

    private static final Duration CONNECT = Duration.ofSeconds(5);
    /** A render is one page's queries and JSP: far less, but a database under load may take its time. */
    private static final Duration ANSWER = Duration.ofSeconds(60);

    private final String token;
    /** HTTP/1.1, as a browser's request: no h2c upgrade offered to the connector on every render. */
    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(CONNECT).followRedirects(HttpClient.Redirect.NEVER).build();
    private volatile URI base;

    SelfRequests() {
        byte[] random = new byte[32];
        new SecureRandom().nextBytes(random);
        token = HexFormat.of().formatHex(random);
    }

    /** Learns from a request this server serves where it listens, once. */
    void learn(HttpServletRequest request) {
        if (base == null) {
            try {
                base = new URI("http", null, request.getLocalAddr(), request.getLocalPort(), request.getContextPath(),
                        null, null);
            } catch (URISyntaxException notAnAddress) {
                throw new IllegalStateException("the connector's address is no URI's host: " + request.getLocalAddr(),
                        notAnAddress);
            }
        }
    }

    /** Whether the request is one this server sent itself. */
    boolean sentBySelf(HttpServletRequest request) {
        String sent = request.getHeader(HEADER);
        return sent != null && MessageDigest.isEqual(token.getBytes(StandardCharsets.US_ASCII),
                sent.getBytes(StandardCharsets.US_ASCII));
    }

    /**
     * GETs {@code url} (under the context path) from this server, marked as its own.
     *
     * @throws IllegalStateException when no request has told where the server listens yet, or the request failed
     */
    void get(String url) {
        URI where = base;
        if (where == null) {
            throw new IllegalStateException("no request has reached this server yet, so it does not know its address");
        }
        HttpRequest request = HttpRequest.newBuilder(URI.create(where + url)).timeout(ANSWER).header(HEADER, token)
                .GET().build();
        try {
            client.send(request, HttpResponse.BodyHandlers.discarding());
        } catch (IOException failed) {
            throw new IllegalStateException("this server did not answer its own request for " + url, failed);
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("stopped while rendering " + url, stopping);
        }
    }
}
