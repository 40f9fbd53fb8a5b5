package pearl.server.bank;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

/**
 * The devices this instance stored a batch of lately, each as its last sync here left its row (its
 * credentials, counter, day's count and the run it sent), so that the next batch of the run can
 * be written without reading them first ({@link SyncTransaction}). A memory only: each sync's writes
 * check that the database still holds the row as remembered, and read it when it does not; a
 * device's own key only, for its further suites keep their counters elsewhere.
 */
final class KnownDevices {

    /** A phone syncs a run's batches within minutes; room for the phones of a busy hour. */
    static final int MAX_DEVICES = 10_000;

    private final Cache<String, SyncTransaction.DeviceRow> rows = Caffeine.newBuilder().maximumSize(MAX_DEVICES).build();

    /** The device's row as its last sync here left it, if that sync sent the run {@code runKey}; or null. */
    SyncTransaction.DeviceRow of(String deviceKey, Long runKey) {
        SyncTransaction.DeviceRow row = rows.getIfPresent(deviceKey);
        return row != null && row.run() != null && runKey != null && runKey == row.run().runKey() ? row : null;
    }

    void remember(String deviceKey, SyncTransaction.DeviceRow row) {
        rows.put(deviceKey, row);
    }

    void forget(String deviceKey) {
        rows.invalidate(deviceKey);
    }
}
