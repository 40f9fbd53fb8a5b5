package pearl.server.service;

import java.time.Duration;
import java.util.List;

import pearl.server.admin.Admins;
import pearl.server.admin.LoginThrottle;
import pearl.server.analysis.Analyzer;
import pearl.server.bank.AuditLog;
import pearl.server.bank.Devices;
import pearl.server.bank.SamplesRemoteBank;
import pearl.server.model.ListedDevice;

/**
 * The admin's work (docs/admin.md): logging in, throttled per address and account; what the admin
 * page lists; every change to a device, a run or the results, each written to the audit log by the
 * caller ({@link #record}). Each method answers what was done in words for the admin page.
 */
public final class AdminService {

    /** The one admin account. */
    public static final String ADMIN = Admins.ADMIN;

    private final Admins admins;
    private final AuditLog audit;
    private final Devices devices;
    private final SamplesRemoteBank samples;
    private final Analyzer analyzer;
    /** This instance's failed-login counts (docs/scaling.md). */
    private final LoginThrottle throttle = new LoginThrottle();

    AdminService(Parts parts) {
        this.admins = parts.admins();
        this.audit = parts.audit();
        this.devices = parts.devices();
        this.samples = parts.samples();
        this.analyzer = parts.analyzer();
    }

    /**
     * A login's outcome: {@code admitted} for the right password in time; otherwise, in
     * {@code retryAfter}, how long the next attempt from that address must wait (zero: it need not).
     */
    public record Login(boolean admitted, boolean throttled, Duration retryAfter) {
    }

    /** What the login page says of the throttle. */
    public String loginPolicy() {
        return LoginThrottle.policy();
    }

    /** Checks the admin's password from {@code address}, unless the throttle says to wait; audits the outcome. */
    public Login login(String address, String password) {
        Duration wait = throttle.attempt(ADMIN, address);
        if (!wait.isZero()) {
            return new Login(false, true, wait);
        }
        if (password == null || !Unavailable.unless(() -> admins.check(ADMIN, password))) {
            record(address, "login", "refused: wrong password");
            return new Login(false, false, throttle.failed(ADMIN, address));
        }
        throttle.succeeded(ADMIN, address);
        record(address, "login", "logged in");
        return new Login(true, false, Duration.ZERO);
    }

    /** Sets the admin's password (from the server's configuration at start). */
    public void setPassword(String password) {
        Unavailable.unless(() -> admins.setPassword(ADMIN, password));
    }

    /** Writes an admin's action to the audit log: as the admin, from {@code address}. */
    public void record(String address, String action, String detail) {
        Unavailable.unless(() -> audit.record(ADMIN, address, action, detail));
    }

    /** Every device, hidden ones too. */
    public List<ListedDevice> devices() {
        return Unavailable.unless(devices::listAll);
    }

    /** The latest {@code most} audit entries, newest first. */
    public List<AuditLog.Act> audit(int most) {
        return Unavailable.unless(() -> audit.latest(most));
    }

    public String rename(long device, String name) {
        return Unavailable.unless(() -> devices.rename(device, name)) ? "renamed" : "no such device";
    }

    /** Corrects a device's phone model, the name its model's page and figures go by. */
    public String setModel(long device, String model) {
        return Unavailable.unless(() -> devices.setModel(device, model)) ? "model of device " + device + " set to " + model
                : "no such device";
    }

    /** Hides a device from the public pages and the API, or shows it again. */
    public String setHidden(long device, boolean hidden) {
        if (!Unavailable.unless(() -> devices.setHidden(device, hidden))) {
            return "no such device";
        }
        return hidden ? "device " + device + " hidden" : "device " + device + " shown";
    }

    /** A device's CPU clock in MHz, null for unknown. */
    public String setClock(long device, Integer mhz) {
        if (!Unavailable.unless(() -> devices.setClock(device, mhz))) {
            return "no such device";
        }
        return mhz == null ? "clock of device " + device + " unknown" : "clock of device " + device + " set to " + mhz + " MHz";
    }

    public String merge(long from, long into) {
        Unavailable.unless(() -> devices.merge(from, into));
        return "merged; " + analyzeAll();
    }

    public String deleteRun(long device, long run) {
        return Unavailable.unless(() -> samples.deleteRun(device, run)) ? "run deleted; " + analyzeAll() : "no such run";
    }

    public String analyzeAll() {
        return Unavailable.unless(analyzer::analyzeAll) + " results re-analyzed";
    }
}
