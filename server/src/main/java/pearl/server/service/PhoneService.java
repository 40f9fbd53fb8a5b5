package pearl.server.service;

import java.sql.SQLException;

import pearl.server.admin.LoginThrottle;
import pearl.server.analysis.AnalysisWorker;
import pearl.server.bank.Registrations;
import pearl.server.receiver.MalformedBatchException;
import pearl.server.receiver.Receiver;
import pearl.server.receiver.Registration;
import pearl.server.receiver.RegistrationLimits;
import pearl.server.receiver.TooManyRequestsException;
import pearl.server.receiver.UnauthorizedBatchException;
import pearl.server.receiver.UnknownEnrolmentException;

/**
 * What a phone sends (docs/protocol.md): a registration, a batch of samples, a removal. Each
 * answers its OK line, or is refused ({@link PhoneRefusal}) having done nothing. A stored batch
 * wakes the analysis worker.
 */
public final class PhoneService {

    /** What a phone sent, read and acted on; its OK line. */
    @FunctionalInterface
    private interface Work {
        String answer() throws MalformedBatchException, UnauthorizedBatchException, TooManyRequestsException,
                SQLException;
    }

    private final Receiver receiver;
    private final Registrations registrations;
    private final AnalysisWorker worker;
    /** This instance's registration counts (docs/scaling.md). */
    private final RegistrationLimits limits = new RegistrationLimits();

    PhoneService(Parts parts) {
        this.receiver = parts.receiver();
        this.registrations = parts.registrations();
        this.worker = parts.worker();
    }

    /**
     * Registers a phone from {@code address}, under its enrolment's device when its suite carried
     * a code; @return {@code OK<TAB>device-key<TAB>secret}
     */
    public String register(byte[] body, String address) throws PhoneRefusal {
        return answer(() -> {
            Registration registration = Registration.parse(body);
            limits.admit(LoginThrottle.network(address), registration.enrolment());
            if (registration.enrolment() == null) {
                return registrations.register(registration.model(), registration.clockMhz(), registration.properties()).toWire();
            }
            return registrations.register(registration.model(), registration.clockMhz(), registration.properties(),
                    registration.enrolment())
                    .orElseThrow(() -> new UnknownEnrolmentException(registration.enrolment())).toWire();
        });
    }

    /** Stores a signed batch and wakes the analysis; @return {@code OK<TAB>stored<TAB>duplicates} */
    public String receive(byte[] body) throws PhoneRefusal {
        String stored = answer(() -> receiver.receive(body).toWire());
        worker.wake();
        return stored;
    }

    /** Removes every run, sample and result of the phone; @return {@code OK<TAB>samples<TAB>results} */
    public String remove(byte[] body) throws PhoneRefusal {
        return answer(() -> receiver.remove(body).toWire());
    }

    private static String answer(Work work) throws PhoneRefusal {
        try {
            return work.answer();
        } catch (MalformedBatchException | UnauthorizedBatchException | TooManyRequestsException | SQLException refused) {
            throw PhoneRefusal.of(refused);
        }
    }
}
