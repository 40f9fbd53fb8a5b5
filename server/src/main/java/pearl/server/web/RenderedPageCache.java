package pearl.server.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;

/**
 * Keeps each rendered page (by its URL) for {@link #FRESHNESS}: results change only when an
 * analysis writes them, while a popular algorithm's page, charting a hundred devices, may be asked
 * for hundreds of times a second (docs/benchmarks/web.md). Only complete 200 answers are kept.
 * Each server instance keeps its own and none is older than the freshness, so several instances
 * stay correct without talking to each other. The JSON and CSV exports are never cached.
 */
@WebFilter({"/results", "/device", "/algorithm", "/compare", "/reference", "/handshake"})
public final class RenderedPageCache extends HttpFilter {

    /** How stale a page may be: a sync shows on the pages within this, plus the analysis. */
    public static final Duration FRESHNESS = Duration.ofSeconds(10);

    private record Page(String contentType, byte[] body) {
    }

    private final Cache<String, Page> pages = Caffeine.newBuilder().expireAfterWrite(FRESHNESS)
            .maximumSize(500).build();

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (!request.getMethod().equals("GET")) {
            chain.doFilter(request, response);
            return;
        }
        String key = request.getRequestURI() + "?" + request.getQueryString();
        Page page = pages.getIfPresent(key);
        if (page == null) {
            Capture capture = new Capture(response);
            chain.doFilter(request, capture);
            capture.flushBuffer();
            page = new Page(capture.getContentType(), capture.bytes.toByteArray());
            if (capture.getStatus() != HttpServletResponse.SC_OK) {
                response.getOutputStream().write(page.body());
                return;
            }
            pages.put(key, page);
        }
        response.setContentType(page.contentType());
        response.setContentLength(page.body().length);
        response.getOutputStream().write(page.body());
    }

    /** Collects what a servlet or JSP writes, instead of sending it. */
    private static final class Capture extends HttpServletResponseWrapper {

        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream(16 * 1024);
        private PrintWriter writer;
        private ServletOutputStream stream;

        Capture(HttpServletResponse response) {
            super(response);
        }

        @Override
        public ServletOutputStream getOutputStream() {
            if (stream == null) {
                stream = new ServletOutputStream() {
                    @Override
                    public void write(int b) {
                        bytes.write(b);
                    }

                    @Override
                    public void write(byte[] b, int off, int len) {
                        bytes.write(b, off, len);
                    }

                    @Override
                    public boolean isReady() {
                        return true;
                    }

                    @Override
                    public void setWriteListener(WriteListener listener) {
                        throw new UnsupportedOperationException("pages are written blocking");
                    }
                };
            }
            return stream;
        }

        @Override
        public PrintWriter getWriter() {
            if (writer == null) {
                String charset = getCharacterEncoding();
                writer = new PrintWriter(new OutputStreamWriter(getOutputStream(),
                        charset == null ? StandardCharsets.UTF_8 : Charset.forName(charset)));
            }
            return writer;
        }

        @Override
        public void setContentLength(int length) {
            // the length is the captured body's, set when it is sent
        }

        @Override
        public void setContentLengthLong(long length) {
            // as above
        }

        @Override
        public void flushBuffer() {
            if (writer != null) {
                writer.flush();
            }
        }
    }
}
