package pearl.server.web;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.util.Set;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;

/**
 * Answers a method that no servlet of the API serves ({@code PATCH}, or one made up) with 405 and
 * the methods the path does serve, in PEARL's plain text, where {@code HttpServlet} would answer
 * 501 with the container's own error page. The path's methods are what its servlet answers to
 * {@code OPTIONS}: {@code HttpServlet} lists those it implements.
 */
public final class UnservedMethods extends HttpFilter {

    /** The methods {@code HttpServlet} dispatches; it answers 501 to any other. */
    private static final Set<String> DISPATCHED = Set.of("GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "TRACE");

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (DISPATCHED.contains(request.getMethod())) {
            chain.doFilter(request, response);
            return;
        }
        String allowed = allowed(request, response, chain);
        response.setHeader("Allow", allowed);
        PlainText.send(response, HttpServletResponse.SC_METHOD_NOT_ALLOWED,
                request.getMethod() + " is not served here; " + request.getRequestURI() + " takes " + allowed);
    }

    /** Asks the path's servlet, with an OPTIONS request whose answer goes nowhere but its Allow header. */
    private static String allowed(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        String[] allow = {"GET, HEAD, OPTIONS"};
        ServletOutputStream nowhere = new ServletOutputStream() {
            @Override
            public void write(int b) {
            }

            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setWriteListener(WriteListener listener) {
            }
        };
        chain.doFilter(new HttpServletRequestWrapper(request) {
            @Override
            public String getMethod() {
                return "OPTIONS";
            }
        }, new HttpServletResponseWrapper(response) {
            @Override
            public void setHeader(String name, String value) {
                if ("Allow".equalsIgnoreCase(name)) {
                    allow[0] = value;
                }
            }

            @Override
            public void addHeader(String name, String value) {
                setHeader(name, value);
            }

            @Override
            public void setStatus(int status) {
            }

            @Override
            public void sendError(int status, String message) {
            }

            @Override
            public void sendError(int status) {
            }

            @Override
            public ServletOutputStream getOutputStream() {
                return nowhere;
            }

            @Override
            public PrintWriter getWriter() {
                return new PrintWriter(OutputStream.nullOutputStream());
            }
        });
        return allow[0];
    }
}
