package pearl.server.web;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;

/**
 * Puts the browser's protections on every answer — pages, API, static files, the suite's
 * downloads, admin pages and errors (docs/web.md): no guessing of content types, scripts and
 * styles only from this server's own files (no inline script, handler or style), and never inside
 * another site's frame. Mapped first in web.xml so the page cache's answers carry them too; a
 * servlet that resets its answer to send an error gets them back.
 */
public final class SecurityHeaders extends HttpFilter {

    /**
     * {@code <script type="application/json">} data blocks are not scripts and need no allowance;
     * {@code form-action} keeps the admin's forms posting here only.
     */
    public static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; object-src 'none';"
            + " base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        set(response);
        chain.doFilter(request, new HttpServletResponseWrapper(response) {
            @Override
            public void reset() {
                super.reset();
                set(response);
            }
        });
    }

    private static void set(HttpServletResponse response) {
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.setHeader("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        // frame-ancestors' older equivalent, for browsers without CSP level 2
        response.setHeader("X-Frame-Options", "DENY");
    }
}
