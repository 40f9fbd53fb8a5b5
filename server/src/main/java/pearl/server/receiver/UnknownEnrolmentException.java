package pearl.server.receiver;

import pearl.server.bank.Enrolments;

/**
 * A registration with an enrolment code this server never made (docs/protocol.md, "Enrolment"):
 * its database was rebuilt, or the suite came from another server's /install; or one that expired,
 * no suite having registered with it within {@link Enrolments#UNUSED_DAYS} days. Nothing is stored;
 * the phone keeps its samples, and installing the suites again from this server's /install helps.
 */
public final class UnknownEnrolmentException extends UnauthorizedBatchException {

    public UnknownEnrolmentException(String code) {
        super("unknown enrolment code " + code + ": this server did not make it, or no suite registered with it"
                + " within " + Enrolments.UNUSED_DAYS + " days; install the suites again from this server's"
                + " /install page");
    }
}
