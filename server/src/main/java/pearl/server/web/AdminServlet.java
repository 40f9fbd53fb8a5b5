package pearl.server.web;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
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

import pearl.server.model.ClockMhz;
import pearl.server.service.AdminService;
import pearl.server.service.Unavailable;

/**
 * {@code /admin} (docs/admin.md): everything that changes or deletes data. {@code POST /admin/login}
 * starts a session for the admin's password, throttled per address and account ({@link AdminService#login});
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


    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException, ServletException {
        HttpSession session = request.getSession(false);
        if (session == null || session.getAttribute(ADMIN) == null) {
            request.setAttribute("policy", admin().loginPolicy());
            render(request, response, "admin-login");
            return;
        }
        try {
            request.setAttribute("devices", admin().devices());
            request.setAttribute("audit", admin().audit(AUDIT_SHOWN));
        } catch (Unavailable databaseFailed) {
            log("admin page failed", databaseFailed);
            response.sendError(HttpServletResponse.SC_SERVICE_UNAVAILABLE, databaseFailed.getMessage());
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
                case "/analyze" -> admin().analyzeAll();
                default -> throw new IllegalArgumentException("unknown admin action " + action);
            };
            audit(request, action.substring(1), form(request) + " → " + done);
            response.sendRedirect(request.getContextPath() + "/admin?done=" + URLEncoder.encode(done, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException badForm) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST, badForm.getMessage());
        } catch (Unavailable databaseFailed) {
            log("admin action failed", databaseFailed);
            response.sendError(HttpServletResponse.SC_CONFLICT, "not done: " + databaseFailed.getCause().getMessage());
        }
    }

    private String rename(HttpServletRequest request) {
        return admin().rename(number(request, "device"), text(request, "name"));
    }

    /** Corrects a device's phone model, the name its model's page and figures go by (docs/admin.md). */
    private String model(HttpServletRequest request) {
        return admin().setModel(number(request, "device"), text(request, "model").replaceAll("\\s+", " "));
    }

    /** Hides a device from the public pages and the API ({@code hidden=true}), or shows it again (docs/admin.md). */
    private String hide(HttpServletRequest request) {
        long device = number(request, "device");
        Boolean hidden = FilterParameters.truth(request, "hidden");
        if (hidden == null) {
            throw new IllegalArgumentException("hidden is required: true or false");
        }
        return admin().setHidden(device, hidden);
    }

    /** A device's CPU clock in MHz, 0 for unknown (docs/admin.md). */
    private String clock(HttpServletRequest request) {
        long device = number(request, "device");
        long mhz = number(request, "mhz");
        if (mhz < 0 || mhz > ClockMhz.MOST) {
            throw new IllegalArgumentException("mhz must be from 0 (unknown) to " + ClockMhz.MOST);
        }
        return admin().setClock(device, mhz == 0 ? null : (int) mhz);
    }

    private String merge(HttpServletRequest request) {
        return admin().merge(number(request, "from"), number(request, "into"));
    }

    private String deleteRun(HttpServletRequest request) {
        return admin().deleteRun(number(request, "device"), number(request, "run"));
    }

    private void login(HttpServletRequest request, HttpServletResponse response) throws IOException {
        AdminService.Login login = admin().login(request.getRemoteAddr(), request.getParameter("password"));
        if (login.throttled()) {
            long seconds = retryAfter(response, login.retryAfter());
            response.sendError(TOO_MANY_REQUESTS, "too many failed logins from this address or for this account:"
                    + " try again in " + seconds + " s");
            return;
        }
        if (!login.admitted()) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED, login.retryAfter().isZero() ? "wrong password"
                    : "wrong password; the next login must wait " + retryAfter(response, login.retryAfter()) + " s");
            return;
        }
        HttpSession old = request.getSession(false);
        if (old != null) {
            old.invalidate();
        }
        HttpSession session = request.getSession(true);
        byte[] token = new byte[32];
        RANDOM.nextBytes(token);
        session.setAttribute(ADMIN, AdminService.ADMIN);
        session.setAttribute(CSRF, HexFormat.of().formatHex(token));
        response.sendRedirect(request.getContextPath() + "/admin");
    }

    /** Writes an admin's action to the audit log: as the admin, from the request's address. */
    private void audit(HttpServletRequest request, String action, String detail) {
        admin().record(request.getRemoteAddr(), action, detail);
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

    private AdminService admin() {
        return ServicesInContext.of(getServletContext()).admin();
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
