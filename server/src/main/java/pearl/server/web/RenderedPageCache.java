package pearl.server.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.List;

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
 * Serves each page from memory once it has been rendered: results change only when an analysis
 * writes them, while a popular algorithm's page, charting a hundred devices, may be asked for
 * hundreds of times a second (docs/benchmarks/web.md). Readers asking at once for a page not yet
 * kept wait for one render of it. A request never waits for a render or a query once its page has
 * been served once: when an analysis (of any instance on the database) changes a page's results,
 * the {@link PageRefresher} renders it again in the background while readers get the page as it
 * was. Pages are kept by {@link PageKey}, which alone says which paths are pages (the filter sees
 * every request and passes on the others), so only the parameters a page reads make it another
 * page, and the cache holds at most {@link #MAX_BYTES} of pages, least recently used leaving
 * first. Only complete 200 answers are kept; the JSON and CSV exports never. An error a servlet sends
 * ({@code sendError}) reaches each of the readers sharing its render as the container's error page.
 */
@WebFilter("/*")
public final class RenderedPageCache extends HttpFilter {

    /** Memory for pages: an algorithm page charting 100 devices is about 100 KB. */
    static final long MAX_BYTES = 64L * 1024 * 1024;

    /** A rendered answer; {@code error} is the message of one the servlet sent as an error, else null. */
    private record Page(int status, String contentType, byte[] body, String error) {
    }

    private final Cache<PageKey, Page> pages = Caffeine.newBuilder().maximumWeight(MAX_BYTES)
            .<PageKey, Page>weigher((key, page) -> page.body().length + key.url().length()).build();
    /** The renders under way for readers, so that readers of one page not yet kept wait for one render. */
    private final SharedRender<PageKey, Page> rendering = new SharedRender<>();
    private PageRefresher refresher;

    @Override
    public void init() throws ServletException {
        try {
            Services services = Services.of(getServletContext());
            refresher = new PageRefresher(services.versions(), services.devices(),
                    () -> List.copyOf(pages.asMap().keySet()), getServletContext()::log);
        } catch (SQLException databaseFailed) {
            throw new ServletException("cannot read the result versions", databaseFailed);
        }
    }

    @Override
    public void destroy() {
        refresher.close();
    }

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        // a page asked with a control character goes to its servlet, which refuses it, though its key (trimmed) be kept
        PageKey key = request.getMethod().equals("GET") && ParameterText.clean(request.getParameterMap())
                ? PageKey.of(request.getServletPath(), request::getParameterValues) : null;
        if (key == null) {
            chain.doFilter(request, response);
            return;
        }
        if (refresher.isRender(request.getHeader(PageRefresher.RENDER_HEADER))) {
            send(response, render(key, request, response, chain));
            return;
        }
        Page page = pages.getIfPresent(key);
        if (page == null) {
            page = renderOnce(key, request, response, chain);
        }
        send(response, page);
    }

    /**
     * The page rendered for this reader, or by the reader already rendering it: a page not yet kept
     * that many ask for at once (a popular page after a restart) costs one render, not one each.
     */
    private Page renderOnce(PageKey key, HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        try {
            return rendering.get(key, () -> render(key, request, response, chain));
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
            throw new ServletException("stopped while waiting for a page's render", stopping);
        }
    }

    /** Runs the servlet and its JSP into memory, and keeps the page if it is complete. */
    private Page render(PageKey key, HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        refresher.learnBase(request.getScheme(), request.getLocalAddr(), request.getLocalPort(), request.getContextPath());
        long changesBefore = refresher.changes();
        Capture capture = new Capture(response);
        chain.doFilter(request, capture);
        capture.flushBuffer();
        Page page = new Page(capture.getStatus(), capture.getContentType(), capture.bytes.toByteArray(), capture.error);
        keep(key, page);
        if (refresher.changes() != changesBefore) {
            // the results changed while this page was rendered: it may show them as they were
            refresher.renderAgain(key);
        }
        return page;
    }

    private static void send(HttpServletResponse response, Page page) throws IOException {
        if (page.error() != null) {
            // each reader gets the container's error page, as from the servlet itself
            response.sendError(page.status(), page.error());
            return;
        }
        response.setStatus(page.status());
        response.setContentType(page.contentType());
        response.setContentLength(page.body().length);
        response.getOutputStream().write(page.body());
    }

    /** A complete page is kept; one that is no more (its device merged away) is forgotten. */
    private void keep(PageKey key, Page page) {
        if (page.status() == HttpServletResponse.SC_OK) {
            pages.put(key, page);
        } else if (page.status() >= 400 && page.status() < 500) {
            pages.invalidate(key);
        }
        // a 503 (the database away) leaves the page as it was
    }

    /** Collects what a servlet or JSP writes, instead of sending it. */
    private static final class Capture extends HttpServletResponseWrapper {

        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream(16 * 1024);
        private PrintWriter writer;
        private ServletOutputStream stream;
        /** The message of an error the servlet sent, kept to be sent to every reader of the page; else null. */
        private String error;

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
        public void sendError(int status, String message) {
            setStatus(status);
            error = message == null ? "" : message;
        }

        @Override
        public void sendError(int status) {
            sendError(status, null);
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
