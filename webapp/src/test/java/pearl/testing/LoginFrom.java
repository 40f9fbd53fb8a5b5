package pearl.testing;

import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * {@code POST /admin/login} from a chosen loopback address (127.0.0.x all reach the server, each
 * seen as its own client), over a plain socket: HttpClient cannot choose its local address.
 */
public final class LoginFrom {

    /** An answer to a login: the status line's code, the headers (names lower-cased), the body. */
    public record Answer(int status, Map<String, String> headers, String body) {
        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    private LoginFrom() {
    }

    public static Answer address(PearlServer server, String from, String password) throws Exception {
        URI base = URI.create(server.baseUrl());
        String form = "password=" + URLEncoder.encode(password, StandardCharsets.UTF_8);
        try (Socket socket = new Socket(InetAddress.getByName(base.getHost()), base.getPort(),
                InetAddress.getByName(from), 0)) {
            socket.getOutputStream().write(("POST " + base.getPath() + "/admin/login HTTP/1.1\r\nHost: " + base.getHost()
                    + "\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: " + form.length()
                    + "\r\nConnection: close\r\n\r\n" + form).getBytes(StandardCharsets.US_ASCII));
            String[] answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8)
                    .split("\r\n\r\n", 2);
            String[] lines = answer[0].split("\r\n");
            Map<String, String> headers = new HashMap<>();
            for (int i = 1; i < lines.length; i++) {
                String[] header = lines[i].split(":", 2);
                headers.put(header[0].trim().toLowerCase(Locale.ROOT), header[1].trim());
            }
            return new Answer(Integer.parseInt(lines[0].split(" ")[1]), headers, answer.length > 1 ? answer[1] : "");
        }
    }
}
