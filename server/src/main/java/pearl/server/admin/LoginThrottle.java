package pearl.server.admin;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Arrays;
import java.util.HexFormat;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Ticker;

/**
 * Slows down password guessing at the admin login (docs/admin.md). Every attempt counts against
 * the client's address and against the account. The failure that brings an address to
 * {@link #ADDRESS_ATTEMPTS} attempts without a success, or the account to {@link #ACCOUNT_ATTEMPTS}
 * from all addresses together, and each failure after it, make them wait: {@link #FIRST_WAIT}
 * from the failure, doubling each time up to {@link #LONGEST_WAIT}. An attempt during a wait is refused at once (no
 * password hashing, no thread held). A success clears its address and account; a count is
 * forgotten {@link #MEMORY} after its last failed attempt. IPv6 clients count by their /64
 * network, since one client usually holds all of it.
 * <p>
 * The counts live in this server instance's memory, at most {@link #MAX_TRACKED} of them
 * (docs/scaling.md).
 */
public final class LoginThrottle {

    public static final int ADDRESS_ATTEMPTS = 5;
    public static final int ACCOUNT_ATTEMPTS = 10;
    public static final Duration FIRST_WAIT = Duration.ofSeconds(5);
    public static final Duration LONGEST_WAIT = Duration.ofMinutes(15);
    /** Longer than the longest wait, so a count outlives its wait. */
    public static final Duration MEMORY = Duration.ofMinutes(30);
    static final int MAX_TRACKED = 100_000;

    /** Attempts without a success, and the moment (ticker nanoseconds) until which the next must wait. */
    private record Count(int attempts, long waitUntil) {
    }

    private final Ticker ticker;
    private final Cache<String, Count> counts;

    public LoginThrottle() {
        this(Ticker.systemTicker());
    }

    LoginThrottle(Ticker ticker) {
        this.ticker = ticker;
        this.counts = Caffeine.newBuilder().ticker(ticker).maximumSize(MAX_TRACKED).expireAfterWrite(MEMORY).build();
    }

    /**
     * Asks to check a password for {@code account} from {@code address}, and counts the attempt.
     *
     * @return how long the client must wait first: {@link Duration#ZERO} if the attempt may go ahead
     */
    public synchronized Duration attempt(String account, String address) {
        long now = ticker.read();
        String[] keys = keys(account, address);
        Duration wait = waitLeft(keys, now);
        if (!wait.isZero()) {
            return wait;
        }
        // an attempt past the limit makes the next ones wait even while its password is still being checked
        count(keys[0], ACCOUNT_ATTEMPTS, 1, now);
        count(keys[1], ADDRESS_ATTEMPTS, 1, now);
        return Duration.ZERO;
    }

    /**
     * The attempt had the wrong password: the wait it earned starts now, when the client hears so.
     *
     * @return how long the client must wait before its next attempt ({@link Duration#ZERO} if not at all)
     */
    public synchronized Duration failed(String account, String address) {
        long now = ticker.read();
        String[] keys = keys(account, address);
        count(keys[0], ACCOUNT_ATTEMPTS, 0, now);
        count(keys[1], ADDRESS_ATTEMPTS, 0, now);
        return waitLeft(keys, now);
    }

    /** The attempt had the right password: its address and account start afresh. */
    public synchronized void succeeded(String account, String address) {
        counts.invalidateAll(Arrays.asList(keys(account, address)));
    }

    /** The policy in words, for the login page. */
    public static String policy() {
        return "To slow down password guessing: once " + ADDRESS_ATTEMPTS + " logins from one address, or "
                + ACCOUNT_ATTEMPTS + " for the account from anywhere, have failed, the next login must wait "
                + FIRST_WAIT.toSeconds() + " s, and each further failure doubles the wait, up to "
                + LONGEST_WAIT.toMinutes() + " minutes. A login during the wait is refused (429, with Retry-After)."
                + " A correct password works again once the wait is over; failures are forgotten "
                + MEMORY.toMinutes() + " minutes after the last one.";
    }

    /** The wait after the attempt that reached the limit, and each one after it: 5 s, 10 s, 20 s, ... 15 min. */
    static Duration waitAfter(int attemptsPastTheLimit) {
        int doublings = Math.min(attemptsPastTheLimit, 20);
        Duration wait = FIRST_WAIT.multipliedBy(1L << doublings);
        return wait.compareTo(LONGEST_WAIT) < 0 ? wait : LONGEST_WAIT;
    }

    private void count(String key, int limit, int added, long now) {
        Count old = counts.getIfPresent(key);
        int attempts = (old == null ? 0 : old.attempts()) + added;
        long waitUntil = attempts < limit ? now : now + waitAfter(attempts - limit).toNanos();
        counts.put(key, new Count(attempts, Math.max(waitUntil, old == null ? now : old.waitUntil())));
    }

    private Duration waitLeft(String[] keys, long now) {
        long longest = 0;
        for (String key : keys) {
            Count count = counts.getIfPresent(key);
            if (count != null) {
                longest = Math.max(longest, count.waitUntil() - now);
            }
        }
        return Duration.ofNanos(longest);
    }

    private static String[] keys(String account, String address) {
        return new String[] {"account " + account, "address " + network(address)};
    }

    /** An IPv4 address as it is; an IPv6 address as its /64 network: one client, as limits count it. */
    public static String network(String address) {
        if (address.indexOf(':') < 0) {
            return address;
        }
        try {
            // a literal address: no name lookup
            byte[] bytes = InetAddress.getByName(address).getAddress();
            return bytes.length == 16 ? HexFormat.of().formatHex(bytes, 0, 8) + "::/64" : address;
        } catch (UnknownHostException notALiteral) {
            return address;
        }
    }
}
