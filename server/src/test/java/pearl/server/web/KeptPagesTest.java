package pearl.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

class KeptPagesTest {

    /** Pages are kept unless they say they failed. */
    private final KeptPages<String, String> shared = new KeptPages<>(1024, (key, page) -> page.length(),
            page -> !page.startsWith("error"));
    private final AtomicInteger renders = new AtomicInteger();

    @Test
    void readersAskingWhileARenderIsUnderWayWaitForItAndGetItsPage() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        ExecutorService readers = Executors.newFixedThreadPool(8);
        try {
            Future<String> first = readers.submit(() -> shared.get("/algorithm", () -> {
                started.countDown();
                await(finish);
                return "page " + renders.incrementAndGet();
            }));
            started.await();
            List<Future<String>> others = new ArrayList<>();
            for (int i = 0; i < 7; i++) {
                others.add(readers.submit(() -> shared.get("/algorithm", () -> "page " + renders.incrementAndGet())));
            }
            awaitWaiting(readers, 7);
            finish.countDown();

            assertEquals("page 1", first.get(10, TimeUnit.SECONDS));
            for (Future<String> other : others) {
                assertEquals("page 1", other.get(10, TimeUnit.SECONDS));
            }
            assertEquals(1, renders.get(), "one render for eight readers");
            assertEquals("page 1", shared.get("/algorithm", () -> "page " + renders.incrementAndGet()),
                    "once done, the next reader gets the page kept");
            assertEquals(1, renders.get());
        } finally {
            readers.shutdownNow();
        }
    }

    @Test
    void aReaderWhoseAwaitedRenderFailedRendersForItself() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        ExecutorService readers = Executors.newFixedThreadPool(2);
        try {
            Future<String> failing = readers.submit(() -> shared.get("/device?id=1", () -> {
                started.countDown();
                await(finish);
                throw new IOException("the client went away");
            }));
            started.await();
            Future<String> waiting = readers.submit(() -> shared.get("/device?id=1", () -> "its own page"));
            awaitWaiting(readers, 1);
            finish.countDown();

            assertEquals(IOException.class, assertThrows(Exception.class, () -> failing.get(10, TimeUnit.SECONDS))
                    .getCause().getClass());
            assertEquals("its own page", waiting.get(10, TimeUnit.SECONDS));
        } finally {
            readers.shutdownNow();
        }
    }

    @Test
    void aPageNotToKeepIsRenderedAgainByTheNextReader() throws Exception {
        assertEquals("error 1", shared.get("/device?id=9", () -> "error " + renders.incrementAndGet()));
        assertEquals("error 2", shared.get("/device?id=9", () -> "error " + renders.incrementAndGet()));
        shared.put("/device?id=9", "page");
        assertEquals("page", shared.get("/device?id=9", () -> "error " + renders.incrementAndGet()));
        shared.forget("/device?id=9");
        assertEquals("error 3", shared.get("/device?id=9", () -> "error " + renders.incrementAndGet()));
    }

    @Test
    void differentPagesRenderEachForItself() throws Exception {
        assertEquals("a", shared.get("/a", () -> "a"));
        assertEquals("b", shared.get("/b", () -> "b"));
    }

    private static void await(CountDownLatch latch) throws IOException {
        try {
            latch.await();
        } catch (InterruptedException stopped) {
            throw new IOException("stopped", stopped);
        }
    }

    /**
     * Until {@code count} of the pool's threads wait (parked) inside {@link KeptPages#get} for
     * another's render: the renderer, parked in its own render, is not one of them.
     */
    private static void awaitWaiting(ExecutorService pool, int count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            int waiting = 0;
            for (var entry : Thread.getAllStackTraces().entrySet()) {
                List<StackTraceElement> frames = List.of(entry.getValue());
                if (entry.getKey().getState() == Thread.State.WAITING
                        && frames.stream().anyMatch(frame -> frame.getClassName().equals(KeptPages.class.getName()))
                        && frames.stream().anyMatch(frame -> frame.getClassName().equals(CompletableFuture.class.getName()))) {
                    waiting++;
                }
            }
            if (waiting >= count) {
                return;
            }
            Thread.sleep(5);
        }
        throw new AssertionError(count + " readers did not come to wait for the render");
    }
}
