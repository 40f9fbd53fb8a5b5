package pearl.server.receiver;

/**
 * A batch from a device key this server has no registration for (its database was rebuilt, or the
 * phone registered with another server). The one refusal on which a phone registers again
 * (docs/protocol.md): it is decided before the signature is checked, so a known device's batch
 * with a bad signature never gets it.
 */
public final class UnknownDeviceException extends UnauthorizedBatchException {

    public UnknownDeviceException(String deviceId) {
        super("unknown device " + deviceId + ": this server has no registration for it; register again");
    }
}
