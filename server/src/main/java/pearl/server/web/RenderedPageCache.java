package pearl.server.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;

import pearl.server.service.Unavailable;

/**
 * Serves each page from memory once it has been rendered: results change only when an analysis
 * writes them, while a popular algorithm's page, charting a hundred devices, may be asked for
 * hundreds of times a second (docs/benchmarks/web.md). Readers asking at once for a page not yet
 * kept wait for one render of it. A request never waits for a render or a query once its page has
 * been served once: when an analysis (of any instance on the database) changes a page's results,
 * the {@link PageRefresher} has it rendered again in the background, through a request this server
 * sends itself ({@link #renderAgain}, {@link SelfRequests}), which runs the page's filters, servlet and
 * JSP as a reader's does, while readers get the page as it was. Pages are kept by {@link PageKey}, which alone says which paths are pages (the filter sees
 * every request and passes on the others), so only the parameters a page reads make it another
 * page, and the cache holds at most {@link #MAX_BYTES} of pages, least recently used leaving
 * first. Only complete 200 answers are kept, with the headers their servlet set (the next page's
 * {@code Link} of {@code /api/results}); the samples' export is never kept. An error a servlet sends
 * ({@code sendError}) reaches each of the readers sharing its render as the container's error page.
 */
@WebFilter("/*")
public final class RenderedPageCache extends HttpFilter {

    /** Memory for pages: an algorithm page charting 100 devices is about 120 KB. */
    static final long MAX_BYTES = 64L * 1024 * 1024;

    /** A rendered answer; {@code error} is the message of one the servlet sent as an error, else null. */
    private record Page(int status, String contentType, List<Map.Entry<String, String>> headers, byte[] body,
            String error) {
    }

    /** Complete pages only: readers of one page not yet kept wait for one render of it. */
    private final KeptPages<PageKey, Page> pages = new KeptPages<>(MAX_BYTES,
            (key, page) -> page.body().length + key.url().length(), page -> page.status() == HttpServletResponse.SC_OK);
    private final SelfRequests self = new SelfRequests();
    private PageRefresher refresher;

    @Override
    public void init() throws ServletException {
        try {
            refresher = new PageRefresher(ServicesInContext.of(getServletContext()).watchResults(),
                    pages::keys, this::renderAgain, getServletContext()::log);
        } catch (Unavailable databaseFailed) {
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
        self.learn(request);
        if (self.sentBySelf(request)) {
            // this server's own request to render the page again: rendered afresh and kept, whatever is kept now
            Page page = render(key, request, response, chain);
            keep(key, page);
            send(response, page);
            return;
        }
        // a page not yet kept that many ask for at once (a popular page after a restart) costs one render
        try {
            send(response, pages.get(key, () -> render(key, request, response, chain)));
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
            throw new ServletException("stopped while waiting for a page's render", stopping);
        }
    }

    /** Runs the servlet and its JSP into memory, for a reader. */
    private Page render(PageKey key, HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        return captured(key, capture -> chain.doFilter(request, capture), response);
    }

    /**
     * Renders the page again, as a reader's request would, by asking this server for it (the filter
     * above renders it afresh and keeps it in place of the page kept).
     */
    void renderAgain(PageKey key) {
        self.get(key.url());
    }

    @FunctionalInterface
    private interface Rendering {
        void into(Capture capture) throws IOException, ServletException;
    }

    private Page captured(PageKey key, Rendering rendering, HttpServletResponse response) throws IOException, ServletException {
        long changesBefore = refresher.changes();
        Capture capture = new Capture(response);
        rendering.into(capture);
        capture.flushBuffer();
        Page page = new Page(capture.getStatus(), capture.getContentType(), List.copyOf(capture.headers),
                capture.bytes.toByteArray(), capture.error);
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
        for (Map.Entry<String, String> header : page.headers()) {
            response.setHeader(header.getKey(), header.getValue());
        }
        response.setContentLength(page.body().length);
        response.getOutputStream().write(page.body());
    }

    /** A complete page rendered again is kept; one that is no more (its device merged away) is forgotten. */
    private void keep(PageKey key, Page page) {
        if (page.status() == HttpServletResponse.SC_OK) {
            pages.put(key, page);
        } else if (page.status() >= 400 && page.status() < 500) {
            pages.forget(key);
        }
        // a 503 (the database away) leaves the page as it was
    }

    /** Collects what a servlet or JSP writes, instead of sending it. */
    private static final class Capture extends HttpServletResponseWrapper {

        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream(16 * 1024);
        /** What the servlet set besides the body: a kept page is sent with them. */
        private final List<Map.Entry<String, String>> headers = new ArrayList<>();
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
        public void setHeader(String name, String value) {
            super.setHeader(name, value);
            headers.removeIf(header -> header.getKey().equalsIgnoreCase(name));
            headers.add(Map.entry(name, value));
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
