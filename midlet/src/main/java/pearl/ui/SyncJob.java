package pearl.ui;

import pearl.bank.LocalBank;
import pearl.collector.Problem;
import pearl.sync.SyncClient;

/** Syncs the local bank in the background; the network must not block the screen. */
final class SyncJob implements Runnable {

    private final SyncClient client;
    private final LocalBank bank;
    private final RunJob.Listener listener;

    SyncJob(SyncClient client, LocalBank bank, RunJob.Listener listener) {
        this.client = client;
        this.bank = bank;
        this.listener = listener;
    }

    public void run() {
        try {
            int synced = client.syncAll(bank);
            listener.finished(new StringBuffer().append(synced).append(" samples synced.").toString());
        } catch (Throwable e) {
            listener.failed(notSynced(e));
        }
    }

    /** What the user reads when a sync stops: what happened, and that trying again later is safe. */
    static String notSynced(Throwable why) {
        return new StringBuffer("Not synced, every sample kept on the phone: ").append(Problem.describe(why))
                .append(". Sync again later.").toString();
    }
}
