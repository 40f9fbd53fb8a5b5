package pearl.server.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;

import org.junit.jupiter.api.Test;

/** The login throttle's policy, on a clock the test moves. */
class LoginThrottleTest {

    private long now = 1_000_000_000L;
    private final LoginThrottle throttle = new LoginThrottle(() -> now);

    @Test
    void anAddressWaitsAfterItsFreeAttemptsAndTheWaitDoublesUpToItsLongest() {
        lastFreeAttempt("10.0.0.1");
        assertEquals(LoginThrottle.FIRST_WAIT, throttle.failed("admin", "10.0.0.1"), "the failure at the limit");

        pass(Duration.ofSeconds(2));
        assertEquals(LoginThrottle.FIRST_WAIT.minusSeconds(2), throttle.attempt("admin", "10.0.0.1"),
                "refused, not counted");
        pass(Duration.ofSeconds(3));
        assertEquals(Duration.ZERO, throttle.attempt("admin", "10.0.0.1"));
        assertEquals(LoginThrottle.FIRST_WAIT.multipliedBy(2), throttle.failed("admin", "10.0.0.1"));

        Duration wait = LoginThrottle.FIRST_WAIT.multipliedBy(2);
        for (int i = 0; i < 12; i++) {
            pass(wait);
            assertEquals(Duration.ZERO, throttle.attempt("admin", "10.0.0.1"));
            wait = throttle.failed("admin", "10.0.0.1");
        }
        assertEquals(LoginThrottle.LONGEST_WAIT, wait);
    }

    @Test
    void oneAddressWaitingLeavesAnotherFreeUntilTheAccountReachesItsLimit() {
        lastFreeAttempt("10.0.0.1");
        throttle.failed("admin", "10.0.0.1");
        assertEquals(LoginThrottle.FIRST_WAIT, throttle.attempt("admin", "10.0.0.1"));
        assertEquals(Duration.ZERO, throttle.attempt("admin", "10.0.0.2"), "another address");
        throttle.failed("admin", "10.0.0.2");

        for (int spent = LoginThrottle.ADDRESS_ATTEMPTS + 1; spent < LoginThrottle.ACCOUNT_ATTEMPTS - 1; spent++) {
            failFreely("10.0.0." + (spent + 10), 1);
        }
        assertEquals(Duration.ZERO, throttle.attempt("admin", "10.0.0.100"));
        assertEquals(LoginThrottle.FIRST_WAIT, throttle.failed("admin", "10.0.0.100"), "the account's limit");
        assertEquals(LoginThrottle.FIRST_WAIT, throttle.attempt("admin", "10.0.0.200"),
                "the account waits, whichever address asks");
        assertEquals(Duration.ZERO, throttle.attempt("someone-else", "10.0.0.200"), "another account does not");
    }

    @Test
    void aSuccessClearsItsAddressAndAccount() {
        lastFreeAttempt("10.0.0.1");
        throttle.succeeded("admin", "10.0.0.1");
        failFreely("10.0.0.1", LoginThrottle.ADDRESS_ATTEMPTS - 1);
    }

    @Test
    void failuresAreForgottenAfterAWhile() {
        failFreely("10.0.0.1", LoginThrottle.ADDRESS_ATTEMPTS - 1);
        pass(LoginThrottle.MEMORY.plusSeconds(1));
        failFreely("10.0.0.1", LoginThrottle.ADDRESS_ATTEMPTS - 1);
    }

    @Test
    void attemptsPastTheLimitWaitEvenBeforeTheFailureIsKnown() {
        lastFreeAttempt("10.0.0.1");
        assertEquals(LoginThrottle.FIRST_WAIT, throttle.attempt("admin", "10.0.0.1"),
                "a parallel guess, while the last free one is still being checked");
    }

    @Test
    void anIpv6ClientCountsByItsNetwork() {
        failFreely("2001:db8:1:2::10", LoginThrottle.ADDRESS_ATTEMPTS - 1);
        assertEquals(Duration.ZERO, throttle.attempt("admin", "2001:db8:1:2:ffff::1"), "same /64, last free attempt");
        throttle.failed("admin", "2001:db8:1:2:ffff::1");
        assertEquals(LoginThrottle.FIRST_WAIT, throttle.attempt("admin", "2001:db8:1:2::99"), "same /64");
        assertEquals(Duration.ZERO, throttle.attempt("admin", "2001:db8:1:3::10"), "another /64");
    }

    /** Every free attempt of {@code address} but the last fails; the last is let through, not yet answered. */
    private void lastFreeAttempt(String address) {
        failFreely(address, LoginThrottle.ADDRESS_ATTEMPTS - 1);
        assertEquals(Duration.ZERO, throttle.attempt("admin", address), "the last free attempt");
    }

    /** {@code times} failed attempts, none of which may have to wait. */
    private void failFreely(String address, int times) {
        for (int i = 0; i < times; i++) {
            assertEquals(Duration.ZERO, throttle.attempt("admin", address), "attempt " + (i + 1) + " from " + address);
            assertEquals(Duration.ZERO, throttle.failed("admin", address));
        }
    }

    private void pass(Duration time) {
        now += time.toNanos();
    }
}
