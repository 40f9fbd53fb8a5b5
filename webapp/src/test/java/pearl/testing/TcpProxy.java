package pearl.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A TCP relay between the server and its database that a test can cut: every open connection is
 * dropped and new ones are closed at once, as when the database host goes away; then restored.
 */
public final class TcpProxy implements AutoCloseable {

    private final ServerSocket listener;
    private final int targetPort;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private final AtomicInteger refused = new AtomicInteger();
    private volatile boolean cut;

    public TcpProxy(int targetPort) throws IOException {
        this.targetPort = targetPort;
        this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread acceptor = new Thread(this::accept, "tcp-proxy");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    public int port() {
        return listener.getLocalPort();
    }

    /** Drops every connection and refuses new ones. */
    public void cut() {
        cut = true;
        for (Socket socket : open) {
            closeQuietly(socket);
        }
        open.clear();
    }

    public void restore() {
        cut = false;
    }

    /** How many connections were refused while cut. */
    public int refused() {
        return refused.get();
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket client = listener.accept();
                if (cut) {
                    refused.incrementAndGet();
                    client.close();
                    continue;
                }
                Socket server = new Socket(InetAddress.getLoopbackAddress(), targetPort);
                open.add(client);
                open.add(server);
                relay(client, server);
                relay(server, client);
            } catch (IOException closedOrUnreachable) {
                // the listener closed, or the database refused: the client sees its socket close
            }
        }
    }

    private void relay(Socket from, Socket to) {
        Thread pump = new Thread(() -> {
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                in.transferTo(out);
            } catch (IOException dropped) {
                // cut, or one side closed
            } finally {
                closeQuietly(from);
                closeQuietly(to);
            }
        }, "tcp-proxy-pump");
        pump.setDaemon(true);
        pump.start();
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // closing is all that was wanted
        }
    }

    @Override
    public void close() throws IOException {
        cut();
        listener.close();
    }
}
