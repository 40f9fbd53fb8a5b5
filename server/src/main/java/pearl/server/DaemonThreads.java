package pearl.server;

import java.util.concurrent.ThreadFactory;

/**
 * Threads for the server's background work: named, so that a thread dump tells them apart, and
 * daemons, so that they never keep a stopping JVM alive.
 */
public final class DaemonThreads {

    private DaemonThreads() {
    }

    public static ThreadFactory named(String name) {
        return runnable -> {
            Thread thread = new Thread(runnable, name);
            thread.setDaemon(true);
            return thread;
        };
    }
}
