package pearl.server.service;

import java.sql.SQLException;
import java.time.Duration;

import pearl.server.receiver.MalformedBatchException;
import pearl.server.receiver.RegistrationLimits;
import pearl.server.receiver.TooManyRequestsException;
import pearl.server.receiver.UnauthorizedBatchException;
import pearl.server.receiver.UnknownDeviceException;
import pearl.server.receiver.UnknownEnrolmentException;

/**
 * Why the server did nothing with what a phone sent (docs/protocol.md, "Answers"): the
 * {@link Reason} a phone acts on, in the words of the part that refused it.
 */
public final class PhoneRefusal extends Exception {

    /** What a phone can do about it. */
    public enum Reason {
        /** The body breaks the format. */
        MALFORMED,
        /** This server has no registration for the device: register again. */
        UNKNOWN_DEVICE,
        /** The suite's enrolment code is not this server's, or too old: install again. */
        UNKNOWN_ENROLMENT,
        /** Unsigned, wrongly signed or replayed. */
        UNAUTHORIZED,
        /** Over a limit: try again after {@link #retryAfter()}. */
        TOO_MANY,
        /** The database failed: try again later. */
        UNAVAILABLE
    }

    private final Reason reason;
    private final Duration retryAfter;

    private PhoneRefusal(Reason reason, Exception cause, Duration retryAfter) {
        super(cause.getMessage(), cause);
        this.reason = reason;
        this.retryAfter = retryAfter;
    }

    /** The refusal a part's exception stands for. @throws IllegalArgumentException for one that is no refusal (a bug) */
    public static PhoneRefusal of(Exception why) {
        if (why instanceof MalformedBatchException) {
            return new PhoneRefusal(Reason.MALFORMED, why, null);
        } else if (why instanceof UnknownDeviceException) {
            return new PhoneRefusal(Reason.UNKNOWN_DEVICE, why, null);
        } else if (why instanceof UnknownEnrolmentException) {
            return new PhoneRefusal(Reason.UNKNOWN_ENROLMENT, why, null);
        } else if (why instanceof UnauthorizedBatchException) {
            return new PhoneRefusal(Reason.UNAUTHORIZED, why, null);
        } else if (why instanceof TooManyRequestsException tooMany) {
            return new PhoneRefusal(Reason.TOO_MANY, why, tooMany.retryAfter());
        } else if (why instanceof SQLException) {
            return new PhoneRefusal(Reason.UNAVAILABLE, why, null);
        }
        throw new IllegalArgumentException("not a refusal: " + why, why);
    }

    public Reason reason() {
        return reason;
    }

    /** How long to wait before trying again, for {@link Reason#TOO_MANY}; else null. */
    public Duration retryAfter() {
        return retryAfter;
    }

    /** {@link #retryAfter()} in whole seconds, rounded up, as Retry-After gives them. */
    public long retryAfterSeconds() {
        return RegistrationLimits.seconds(retryAfter);
    }

    /** Whether the database's failure, not the phone's request, refused it (the server logs those). */
    public boolean serversFault() {
        return reason == Reason.UNAVAILABLE;
    }
}
