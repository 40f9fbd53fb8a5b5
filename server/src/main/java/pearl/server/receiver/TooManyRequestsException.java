package pearl.server.receiver;

import java.time.Duration;

/**
 * A registration over a limit of {@link RegistrationLimits}, or a batch over its device's daily
 * quota of samples: nothing is stored, and the phone, which keeps its samples, may try again after
 * {@link #retryAfter()} (docs/protocol.md, "Limits").
 */
public final class TooManyRequestsException extends Exception {

    private final Duration retryAfter;

    public TooManyRequestsException(String message, Duration retryAfter) {
        super(message);
        this.retryAfter = retryAfter;
    }

    public Duration retryAfter() {
        return retryAfter;
    }
}
