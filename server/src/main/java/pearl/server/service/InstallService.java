package pearl.server.service;

import pearl.server.bank.Enrolments;

/**
 * The /install visits (docs/protocol.md, "Enrolment"): the code a visit makes, which every suite
 * installed from it carries, and the phone's CPU clock stored with it.
 */
public final class InstallService {

    private final Enrolments enrolments;

    InstallService(Parts parts) {
        this.enrolments = parts.enrolments();
    }

    /** A new visit's code. */
    public String create() {
        return Unavailable.unless(enrolments::create);
    }

    /** Whether {@code code} is a visit's code, well formed and kept. */
    public boolean exists(String code) {
        return Enrolments.wellFormed(code) && Unavailable.unless(() -> enrolments.exists(code));
    }

    /** Stores the phone's clock (null: none) with the visit; false when the code is not there. */
    public boolean setClock(String code, Integer mhz) {
        return Unavailable.unless(() -> enrolments.setClock(code, mhz));
    }

    /** The clock stored with the visit, null when none. */
    public Integer clock(String code) {
        return Unavailable.unless(() -> enrolments.clock(code));
    }
}
