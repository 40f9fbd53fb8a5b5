package pearl.server.receiver;

/**
 * A registration with an enrolment code this server never made (docs/protocol.md, "Enrolment"):
 * its database was rebuilt, or the suite came from another server's /install. Nothing is stored;
 * the phone keeps its samples, and installing the suites again from this server's /install helps.
 */
public final class UnknownEnrolmentException extends UnauthorizedBatchException {

    public UnknownEnrolmentException(String code) {
        super("unknown enrolment code " + code + ": this server did not make it; install the suites again"
                + " from this server's /install page");
    }
}
