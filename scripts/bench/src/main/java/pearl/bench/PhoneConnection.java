package pearl.bench;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;

/**
 * A phone's HTTP/1.1 connection to the server, as thin as a phone's own stack: one kept-alive
 * socket; a POST written in one go, headers and body, as a MIDP HttpConnection sends it once it
 * knows the body's length; the answer read whole. The server is what {@code bench ingest} measures, so
 * its phone must cost the shared cores as little as it can: Apache HttpClient's classic client
 * took about half a millisecond more per request, the JDK's clients more still (docs/design.md).
 * It reads only what PEARL's receiver answers: a status line, headers with a Content-Length, a body.
 */
final class PhoneConnection implements AutoCloseable {

    private final String host;
    private final int port;
    private Socket socket;
    private InputStream in;

    /** The HTTP answer: its status code and body. */
    record Answer(int status, String body) {
    }

    PhoneConnection(URI server) {
        this.host = server.getHost();
        this.port = server.getPort();
    }

    Answer post(String path, String contentType, byte[] body) throws IOException {
        if (socket == null) {
            socket = new Socket(host, port);
            socket.setTcpNoDelay(true);
            in = new BufferedInputStream(socket.getInputStream());
        }
        byte[] head = ("POST " + path + " HTTP/1.1\r\nHost: " + host + ":" + port + "\r\nContent-Type: " + contentType
                + "\r\nContent-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
        byte[] request = new byte[head.length + body.length];
        System.arraycopy(head, 0, request, 0, head.length);
        System.arraycopy(body, 0, request, head.length, body.length);
        socket.getOutputStream().write(request);
        String statusLine = line();
        int length = -1;
        boolean close = false;
        for (String header = line(); !header.isEmpty(); header = line()) {
            String name = header.substring(0, Math.max(0, header.indexOf(':'))).trim();
            String value = header.substring(header.indexOf(':') + 1).trim();
            if (name.equalsIgnoreCase("Content-Length")) {
                length = Integer.parseInt(value);
            } else if (name.equalsIgnoreCase("Connection") && value.equalsIgnoreCase("close")) {
                close = true;
            }
        }
        if (length < 0) {
            throw new IOException("an answer without Content-Length: " + statusLine);
        }
        byte[] answer = in.readNBytes(length);
        if (answer.length < length) {
            throw new EOFException("the answer ended after " + answer.length + " of " + length + " bytes");
        }
        if (close) {
            close();
        }
        return new Answer(Integer.parseInt(statusLine.split(" ")[1]), new String(answer, StandardCharsets.UTF_8));
    }

    private String line() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new EOFException("the server closed the connection");
            }
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.US_ASCII);
    }

    @Override
    public void close() throws IOException {
        if (socket != null) {
            socket.close();
            socket = null;
        }
    }
}
