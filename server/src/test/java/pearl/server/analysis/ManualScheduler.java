package pearl.server.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.Callable;
import java.util.concurrent.Delayed;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A single thread with a clock of its own: time moves only by {@link #advance}, which runs every
 * task that falls due on the way, at its time, on the caller's thread. A test of timing then
 * waits for nothing and sees exact counts.
 */
final class ManualScheduler extends AbstractExecutorService implements ScheduledExecutorService {

    private final List<Task> tasks = new ArrayList<>();
    private long nanos;
    private boolean shutdown;

    /** This clock's time, in ns. */
    long nanoTime() {
        return nanos;
    }

    /** Moves the clock on by {@code millis}, running what falls due meanwhile in order. */
    void advance(long millis) {
        long end = nanos + TimeUnit.MILLISECONDS.toNanos(millis);
        while (true) {
            Task next = tasks.stream().filter(task -> task.due <= end).min(Comparator.comparingLong(task -> task.due))
                    .orElse(null);
            if (next == null) {
                break;
            }
            tasks.remove(next);
            nanos = next.due;
            next.command.run();
            if (next.period > 0 && !shutdown) {
                next.due = nanos + next.period;
                tasks.add(next);
            }
        }
        nanos = end;
    }

    @Override
    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        return add(command, unit.toNanos(delay), 0);
    }

    @Override
    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit) {
        return add(command, unit.toNanos(initialDelay), unit.toNanos(delay));
    }

    @Override
    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        return add(command, unit.toNanos(initialDelay), unit.toNanos(period));
    }

    @Override
    public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
        throw new UnsupportedOperationException("the worker schedules runnables only");
    }

    @Override
    public void execute(Runnable command) {
        add(command, 0, 0);
    }

    private Task add(Runnable command, long delayNanos, long periodNanos) {
        if (shutdown) {
            throw new RejectedExecutionException("shut down");
        }
        Task task = new Task(command, nanos + delayNanos, periodNanos);
        tasks.add(task);
        return task;
    }

    @Override
    public void shutdown() {
        shutdown = true;
    }

    @Override
    public List<Runnable> shutdownNow() {
        shutdown = true;
        List<Runnable> left = tasks.stream().map(task -> task.command).toList();
        tasks.clear();
        return left;
    }

    @Override
    public boolean isShutdown() {
        return shutdown;
    }

    @Override
    public boolean isTerminated() {
        return shutdown;
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) {
        return shutdown;
    }

    /** A task waiting for its time; the worker never looks at it. */
    private final class Task implements ScheduledFuture<Object> {

        final Runnable command;
        final long period;
        long due;

        Task(Runnable command, long due, long period) {
            this.command = command;
            this.due = due;
            this.period = period;
        }

        @Override
        public long getDelay(TimeUnit unit) {
            return unit.convert(due - nanos, TimeUnit.NANOSECONDS);
        }

        @Override
        public int compareTo(Delayed other) {
            return Long.compare(getDelay(TimeUnit.NANOSECONDS), other.getDelay(TimeUnit.NANOSECONDS));
        }

        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            return tasks.remove(this);
        }

        @Override
        public boolean isCancelled() {
            return false;
        }

        @Override
        public boolean isDone() {
            return !tasks.contains(this);
        }

        @Override
        public Object get() {
            throw new UnsupportedOperationException("the worker never waits for a task");
        }

        @Override
        public Object get(long timeout, TimeUnit unit) {
            throw new UnsupportedOperationException("the worker never waits for a task");
        }
    }
}
