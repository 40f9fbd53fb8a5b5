package pearl.server.receiver;

import java.sql.SQLException;

import pearl.server.bank.Devices;
import pearl.server.bank.DailyQuota;
import pearl.server.bank.SamplesRemoteBank;
import pearl.server.model.Batch;
import pearl.server.model.Receipt;

/**
 * PEARL's Samples Receiver: takes a signed sync body, checks it came from a registered device and
 * is not a replay, and stores its samples in the Samples Remote Bank, noting the result groups
 * they touched for the analyzer, which the receiver servlet runs once the phone has its answer.
 * It also takes a device owner's signed removal of everything the server holds of the device.
 * Syncs and removals use the database in turns ({@link SyncTurns}).
 */
public final class Receiver {

    private final BatchParser parser;
    private final Devices devices;
    private final SamplesRemoteBank samples;
    private final SyncTurns turns = new SyncTurns();

    public Receiver(Algorithms algorithms, Devices devices, SamplesRemoteBank samples) {
        this.parser = new BatchParser(algorithms);
        this.devices = devices;
        this.samples = samples;
    }

    /**
     * @throws MalformedBatchException    when the body breaks the format; nothing is stored
     * @throws UnknownDeviceException     when this server has no registration for its device; nothing is stored
     * @throws UnauthorizedBatchException when it is unsigned, wrongly signed or replayed; nothing is stored
     * @throws TooManyRequestsException   when it would take its device past its daily quota; nothing is stored
     * @throws SQLException               when the database fails; nothing is stored
     */
    public Receipt receive(byte[] body)
            throws MalformedBatchException, UnauthorizedBatchException, TooManyRequestsException, SQLException {
        Batch batch = parser.parse(body);
        turns.await();
        try {
            return store(body, batch);
        } finally {
            turns.release();
        }
    }

    /**
     * Removes every run, sample and result of the device that signed {@code body}, a removal
     * (docs/protocol.md); its registration stays.
     *
     * @throws MalformedBatchException    when the body breaks the format; nothing is removed
     * @throws UnknownDeviceException     when this server has no registration for its device; nothing is removed
     * @throws UnauthorizedBatchException when it is unsigned, wrongly signed or replayed; nothing is removed
     * @throws SQLException               when the database fails; nothing is removed
     */
    public SamplesRemoteBank.Removed remove(byte[] body)
            throws MalformedBatchException, UnauthorizedBatchException, SQLException {
        Batch removal = parser.parseRemoval(body);
        turns.await();
        try {
            Devices.Device device = signer(body, removal);
            return samples.removeAll(device.rowId(), device.suiteKey(), removal.counter());
        } catch (SamplesRemoteBank.ReplayedException replayed) {
            throw new UnauthorizedBatchException(replayed.getMessage());
        } finally {
            turns.release();
        }
    }

    /** The registered device whose secret signed {@code body}. */
    private Devices.Device signer(byte[] body, Batch batch) throws UnauthorizedBatchException, SQLException {
        Devices.Device device = devices.find(batch.deviceId())
                .orElseThrow(() -> new UnknownDeviceException(batch.deviceId()));
        if (!BatchSignature.verify(device.secret(), body, batch.signedLength(), batch.signature())) {
            throw new UnauthorizedBatchException("wrong signature: the body was not signed with this device's secret");
        }
        return device;
    }

    private Receipt store(byte[] body, Batch batch)
            throws UnauthorizedBatchException, TooManyRequestsException, SQLException {
        Devices.Device device = signer(body, batch);
        SamplesRemoteBank.Stored stored;
        try {
            stored = samples.store(batch, device.rowId(), device.suiteKey());
        } catch (SamplesRemoteBank.ReplayedException replayed) {
            throw new UnauthorizedBatchException(replayed.getMessage());
        } catch (DailyQuota.OverQuotaException overQuota) {
            throw new TooManyRequestsException(overQuota.getMessage(), overQuota.retryAfter());
        }
        return stored.receipt();
    }
}
