package pearl.server.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/**
 * The worker analyzes a burst of syncs after it, once, and a steady stream still regularly. Its
 * clock and thread are a {@link ManualScheduler}'s, so each run's time is exact.
 */
class AnalysisWorkerTest {

    private static final int SYNC_GAP_MS = 20;

    private final ManualScheduler scheduler = new ManualScheduler();
    /** When each run started, in ms of the scheduler's clock. */
    private final List<Long> runs = new ArrayList<>();
    private final AnalysisWorker worker = new AnalysisWorker(
            () -> runs.add(TimeUnit.NANOSECONDS.toMillis(scheduler.nanoTime())), scheduler, scheduler::nanoTime);

    @Test
    void aBurstOfSyncsIsAnalyzedOnceWhenItEnds() throws Exception {
        for (int sync = 0; sync < 40; sync++) {  // a phone's batches, 20 ms apart
            worker.wake();
            scheduler.advance(SYNC_GAP_MS);
        }
        assertEquals(List.of(), runs, "nothing analyzed beside the burst");

        scheduler.advance(10_000);
        long lastSync = 39 * SYNC_GAP_MS;
        assertEquals(List.of(lastSync + AnalysisWorker.GATHER_MS), runs, "the whole burst in one run, once it is quiet");
        worker.close();
    }

    @Test
    void aSyncThatNeverPausesIsStillAnalyzedWithinTheLatestDelay() throws Exception {
        for (int t = 0; t < AnalysisWorker.LATEST_MS * 2 + 1000; t += SYNC_GAP_MS) {
            worker.wake();
            scheduler.advance(SYNC_GAP_MS);
        }
        assertEquals(List.of((long) AnalysisWorker.LATEST_MS, 2L * AnalysisWorker.LATEST_MS), runs,
                "analyzed every LATEST_MS while the stream went on");
        worker.close();
    }

    @Test
    void theStartedWorkerLooksForLeftoverGroupsAtEachPoll() throws Exception {
        long poll = AnalysisWorker.POLL_SECONDS * 1000L;
        worker.start();
        scheduler.advance(3 * poll);
        assertEquals(List.of(0L, poll, 2 * poll, 3 * poll), runs, "at the start, then every poll");
        worker.close();
    }
}
