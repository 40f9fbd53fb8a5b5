package pearl.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;

import org.junit.jupiter.api.Test;

import pearl.server.receiver.MalformedBatchException;
import pearl.server.receiver.UnauthorizedBatchException;
import pearl.server.receiver.UnknownDeviceException;
import pearl.server.receiver.UnknownEnrolmentException;
import pearl.server.service.PhoneRefusal;

/**
 * Each answer a phone can get, for a batch, a registration and a removal, from the one place that
 * makes them: the status, the code a phone acts on, and a message that says nothing was done.
 */
class PhoneAnswersTest {

    private final PhoneAnswers batch = new PhoneAnswers("batch", "nothing stored", 512 * 1024);
    private final PhoneAnswers registration = new PhoneAnswers("registration", "nothing stored", 8 * 1024);

    @Test
    void aMalformedBodyIs400() {
        assertEquals(new PhoneAnswers.Refusal(400, "malformed", "malformed batch, nothing stored: line 3: bad size"),
                batch.refusal(PhoneRefusal.of(new MalformedBatchException("line 3: bad size"))));
        assertEquals(new PhoneAnswers.Refusal(400, "malformed", "malformed registration, nothing stored: no model line"),
                registration.refusal(PhoneRefusal.of(new MalformedBatchException("no model line"))));
    }

    @Test
    void anUnknownDeviceIs401WithItsOwnCodeAndABadSignatureIsNot() {
        PhoneAnswers.Refusal unknown = batch.refusal(PhoneRefusal.of(new UnknownDeviceException("00000000000000ff")));
        assertEquals(401, unknown.status());
        assertEquals("unknown-device", unknown.code());
        assertEquals("batch refused, nothing stored: unknown device 00000000000000ff: this server has no "
                + "registration for it; register again", unknown.message());

        PhoneAnswers.Refusal wrongSignature = batch.refusal(PhoneRefusal.of(new UnauthorizedBatchException("wrong signature")));
        assertEquals(new PhoneAnswers.Refusal(401, "unauthorized", "batch refused, nothing stored: wrong signature"),
                wrongSignature);
    }

    @Test
    void anUnknownEnrolmentCodeIs401WithItsOwnCodeAndSaysWhatHelps() {
        assertEquals(new PhoneAnswers.Refusal(401, "unknown-enrolment", "registration refused, nothing stored: "
                + "unknown enrolment code 0123456789: this server did not make it, or no suite registered with it"
                + " within 30 days; install the suites again from this server's /install page"), registration.refusal(PhoneRefusal.of(new UnknownEnrolmentException("0123456789"))));
    }

    @Test
    void aDatabaseFailureIs503AndSaysToTryAgain() {
        SQLException gone = new SQLTransientConnectionException("Connection is not available, request timed out");
        assertEquals(new PhoneAnswers.Refusal(503, "unavailable",
                "the database is unavailable, nothing stored: try again later"), batch.refusal(PhoneRefusal.of(gone)));
        assertEquals(503, registration.refusal(PhoneRefusal.of(gone)).status());
    }

    @Test
    void aBodyOverTheLimitIs413() {
        assertEquals(new PhoneAnswers.Refusal(413, "too-large",
                "registration larger than 8192 bytes, nothing stored: send less per POST"), registration.tooLarge());
        assertEquals(413, batch.tooLarge().status());
    }

    @Test
    void aRefusedRemovalSaysNothingWasRemoved() {
        PhoneAnswers removal = new PhoneAnswers("removal", "nothing removed", 1024);
        assertEquals(new PhoneAnswers.Refusal(401, "unauthorized", "removal refused, nothing removed: wrong signature"),
                removal.refusal(PhoneRefusal.of(new UnauthorizedBatchException("wrong signature"))));
        assertEquals(new PhoneAnswers.Refusal(503, "unavailable",
                "the database is unavailable, nothing removed: try again later"),
                removal.refusal(PhoneRefusal.of(new SQLTransientConnectionException("gone"))));
    }

    @Test
    void anythingElseIsABugNotAnAnswer() {
        assertThrows(IllegalArgumentException.class, () -> batch.refusal(PhoneRefusal.of(new IllegalStateException("bug"))));
    }
}
