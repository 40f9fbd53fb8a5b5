package pearl.testing;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.Vector;

import pearl.collector.Conditions;
import pearl.collector.Sample;
import pearl.server.receiver.BatchParser;
import pearl.server.receiver.BatchSignature;
import pearl.sync.ProtocolWriter;

/**
 * A phone speaking the sync protocol over HTTP, for tests that need many of them: it registers
 * like the MIDlet and signs its batches with the MIDlet's own ProtocolWriter (RFC 2104 over Bouncy Castle's SHA-256).
 */
public final class SimulatedDevice {

    private final String deviceKey;
    private final byte[] secret;
    private long counter;

    private SimulatedDevice(String deviceKey, byte[] secret) {
        this.deviceKey = deviceKey;
        this.secret = secret;
    }

    /** Registers with the server at {@code baseUrl} (e.g. http://127.0.0.1:1234/pearl). */
    public static SimulatedDevice register(HttpClient http, String baseUrl, String model) throws Exception {
        return register(http, baseUrl, model, null);
    }

    /** Registers as a suite whose JAD carried the enrolment code {@code enrolment} (null: none). */
    public static SimulatedDevice register(HttpClient http, String baseUrl, String model, String enrolment)
            throws Exception {
        return registered(post(http, baseUrl + "/register", ProtocolWriter.registration(model, enrolment)));
    }

    /** Registers as a phone whose {@code microedition.platform} is {@code platform}, named {@code model} by its user. */
    public static SimulatedDevice registerOn(HttpClient http, String baseUrl, String platform, String model)
            throws Exception {
        return registered(post(http, baseUrl + "/register", registration(platform, model)));
    }

    /** The MIDlet's registration, its microedition.platform {@code platform}. */
    private static byte[] registration(String platform, String model) {
        return new String(ProtocolWriter.registration(model, null), StandardCharsets.UTF_8)
                .replace("\nmicroedition.platform\t\n", "\nmicroedition.platform\t" + platform + "\n")
                .getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Registers as a phone whose {@code microedition.platform} is {@code platform}, from the loopback
     * address {@code from} ({@link FromAddress}): each address is a client of its own to the
     * server's registration limits.
     */
    public static SimulatedDevice registerFrom(String baseUrl, String from, String platform, String model)
            throws Exception {
        FromAddress.Answer answer = FromAddress.post(baseUrl, from, "/register", "text/plain; charset=utf-8",
                registration(platform, model), Map.of());
        return registered(answer.status(), answer.body());
    }

    /** A phone the server registered in-process, with the credentials it gave. */
    public static SimulatedDevice of(String deviceKey, String secretHex) {
        return new SimulatedDevice(deviceKey, HexFormat.of().parseHex(secretHex));
    }

    private static SimulatedDevice registered(HttpResponse<String> answer) {
        return registered(answer.statusCode(), answer.body());
    }

    private static SimulatedDevice registered(int status, String body) {
        String[] fields = body.trim().split("\t");
        if (status != 200 || fields.length != 3 || !fields[0].equals("OK")) {
            throw new AssertionError("registration refused: " + status + " " + body);
        }
        return new SimulatedDevice(fields[1], HexFormat.of().parseHex(fields[2]));
    }

    /** The device key the server gave this phone at registration. */
    public String deviceKey() {
        return deviceKey;
    }

    /** The secret the server gave this phone at registration, as hex: what no page may show. */
    public String secretHex() {
        return HexFormat.of().formatHex(secret);
    }

    /** A signed body with the next counter, as the MIDlet would write it. */
    public byte[] batch(Conditions conditions, long runKey, List<Sample> samples) {
        Hashtable<Long, Conditions> runs = new Hashtable<>();
        runs.put(runKey, conditions);
        return ProtocolWriter.batch(deviceKey, ++counter, secret, runs, new Vector<>(samples));
    }

    /**
     * A removal of everything the server holds of this phone, with the next counter, signed as a
     * batch is (docs/protocol.md, "Removal"), with the JDK's HMAC.
     */
    public byte[] removal() {
        String text = BatchParser.REMOVAL_HEADER + "\nD\t" + deviceKey + "\t" + ++counter + "\n";
        byte[] signed = text.getBytes(StandardCharsets.UTF_8);
        return (text + "H\t" + HexFormat.of().formatHex(BatchSignature.sign(secret, signed, signed.length)) + "\n")
                .getBytes(StandardCharsets.UTF_8);
    }

    public static HttpResponse<String> post(HttpClient http, String url, byte[] body)
            throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(url))
                        .header("Content-Type", "text/plain; charset=utf-8")
                        .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    /** The conditions of a run on a phone named {@code platform}, with a 10 ms tick. */
    public static Conditions conditions(String platform) {
        Conditions conditions = new Conditions();
        conditions.put("format", "1");
        conditions.put("microedition.platform", platform);
        conditions.put("microedition.configuration", "CLDC-1.0");
        conditions.put("microedition.profiles", "MIDP-1.0");
        conditions.put("timer.resolution", "10");
        conditions.put("midlet.version", "0.1.0");
        conditions.put("bc.version", "1.53");
        return conditions;
    }
}
