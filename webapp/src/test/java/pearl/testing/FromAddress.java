package pearl.testing;

import java.io.ByteArrayOutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A POST from a chosen loopback address (127.0.0.x all reach the server, each seen as its own
 * client), over a plain socket: HttpClient cannot choose its local address.
 */
public final class FromAddress {

    /** An answer: the status line's code, the headers (names lower-cased), the body. */
    public record Answer(int status, Map<String, String> headers, String body) {
        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    private FromAddress() {
    }

    /** {@code POST /admin/login} with {@code password}, from {@code from}. */
    public static Answer login(PearlServer server, String from, String password) throws Exception {
        return post(server, from, "/admin/login", "application/x-www-form-urlencoded",
                ("password=" + URLEncoder.encode(password, StandardCharsets.UTF_8)).getBytes(StandardCharsets.US_ASCII));
    }

    /** {@code body} POSTed to {@code path} under the server's context path, from {@code from}. */
    public static Answer post(PearlServer server, String from, String path, String contentType, byte[] body)
            throws Exception {
        return post(server, from, path, contentType, body, Map.of());
    }

    /** The same, with {@code headers} added to the request. */
    public static Answer post(PearlServer server, String from, String path, String contentType, byte[] body,
                              Map<String, String> headers) throws Exception {
        return post(server.baseUrl(), from, path, contentType, body, headers);
    }

    /** The same, to the server at {@code baseUrl} (e.g. http://127.0.0.1:1234/pearl), wherever it runs. */
    public static Answer post(String baseUrl, String from, String path, String contentType, byte[] body,
                              Map<String, String> headers) throws Exception {
        URI base = URI.create(baseUrl);
        try (Socket socket = new Socket(InetAddress.getByName(base.getHost()), base.getPort(),
                InetAddress.getByName(from), 0)) {
            ByteArrayOutputStream request = new ByteArrayOutputStream();
            StringBuilder head = new StringBuilder("POST " + base.getPath() + path + " HTTP/1.1\r\nHost: " + base.getHost()
                    + "\r\nContent-Type: " + contentType + "\r\nContent-Length: " + body.length + "\r\n");
            headers.forEach((name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
            request.write(head.append("Connection: close\r\n\r\n").toString().getBytes(StandardCharsets.US_ASCII));
            request.write(body);
            socket.getOutputStream().write(request.toByteArray());
            String[] answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8)
                    .split("\r\n\r\n", 2);
            String[] lines = answer[0].split("\r\n");
            Map<String, String> answered = new HashMap<>();
            for (int i = 1; i < lines.length; i++) {
                String[] header = lines[i].split(":", 2);
                answered.put(header[0].trim().toLowerCase(Locale.ROOT), header[1].trim());
            }
            return new Answer(Integer.parseInt(lines[0].split(" ")[1]), answered, answer.length > 1 ? answer[1] : "");
        }
    }
}
