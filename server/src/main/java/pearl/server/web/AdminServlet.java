package pearl.server.web;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.TreeMap;
import java.util.stream.Collectors;

import jakarta.servlet.ServletException;
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
 * every other POST needs that session and the CSRF token the session was given, sent back as the
 * form field {@code csrf}. Each action is one method below, answered by a redirect to the admin
 * page with what was done; a refusal (a wrong password, a bad form, no session) is the site's error
 * page with its status. The pages are JSPs (WEB-INF/jsp/admin-login.jsp, admin.jsp). The
 * session lives in the container, so with several instances the load balancer keeps an admin on
 * one instance (docs/scaling.md); nothing else depends on it.
 */
@WebServlet(urlPatterns = {"/admin", "/admin/*"})
public final class AdminServlet extends HttpServlet {

    static final String ADMIN = "pearl.admin";
    static final String CSRF = "pearl.csrf";
    private static final int TOO_MANY_REQUESTS = 429;
    /** The latest audit entries the admin page shows. */
    private static final int AUDIT_SHOWN = 100;
    private static final SecureRandom RANDOM = new SecureRandom();

    /** This instance's failed-login counts (docs/scaling.md); the container makes one servlet per application. */
    private final LoginThrottle throttle = new LoginThrottle();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException, ServletException {
        HttpSession session = request.getSession(false);
        if (session == null || session.getAttribute(ADMIN) == null) {
            request.setAttribute("policy", LoginThrottle.policy());
            render(request, response, "admin-login");
            return;
        }
        try {
            request.setAttribute("devices", services().devices().listAll());
            request.setAttribute("audit", services().audit().latest(AUDIT_SHOWN));
        } catch (SQLException databaseFailed) {
            log("admin page failed", databaseFailed);
            response.sendError(HttpServletResponse.SC_SERVICE_UNAVAILABLE, "the database is unavailable: retry later");
            return;
        }
        request.setAttribute("csrf", session.getAttribute(CSRF));
        request.setAttribute("done", request.getParameter("done"));
        render(request, response, "admin");
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
                response.sendError(HttpServletResponse.SC_UNAUTHORIZED, "log in as admin first");
                return;
            }
            String expected = (String) session.getAttribute(CSRF);
            String sent = request.getParameter("csrf");
            if (sent == null || !MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII),
                    sent.getBytes(StandardCharsets.US_ASCII))) {
                response.sendError(HttpServletResponse.SC_FORBIDDEN, "missing or wrong CSRF token: reload the admin page");
                return;
            }
            if (action.equals("/logout")) {
                audit(request, "logout", "logged out");
                session.invalidate();
                response.sendRedirect(request.getContextPath() + "/admin");
                return;
            }
            String done = switch (action) {
                case "/rename" -> rename(request);
                case "/clock" -> clock(request);
                case "/model" -> model(request);
                case "/hide" -> hide(request);
                case "/merge" -> merge(request);
                case "/delete-run" -> deleteRun(request);
                case "/analyze" -> analyze();
                default -> throw new IllegalArgumentException("unknown admin action " + action);
            };
            audit(request, action.substring(1), form(request) + " → " + done);
            response.sendRedirect(request.getContextPath() + "/admin?done=" + URLEncoder.encode(done, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException badForm) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST, badForm.getMessage());
        } catch (SQLException databaseFailed) {
            log("admin action failed", databaseFailed);
            response.sendError(HttpServletResponse.SC_CONFLICT, "not done: " + databaseFailed.getMessage());
        }
    }

    private String rename(HttpServletRequest request) throws SQLException {
        return services().devices().rename(number(request, "device"), text(request, "name")) ? "renamed" : "no such device";
    }

    /** Corrects a device's phone model, the name its model's page and figures go by (docs/admin.md). */
    private String model(HttpServletRequest request) throws SQLException {
        long device = number(request, "device");
        String model = text(request, "model").replaceAll("\\s+", " ");
        return services().devices().setModel(device, model) ? "model of device " + device + " set to " + model
                : "no such device";
    }

    /** Hides a device from the public pages and the API ({@code hidden=true}), or shows it again (docs/admin.md). */
    private String hide(HttpServletRequest request) throws SQLException {
        long device = number(request, "device");
        Boolean hidden = FilterParameters.truth(request, "hidden");
        if (hidden == null) {
            throw new IllegalArgumentException("hidden is required: true or false");
        }
        if (!services().devices().setHidden(device, hidden)) {
            return "no such device";
        }
        return hidden ? "device " + device + " hidden" : "device " + device + " shown";
    }

    /** A device's CPU clock in MHz, 0 for unknown (docs/admin.md). */
    private String clock(HttpServletRequest request) throws SQLException {
        long device = number(request, "device");
        long mhz = number(request, "mhz");
        if (mhz < 0 || mhz > Devices.MOST_MHZ) {
            throw new IllegalArgumentException("mhz must be from 0 (unknown) to " + Devices.MOST_MHZ);
        }
        Integer clock = mhz == 0 ? null : (int) mhz;
        if (!services().devices().setClock(device, clock)) {
            return "no such device";
        }
        return clock == null ? "clock of device " + device + " unknown" : "clock of device " + device + " set to " + mhz + " MHz";
    }

    private String merge(HttpServletRequest request) throws SQLException {
        services().devices().merge(number(request, "from"), number(request, "into"));
        return "merged; " + analyze();
    }

    private String deleteRun(HttpServletRequest request) throws SQLException {
        boolean deleted = services().samples().deleteRun(number(request, "device"), number(request, "run"));
        return deleted ? "run deleted; " + analyze() : "no such run";
    }

    private String analyze() throws SQLException {
        return services().analyzer().analyzeAll() + " results re-analyzed";
    }

    private void login(HttpServletRequest request, HttpServletResponse response) throws IOException, SQLException {
        String address = request.getRemoteAddr();
        Duration wait = throttle.attempt(Admins.ADMIN, address);
        if (!wait.isZero()) {
            long seconds = retryAfter(response, wait);
            response.sendError(TOO_MANY_REQUESTS, "too many failed logins from this address or for this account:"
                    + " try again in " + seconds + " s");
            return;
        }
        String password = request.getParameter("password");
        if (password == null || !services().admins().check(Admins.ADMIN, password)) {
            audit(request, "login", "refused: wrong password");
            wait = throttle.failed(Admins.ADMIN, address);
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED, wait.isZero() ? "wrong password"
                    : "wrong password; the next login must wait " + retryAfter(response, wait) + " s");
            return;
        }
        throttle.succeeded(Admins.ADMIN, address);
        audit(request, "login", "logged in");
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

    /** Writes an admin's action to the audit log: as the admin, from the request's address. */
    private void audit(HttpServletRequest request, String action, String detail) throws SQLException {
        services().audit().record(Admins.ADMIN, request.getRemoteAddr(), action, detail);
    }

    /** An action's form as the audit log keeps it: its fields by name, but for the CSRF token. */
    private static String form(HttpServletRequest request) {
        return new TreeMap<>(request.getParameterMap()).entrySet().stream()
                .filter(field -> !field.getKey().equals("csrf"))
                .map(field -> field.getKey() + "=" + String.join(",", field.getValue()))
                .collect(Collectors.joining(" "));
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

    private static void render(HttpServletRequest request, HttpServletResponse response, String view)
            throws IOException, ServletException {
        request.getRequestDispatcher("/WEB-INF/jsp/" + view + ".jsp").forward(request, response);
    }

    private static long number(HttpServletRequest request, String name) {
        return FilterParameters.whole(name, text(request, name), Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** A required form field of at most 128 characters, trimmed. */
    private static String text(HttpServletRequest request, String name) {
        String value = FilterParameters.text(request, name);
        if (value == null || value.length() > 128) {
            throw new IllegalArgumentException(name + " is required (at most 128 characters)");
        }
        return value;
    }
}
