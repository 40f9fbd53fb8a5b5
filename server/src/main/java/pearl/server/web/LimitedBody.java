package pearl.server.web;

import java.io.IOException;

import jakarta.servlet.http.HttpServletRequest;

/** Reads a request body up to a limit, so an oversized one costs no more memory than the limit. */
final class LimitedBody {

    private LimitedBody() {
    }

    /** The body, or null when it is longer than {@code limit} bytes. */
    static byte[] read(HttpServletRequest request, int limit) throws IOException {
        if (request.getContentLengthLong() > limit) {
            return null;
        }
        byte[] body = request.getInputStream().readNBytes(limit + 1);
        return body.length > limit ? null : body;
    }
}
