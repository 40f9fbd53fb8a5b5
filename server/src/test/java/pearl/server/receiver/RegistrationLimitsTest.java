package pearl.server.receiver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.api.Test;

/** The registration limits, on a clock the test moves. */
class RegistrationLimitsTest {

    private long now = 1_000_000_000L;
    private final RegistrationLimits limits = new RegistrationLimits(() -> now);

    @Test
    void aNetworkRegistersItsHourlyNumberThenWaitsForItsWindowToEnd() throws Exception {
        for (int i = 0; i < RegistrationLimits.PER_ADDRESS; i++) {
            limits.admit("10.0.0.1", null);
        }
        now += Duration.ofMinutes(20).toNanos();
        TooManyRequestsException refused = assertThrows(TooManyRequestsException.class,
                () -> limits.admit("10.0.0.1", null));
        assertEquals(Duration.ofMinutes(40), refused.retryAfter(), "until the hour from its first registration ends");
        assertTrue(refused.getMessage().contains("the phone keeps its samples; sync again in 2400 s"),
                refused.getMessage());
        limits.admit("10.0.0.2", null);  // another network is not held back

        now += Duration.ofMinutes(40).toNanos();
        limits.admit("10.0.0.1", null);  // a new window
    }

    @Test
    void anEnrolmentCodeRegistersItsDailyNumberFromAnyNetworkAndARefusalCountsNothing() throws Exception {
        for (int i = 0; i < RegistrationLimits.PER_ENROLMENT; i++) {
            limits.admit("10.1.0." + i, "CODE123456");
        }
        TooManyRequestsException refused = assertThrows(TooManyRequestsException.class,
                () -> limits.admit("10.2.0.1", "CODE123456"));
        assertEquals(RegistrationLimits.ENROLMENT_WINDOW, refused.retryAfter());
        assertTrue(refused.getMessage().contains("with this enrolment code (40 a day)"), refused.getMessage());
        for (int i = 0; i < RegistrationLimits.PER_ADDRESS; i++) {
            limits.admit("10.2.0.1", null);  // the refused registration did not count against its network
        }
    }
}
