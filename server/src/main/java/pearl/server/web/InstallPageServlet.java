package pearl.server.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.model.ClockMhz;
import pearl.server.pages.SuiteIndex;
import pearl.server.service.Services;

/**
 * {@code GET /install[?code=...][&limit=...]}: the suites to install on a phone, with their sizes
 * and what they measure, a choice of the largest JAR the phone takes (the suite sets the build
 * made, or the full suite), and for the choice each suite's JAD link and QR code. A visit without a
 * code makes one (docs/protocol.md, "Enrolment"), written into every JAD of the page, so the suites
 * a phone installs from it register as one device; choosing a limit keeps the code (a plain form,
 * no script). {@code POST /install} with {@code code} and {@code clock} (the phone's CPU clock in MHz,
 * empty: none) stores the clock with the visit's code, for the device its suites register, then
 * shows the page as a GET does.
 */
@WebServlet("/install")
public final class InstallPageServlet extends PageServlet {

    /** The choice of no limit: the full suite. */
    static final String FULL = "full";

    /**
     * A suite on offer: its files' name, its JAR's size, what it measures (null: everything), its
     * JAD, whether the JAR is larger than the limit chosen, and the largest JAR the build allowed
     * it: the limit, or for a suite measuring elliptic curves the build's EC budget (96 KB beside
     * the 64 KB set: docs/collector.md), so that the page says what a phone must take to install it.
     */
    public record Offer(String name, long jarBytes, Integer testCases, String algorithms, String jad, String qr,
                        boolean overLimit, long jarLimit) {

        /** The JAR size a phone must take for this suite, where that is more than the limit chosen; else null. */
        public Long needs() {
            return overLimit && jarBytes <= jarLimit ? jarLimit : null;
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException, ServletException {
        doGet(request, response);
    }

    @Override
    String prepare(HttpServletRequest request, Services services) {
        boolean clockForm = request.getMethod().equals("POST");
        Integer clock = clockForm ? clock(request) : null;
        String code = FilterParameters.text(request, "code");
        boolean made = code == null;
        if (made) {
            code = services.install().create();
        } else if (!services.install().exists(code)) {
            throw new NotFound("unknown enrolment code: open /install for the suites");
        }
        SuiteIndex index;
        SuiteFiles full;
        try {
            index = SuiteFiles.index(request.getServletContext());
            full = SuiteFiles.of(request.getServletContext(), SuiteFiles.FULL);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
        Integer limit = limit(FilterParameters.text(request, "limit"), index);
        if (clockForm && !services.install().setClock(code, clock)) {
            throw new NotFound("unknown enrolment code: open /install for the suites");
        }
        String base = DeviceSuiteServlet.baseUrl(request) + "/install/" + code + "/";
        List<Offer> offers = new ArrayList<>();
        if (limit == null && full != null) {
            long bytes = jarSize(full);
            offers.add(offer(base, SuiteFiles.FULL, bytes, null, null, false, bytes));
        } else if (limit != null) {
            for (SuiteIndex.Suite suite : index.of(limit)) {
                offers.add(offer(base, suite.name(), suite.jarBytes(), suite.testCases(),
                        String.join(", ", suite.algorithms()), suite.jarBytes() > limit, suite.jarLimit()));
            }
        }
        request.setAttribute("code", code);
        // a code made now has no clock, and a clock just stored is the form's: only a revisit reads it
        request.setAttribute("clock", clockForm ? clock : made ? null : services.install().clock(code));
        request.setAttribute("clockSaved", clockForm);
        request.setAttribute("limits", index.limits());
        request.setAttribute("limit", limit);
        request.setAttribute("offers", offers);
        request.setAttribute("overLimit", offers.stream().anyMatch(Offer::overLimit));
        // The largest JAR the suites over the limit need (the EC budget), for the page's explanation
        request.setAttribute("needs", offers.stream().map(Offer::needs).filter(Objects::nonNull).max(Long::compare).orElse(null));
        return "install";
    }

    /** @return null for the full suite, the default */
    private static Integer limit(String value, SuiteIndex index) {
        if (value == null || value.equals(FULL)) {
            return null;
        }
        try {
            int limit = (int) FilterParameters.whole("limit", value, 1, Integer.MAX_VALUE);
            if (index.limits().contains(limit)) {
                return limit;
            }
        } catch (IllegalArgumentException notANumber) {
            // refused below, as any limit the build did not make
        }
        throw new IllegalArgumentException("limit must be " + FULL + " or one the suites were built for: " + index.limits());
    }

    /** The clock form's value in MHz; null when left empty. Its range is the enrolment's to check. */
    private static Integer clock(HttpServletRequest request) {
        try {
            Long mhz = FilterParameters.number(request, "clock", Integer.MIN_VALUE, Integer.MAX_VALUE);
            return mhz == null ? null : mhz.intValue();
        } catch (IllegalArgumentException notANumber) {
            throw new IllegalArgumentException("the CPU clock is a whole number of MHz, 1 to " + ClockMhz.MOST
                    + ", or left empty: go back and correct it");
        }
    }

    private static Offer offer(String base, String name, long jarBytes, Integer testCases, String algorithms,
                               boolean overLimit, long jarLimit) {
        String jad = base + name + ".jad";
        return new Offer(name, jarBytes, testCases, algorithms, jad, QrCode.svg(jad), overLimit, jarLimit);
    }

    private static long jarSize(SuiteFiles suite) {
        try {
            return suite.jarSize();
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }
}
