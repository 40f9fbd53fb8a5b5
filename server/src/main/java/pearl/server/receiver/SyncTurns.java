package pearl.server.receiver;

import java.sql.SQLException;
import java.sql.SQLTransientException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import pearl.server.bank.Database;

/**
 * Turns to use the database for the phones' syncs: at most one per connection of the receiver's
 * own pool ({@link Database#SYNC_CONNECTIONS}), in the order they came. A storm of syncs queues
 * here rather than at the pool, whose wait is short, and a sync that waits longer than
 * {@link #WAIT_SECONDS} is told to try again later (503: the phone keeps its samples and sends
 * them again). The pages and the analysis have connections of their own, so they never wait
 * behind the syncs.
 */
final class SyncTurns {

    static final int TURNS = Database.SYNC_CONNECTIONS;
    static final long WAIT_SECONDS = 30;

    private final Semaphore turns;
    private final long waitMillis;

    SyncTurns() {
        this(TURNS, TimeUnit.SECONDS.toMillis(WAIT_SECONDS));
    }

    SyncTurns(int turns, long waitMillis) {
        this.turns = new Semaphore(turns, true);
        this.waitMillis = waitMillis;
    }

    /** Waits for a turn; the caller {@link #release}s it when its sync is done. */
    void await() throws SQLException {
        try {
            if (!turns.tryAcquire(waitMillis, TimeUnit.MILLISECONDS)) {
                throw new SQLTransientException("no turn within " + waitMillis / 1000.0 + " s: too many syncs at once");
            }
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
            throw new SQLTransientException("stopped while waiting for a turn", stopping);
        }
    }

    void release() {
        turns.release();
    }
}
