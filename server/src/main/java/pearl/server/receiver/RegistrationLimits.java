package pearl.server.receiver;

import java.time.Duration;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Ticker;

/**
 * Limits registrations, so that nobody fills the results bank with devices (docs/protocol.md,
 * "Limits"): at most {@link #PER_ADDRESS} an hour from one client (an IPv6 client by its /64), and
 * at most {@link #PER_ENROLMENT} a day under one enrolment code, which is one phone's /install visit
 * (a phone installing every suite of a 64 KB set registers 18). Each limit counts in fixed windows
 * from a client's or code's first registration. The counts live in this server instance's memory,
 * at most {@link #MAX_TRACKED} of them, as the admin's login throttle's do (docs/scaling.md).
 */
public final class RegistrationLimits {

    public static final int PER_ADDRESS = 30;
    public static final Duration ADDRESS_WINDOW = Duration.ofHours(1);
    public static final int PER_ENROLMENT = 40;
    public static final Duration ENROLMENT_WINDOW = Duration.ofDays(1);
    static final int MAX_TRACKED = 100_000;

    /** A window's start (ticker nanoseconds) and the registrations counted in it. */
    private record Window(long start, int registrations) {
    }

    private final Ticker ticker;
    private final Cache<String, Window> windows;

    public RegistrationLimits() {
        this(Ticker.systemTicker());
    }

    RegistrationLimits(Ticker ticker) {
        this.ticker = ticker;
        this.windows = Caffeine.newBuilder().ticker(ticker).maximumSize(MAX_TRACKED).expireAfterWrite(ENROLMENT_WINDOW)
                .build();
    }

    /**
     * Counts a registration from {@code client} (its network, as the login throttle keys it) with
     * {@code enrolment} (null: none), unless a limit is reached: then nothing is counted.
     *
     * @throws TooManyRequestsException with the wait until the limit's window ends
     */
    public synchronized void admit(String client, String enrolment) throws TooManyRequestsException {
        long now = ticker.read();
        String address = "address " + client;
        Duration wait = waitLeft(address, PER_ADDRESS, ADDRESS_WINDOW, now);
        if (!wait.isZero()) {
            throw new TooManyRequestsException("too many registrations from this network (" + PER_ADDRESS
                    + " an hour): nothing stored, the phone keeps its samples; sync again in " + seconds(wait) + " s",
                    wait);
        }
        String code = enrolment == null ? null : "enrolment " + enrolment;
        if (code != null) {
            wait = waitLeft(code, PER_ENROLMENT, ENROLMENT_WINDOW, now);
            if (!wait.isZero()) {
                throw new TooManyRequestsException("too many registrations with this enrolment code ("
                        + PER_ENROLMENT + " a day): nothing stored, the phone keeps its samples; sync again in "
                        + seconds(wait) + " s", wait);
            }
            count(code, ENROLMENT_WINDOW, now);
        }
        count(address, ADDRESS_WINDOW, now);
    }

    /** Whole seconds, rounded up, as Retry-After gives them. */
    public static long seconds(Duration wait) {
        return wait.plusMillis(999).toSeconds();
    }

    private Duration waitLeft(String key, int limit, Duration window, long now) {
        Window current = windows.getIfPresent(key);
        if (current == null || now - current.start() >= window.toNanos() || current.registrations() < limit) {
            return Duration.ZERO;
        }
        return Duration.ofNanos(current.start() + window.toNanos() - now);
    }

    private void count(String key, Duration window, long now) {
        Window current = windows.getIfPresent(key);
        windows.put(key, current == null || now - current.start() >= window.toNanos() ? new Window(now, 1)
                : new Window(current.start(), current.registrations() + 1));
    }
}
