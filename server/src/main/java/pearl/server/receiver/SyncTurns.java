package pearl.server.receiver;

import java.sql.SQLException;
import java.sql.SQLTransientException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import pearl.server.bank.Database;

/**
 * Turns to use the database for the phones' syncs: at most {@link #TURNS} at once, in the order
 * they came. A storm of syncs would otherwise take every connection of the pool, and the pages and
 * the analysis would wait behind it until the pool's timeout; so the syncs queue here instead, and
 * a sync that waits longer than {@link #WAIT_SECONDS} is told to try again later (503: the phone
 * keeps its samples and sends them again).
 */
final class SyncTurns {

    /**
     * One more than the cores: a sync's work is the CPU's, the server's and the database's on the
     * same cores, so more at once only queue there, and take the cores from the analysis and the
     * pages; the one more covers a sync's waits (its commit's write to disk, the network). Never
     * more than the pool's connections but four, left to the pages, the analysis and registrations.
     */
    static final int TURNS = Math.min(Runtime.getRuntime().availableProcessors() + 1, Database.POOL_SIZE - 4);
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
