package pearl.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A relay between a phone and the server that can hold back the server's answers to batches: while
 * holding, the server receives and stores a phone's batch, and the phone never hears so, as when a
 * phone dies in the middle of a sync. Registrations and every other request pass.
 */
public final class HeldAnswers implements AutoCloseable {

    private final ServerSocket listener;
    private final int targetPort;
    private volatile boolean holding;
    private volatile CountDownLatch held = new CountDownLatch(1);

    public HeldAnswers(int targetPort) throws IOException {
        this.targetPort = targetPort;
        this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread accepting = new Thread(this::accept, "held-answers");
        accepting.setDaemon(true);
        accepting.start();
    }

    /** The server's base URL through the relay. */
    public String baseUrl() {
        return "http://127.0.0.1:" + listener.getLocalPort() + "/pearl";
    }

    /** From now on, answers to batches are held back; {@link #awaitHeld} waits for the first. */
    public void hold() {
        held = new CountDownLatch(1);
        holding = true;
    }

    public void pass() {
        holding = false;
    }

    /** Whether the server answered a batch, held back from the phone, within {@code seconds}. */
    public boolean awaitHeld(long seconds) throws InterruptedException {
        return held.await(seconds, TimeUnit.SECONDS);
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket phone = listener.accept();
                Socket server = new Socket(InetAddress.getLoopbackAddress(), targetPort);
                boolean[] batch = {false};
                pump(phone.getInputStream(), server.getOutputStream(), bytes -> {
                    if (new String(bytes, StandardCharsets.ISO_8859_1).contains("POST /pearl/receiver")) {
                        batch[0] = true;
                    }
                    return true;
                });
                pump(server.getInputStream(), phone.getOutputStream(), bytes -> {
                    if (batch[0] && holding) {
                        held.countDown();
                        return false;
                    }
                    return true;
                });
            } catch (IOException closed) {
                return;
            }
        }
    }

    private interface Passes {
        /** Whether {@code bytes}, read from one side, go on to the other. */
        boolean test(byte[] bytes);
    }

    private static void pump(InputStream from, OutputStream to, Passes passes) {
        Thread thread = new Thread(() -> {
            byte[] buffer = new byte[8192];
            try (from; to) {
                for (int n; (n = from.read(buffer)) > 0; ) {
                    byte[] bytes = Arrays.copyOf(buffer, n);
                    if (passes.test(bytes)) {
                        to.write(bytes);
                        to.flush();
                    }
                }
            } catch (IOException closed) {
                // either side went away: the other one goes too
            }
        }, "held-answers-pump");
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public void close() throws IOException {
        listener.close();
    }
}
