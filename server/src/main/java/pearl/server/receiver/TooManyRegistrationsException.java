package pearl.server.receiver;

import java.time.Duration;

/**
 * A registration over a limit of {@link RegistrationLimits}: nothing is stored, and the phone, which
 * keeps its samples, may register after {@link #retryAfter()}.
 */
public final class TooManyRegistrationsException extends Exception {

    private final Duration retryAfter;

    public TooManyRegistrationsException(String message, Duration retryAfter) {
        super(message);
        this.retryAfter = retryAfter;
    }

    public Duration retryAfter() {
        return retryAfter;
    }
}
