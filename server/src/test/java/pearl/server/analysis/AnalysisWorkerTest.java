package pearl.server.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

/** The worker analyzes a burst of syncs after it, once, and a steady stream still regularly. */
class AnalysisWorkerTest {

    private final AtomicInteger runs = new AtomicInteger();

    @Test
    void aBurstOfSyncsIsAnalyzedOnceWhenItEnds() throws Exception {
        try (AnalysisWorker worker = new AnalysisWorker(runs::incrementAndGet)) {
            for (int sync = 0; sync < 40; sync++) {  // a phone's batches, 20 ms apart
                worker.wake();
                Thread.sleep(20);
            }
            assertEquals(0, runs.get(), "nothing analyzed beside the burst");

            awaitRuns(1);
            Thread.sleep(AnalysisWorker.GATHER_MS * 2);
            assertEquals(1, runs.get(), "the whole burst in one run");
        }
    }

    @Test
    void aSyncThatNeverPausesIsStillAnalyzedWithinTheLatestDelay() throws Exception {
        try (AnalysisWorker worker = new AnalysisWorker(runs::incrementAndGet)) {
            long end = System.nanoTime() + (AnalysisWorker.LATEST_MS + 1000) * 1_000_000L;
            while (System.nanoTime() < end) {
                worker.wake();
                Thread.sleep(20);
            }
            assertTrue(runs.get() >= 1, "analyzed while the stream went on");
        }
    }

    private void awaitRuns(int expected) throws InterruptedException {
        for (int i = 0; i < 100 && runs.get() < expected; i++) {
            Thread.sleep(50);
        }
    }
}
