package pearl.server.receiver;

import java.sql.SQLException;

import pearl.server.bank.DailyQuota;
import pearl.server.bank.Registrations;
import pearl.server.bank.SamplesRemoteBank;
import pearl.server.bank.SyncTransaction;
import pearl.server.model.Batch;
import pearl.server.model.Catalogue;
import pearl.server.model.Receipt;

/**
 * PEARL's Samples Receiver: takes a signed sync body, checks it came from a registered device and
 * is not a replay, and stores its samples in the Samples Remote Bank, noting the result groups
 * they touched for the analyzer, which the receiver servlet runs once the phone has its answer.
 * It also takes a device owner's signed removal of everything the server holds of the device.
 * Syncs and removals use the database in turns ({@link SyncTurns}), each in a {@link SyncTransaction}
 * on the device's row, which gives the secret the body's signature is checked with.
 */
public final class Receiver {

    private final BatchParser parser;
    private final SamplesRemoteBank samples;
    private final SyncTurns turns = new SyncTurns();

    public Receiver(Catalogue catalogue, SamplesRemoteBank samples) {
        this.parser = new BatchParser(catalogue);
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
        try (SyncTransaction sync = samples.begin(batch)) {
            checkSigned(sync, body, batch);
            return sync.store(batch).receipt();
        } catch (SyncTransaction.UnknownKeyException gone) {
            throw new UnknownDeviceException(batch.deviceKey());
        } catch (SyncTransaction.ReplayedException replayed) {
            throw new UnauthorizedBatchException(replayed.getMessage());
        } catch (DailyQuota.OverQuotaException overQuota) {
            throw new TooManyRequestsException(overQuota.getMessage(), overQuota.retryAfter());
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
    public SyncTransaction.Removed remove(byte[] body)
            throws MalformedBatchException, UnauthorizedBatchException, SQLException {
        Batch removal = parser.parseRemoval(body);
        turns.await();
        try (SyncTransaction sync = samples.begin(removal)) {
            checkSigned(sync, body, removal);
            return sync.removeAll(removal.counter());
        } catch (SyncTransaction.ReplayedException replayed) {
            throw new UnauthorizedBatchException(replayed.getMessage());
        } finally {
            turns.release();
        }
    }

    /** Refuses the body unless the registered device it names signed it with its secret. */
    private static void checkSigned(SyncTransaction sync, byte[] body, Batch batch) throws UnauthorizedBatchException {
        Registrations.Device device = sync.device().orElseThrow(() -> new UnknownDeviceException(batch.deviceKey()));
        if (!BatchSignature.verify(device.secret(), body, batch.signedLength(), batch.signature())) {
            throw new UnauthorizedBatchException("wrong signature: the body was not signed with this device's secret");
        }
    }
}
