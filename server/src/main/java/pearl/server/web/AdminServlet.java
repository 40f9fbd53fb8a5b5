package pearl.server.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.sql.SQLException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HexFormat;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import pearl.server.admin.Admins;
import pearl.server.admin.LoginThrottle;
import pearl.server.bank.Devices;

/**
 * {@code /admin} (docs/admin.md): everything that changes or deletes data. {@code POST /admin/login}
 * starts a session for the admin's password, throttled per address and account ({@link LoginThrottle});
 * every other POST needs that session and the CSRF
 * token the session was given, sent back as the form field {@code csrf}. Actions: rename, merge,
 * delete-run, analyze, logout. The session lives in the container, so with several instances the
 * load balancer keeps an admin on one instance (docs/scaling.md); nothing else depends on it.
 */
@WebServlet(urlPatterns = {"/admin", "/admin/*"})
public final class AdminServlet extends HttpServlet {

    static final String ADMIN = "pearl.admin";
    static final String CSRF = "pearl.csrf";
    private static final int TOO_MANY_REQUESTS = 429;
    private static final SecureRandom RANDOM = new SecureRandom();

    /** This instance's failed-login counts (docs/scaling.md); the container makes one servlet per application. */
    private final LoginThrottle throttle = new LoginThrottle();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        HttpSession session = request.getSession(false);
        if (session == null || session.getAttribute(ADMIN) == null) {
            page(request, response, "PEARL admin: log in", """
                    <form method="post" action="%s/admin/login">
                      <label>Password <input type="password" name="password" autocomplete="current-password"></label>
                      <button>Log in</button>
                    </form>
                    <p>%s</p>""".formatted(request.getContextPath(), Html.escape(LoginThrottle.policy())));
            return;
        }
        try {
            StringBuilder body = new StringBuilder();
            String done = request.getParameter("done");
            if (done != null) {
                body.append("<p class=\"done\">").append(Html.escape(done)).append("</p>\n");
            }
            String action = request.getContextPath() + "/admin/";
            String csrf = "<input type=\"hidden\" name=\"csrf\" value=\"" + Html.escape((String) session.getAttribute(CSRF))
                    + "\">";
            body.append("<table><tr><th>row</th><th>device id</th><th>name</th><th>VM</th><th>runs</th></tr>\n");
            for (Devices.Listed device : services().devices().list()) {
                body.append("<tr><td>").append(device.rowId()).append("</td><td>").append(Html.escape(device.deviceId()))
                        .append("</td><td>").append(Html.escape(device.name())).append("</td><td>")
                        .append(Html.escape(device.vm())).append("</td><td>").append(device.runs()).append("</td></tr>\n");
            }
            body.append("</table>\n");
            body.append(form(action + "rename", csrf, "Rename device", "device", "name"));
            body.append(form(action + "merge", csrf, "Merge device into another", "from", "into"));
            body.append(form(action + "delete-run", csrf, "Delete a run", "device", "run"));
            body.append(form(action + "analyze", csrf, "Re-analyze every sample"));
            body.append(form(action + "logout", csrf, "Log out"));
            page(request, response, "PEARL admin", body.toString());
        } catch (SQLException databaseFailed) {
            log("admin page failed", databaseFailed);
            plain(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "the database is unavailable: retry later");
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String action = request.getPathInfo() == null ? "" : request.getPathInfo();
        try {
            if (action.equals("/login")) {
                login(request, response);
                return;
            }
            HttpSession session = request.getSession(false);
            if (session == null || session.getAttribute(ADMIN) == null) {
                plain(response, HttpServletResponse.SC_UNAUTHORIZED, "log in as admin first");
                return;
            }
            String expected = (String) session.getAttribute(CSRF);
            String sent = request.getParameter("csrf");
            if (sent == null || !MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII),
                    sent.getBytes(StandardCharsets.US_ASCII))) {
                plain(response, HttpServletResponse.SC_FORBIDDEN, "missing or wrong CSRF token: reload the admin page");
                return;
            }
            String done = switch (action) {
                case "/rename" -> services().devices().rename(number(request, "device"), text(request, "name"))
                        ? "renamed" : "no such device";
                case "/merge" -> {
                    services().devices().merge(number(request, "from"), number(request, "into"));
                    yield "merged; " + services().analyzer().analyzeAll() + " results re-analyzed";
                }
                case "/delete-run" -> {
                    boolean deleted = services().samples().deleteRun(number(request, "device"), number(request, "run"));
                    yield deleted ? "run deleted; " + services().analyzer().analyzeAll() + " results re-analyzed"
                            : "no such run";
                }
                case "/analyze" -> services().analyzer().analyzeAll() + " results re-analyzed";
                case "/logout" -> {
                    session.invalidate();
                    yield null;
                }
                default -> throw new IllegalArgumentException("unknown admin action " + action);
            };
            response.sendRedirect(request.getContextPath() + "/admin"
                    + (done == null ? "" : "?done=" + java.net.URLEncoder.encode(done, StandardCharsets.UTF_8)));
        } catch (IllegalArgumentException badForm) {
            plain(response, HttpServletResponse.SC_BAD_REQUEST, badForm.getMessage());
        } catch (SQLException databaseFailed) {
            log("admin action failed", databaseFailed);
            plain(response, HttpServletResponse.SC_CONFLICT, "not done: " + databaseFailed.getMessage());
        }
    }

    private void login(HttpServletRequest request, HttpServletResponse response) throws IOException, SQLException {
        String address = request.getRemoteAddr();
        Duration wait = throttle.attempt(Admins.ADMIN, address);
        if (!wait.isZero()) {
            long seconds = retryAfter(response, wait);
            plain(response, TOO_MANY_REQUESTS, "too many failed logins from this address or for this account:"
                    + " try again in " + seconds + " s");
            return;
        }
        String password = request.getParameter("password");
        if (password == null || !services().admins().check(Admins.ADMIN, password)) {
            wait = throttle.failed(Admins.ADMIN, address);
            plain(response, HttpServletResponse.SC_UNAUTHORIZED, wait.isZero() ? "wrong password"
                    : "wrong password; the next login must wait " + retryAfter(response, wait) + " s");
            return;
        }
        throttle.succeeded(Admins.ADMIN, address);
        HttpSession old = request.getSession(false);
        if (old != null) {
            old.invalidate();
        }
        HttpSession session = request.getSession(true);
        byte[] token = new byte[32];
        RANDOM.nextBytes(token);
        session.setAttribute(ADMIN, Admins.ADMIN);
        session.setAttribute(CSRF, HexFormat.of().formatHex(token));
        response.sendRedirect(request.getContextPath() + "/admin");
    }

    /** Tells the client, in whole seconds rounded up, how long to wait; @return the seconds */
    private static long retryAfter(HttpServletResponse response, Duration wait) {
        long seconds = wait.plusMillis(999).toSeconds();
        response.setHeader("Retry-After", String.valueOf(seconds));
        return seconds;
    }

    private Services services() {
        return Services.of(getServletContext());
    }

    private static long number(HttpServletRequest request, String name) {
        try {
            return Long.parseLong(text(request, name).trim());
        } catch (NumberFormatException notANumber) {
            throw new IllegalArgumentException(name + " must be a number");
        }
    }

    private static String text(HttpServletRequest request, String name) {
        String value = request.getParameter(name);
        if (value == null || value.isBlank() || value.length() > 128) {
            throw new IllegalArgumentException(name + " is required (at most 128 characters)");
        }
        return value.trim();
    }

    private static String form(String action, String csrf, String title, String... fields) {
        StringBuilder form = new StringBuilder("<form method=\"post\" action=\"").append(Html.escape(action))
                .append("\"><fieldset><legend>").append(title).append("</legend>").append(csrf);
        for (String field : fields) {
            form.append("<label>").append(field).append(" <input name=\"").append(field).append("\"></label> ");
        }
        return form.append("<button>").append(title).append("</button></fieldset></form>\n").toString();
    }

    private static void page(HttpServletRequest request, HttpServletResponse response, String title, String body)
            throws IOException {
        response.setContentType("text/html");
        response.setCharacterEncoding("UTF-8");
        String statics = Html.escape(request.getContextPath()) + "/static/";
        PrintWriter out = response.getWriter();
        // the icon named here, or the browser asks for /favicon.ico outside PEARL's context
        out.println("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>" + Html.escape(title) + "</title>"
                + "<link rel=\"icon\" href=\"" + statics + "favicon.svg\" type=\"image/svg+xml\">"
                + "<link rel=\"stylesheet\" href=\"" + statics + "pearl.css\"></head><body><h1>" + Html.escape(title)
                + "</h1>");
        out.println(body);
        out.println("</body></html>");
    }

    private static void plain(HttpServletResponse response, int status, String message) throws IOException {
        response.setStatus(status);
        response.setContentType("text/plain");
        response.setCharacterEncoding("UTF-8");
        response.getWriter().println(message);
    }
}
