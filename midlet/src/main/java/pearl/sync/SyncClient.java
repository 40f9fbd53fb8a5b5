package pearl.sync;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

import javax.microedition.io.Connector;
import javax.microedition.io.HttpConnection;
import javax.microedition.rms.RecordStoreException;

import pearl.bank.LocalBank;
import pearl.bank.Settings;
import pearl.bank.UnsyncedBatch;
import pearl.collector.FailureText;
import pearl.util.Hex;

/**
 * Sends the local bank's samples to one Samples Receiver, one signed batch per POST
 * (docs/protocol.md), registering the phone there first if it never did. A batch is marked synced
 * (for that server) only after the server has answered that it stored it. A batch sent twice is
 * stored once by the server, so a lost answer costs a resend, never a duplicate. When the server
 * or the network is unavailable it waits and tries again, doubling the wait, before giving up with
 * the samples kept; a sync in the middle of a run tries once and does not wait. When the server answers that it has no registration for this phone, the phone
 * registers again and sends it everything it holds. It also asks a server to remove everything it
 * holds of the phone.
 */
public class SyncClient {

    /** Samples per POST: small enough for a phone's heap and a slow network. */
    public static final int BATCH_SIZE = 200;
    /** Tries per batch; the waits between them are 1, 2, 4 and 8 s. */
    static final int ATTEMPTS = 5;
    private static final long FIRST_WAIT_MS = 1000;
    /** The refusal code on which, and only on which, the phone registers again (docs/protocol.md). */
    static final String UNKNOWN_DEVICE = "unknown-device";

    private final String url;
    private final Settings settings;
    private final String deviceName;
    private final String enrolment;
    /**
     * The refusal code of the last POST the server refused (4xx), "" without one; null when it did
     * not refuse. A refusal is final, where an unavailable server (503, no network) is tried again;
     * a field rather than an exception class of its own, which the part every suite carries would
     * pay some 300 bytes for (docs/collector.md, Fit).
     */
    private String refusal;

    /**
     * @param url        the receiver, e.g. {@code http://host:8080/pearl/receiver}
     * @param deviceName the model name the user chose, sent when the phone registers
     * @param enrolment  the JAD's enrolment code, sent when the phone registers, so that the suites
     *                   installed from one /install visit are one device; null without one
     */
    public SyncClient(String url, Settings settings, String deviceName, String enrolment) {
        this.url = url;
        this.settings = settings;
        this.deviceName = deviceName;
        this.enrolment = enrolment;
    }

    /**
     * Syncs until nothing is left.
     *
     * @return the number of samples the server confirmed (stored now or before)
     * @throws IOException with what happened, in words, when the server refuses a batch or stays
     *                     unreachable; the samples not confirmed stay unsynced
     */
    public int syncAll(LocalBank bank) throws IOException, RecordStoreException {
        return syncAll(bank, ATTEMPTS);
    }

    /**
     * Syncs until nothing is left, as {@link #syncAll(LocalBank)} does, but tries each request once
     * and never waits: for a sync in the middle of a run, which a server that is down must not hold
     * up. What the server did not confirm goes with the next sync.
     */
    public int syncAllInOneTry(LocalBank bank) throws IOException, RecordStoreException {
        return syncAll(bank, 1);
    }

    /** {@link #syncAll(LocalBank)} with {@code attempts} tries per request. */
    private int syncAll(LocalBank bank, int attempts) throws IOException, RecordStoreException {
        if (!registeredWithServer()) {
            register(attempts);
        }
        try {
            return sendAll(bank, attempts);
        } catch (IOException refused) {
            if (!UNKNOWN_DEVICE.equals(refusal)) {
                throw refused;
            }
            // The server's database was rebuilt, or another server answers at this URL: a new
            // registration there, and everything sent again. Once: a second refusal stops the sync.
            System.out.println(new StringBuffer("PEARL REGISTERING AGAIN: ").append(refused.getMessage()).toString());
            forget();
            register(attempts);
            return sendAll(bank, attempts);
        }
    }

    /** Whether the phone has credentials for its server; throws when it has no server at all. */
    private boolean registeredWithServer() throws IOException {
        if (url == null || url.trim().length() == 0) {
            // a JAD without PEARL-Server-URL, or a URL the user cleared under Settings
            throw new IOException("no server: enter the server's URL under Settings");
        }
        return registered();
    }

    /**
     * Whether the phone has credentials for this server. Those a MIDlet kept before credentials
     * were per server are taken over for the first server synced to: were it another one, it
     * answers that it does not know the phone, which then registers there.
     */
    public boolean registered() {
        if (get(Settings.DEVICE_KEY) == null && settings.get(Settings.DEVICE_KEY) != null) {
            String[] keys = {Settings.DEVICE_KEY, Settings.DEVICE_SECRET, Settings.BATCH_COUNTER};
            for (int i = 0; i < keys.length; i++) {
                put(keys[i], settings.get(keys[i]));
                settings.put(keys[i], null);
            }
        }
        return get(Settings.DEVICE_KEY) != null;
    }

    private int sendAll(LocalBank bank, int attempts) throws IOException, RecordStoreException {
        byte[] secret = Hex.decode(get(Settings.DEVICE_SECRET));
        int confirmed = 0;
        for (UnsyncedBatch batch = next(bank); !batch.isEmpty(); batch = next(bank)) {
            int stored = stored(postWithRetries(url, null, secret, batch, attempts));
            if (stored != batch.samples.size()) {
                throw new IOException(new StringBuffer("the server confirmed ").append(stored)
                        .append(" of ").append(batch.samples.size()).append(" samples").toString());
            }
            put(Settings.SYNCED_THROUGH, String.valueOf(batch.lastRecordId));
            settings.save();
            confirmed += stored;
        }
        return confirmed;
    }

    private UnsyncedBatch next(LocalBank bank) throws RecordStoreException, IOException {
        return bank.unsynced(syncedThrough(), BATCH_SIZE);
    }

    /** This server's cursor: the last record id of the local bank that it has confirmed (0: none). */
    public int syncedThrough() {
        String cursor = get(Settings.SYNCED_THROUGH);
        return cursor == null ? 0 : Integer.parseInt(cursor);
    }

    /**
     * Asks the server to remove every sample and result it holds of this phone, in a request signed
     * as a batch is (docs/protocol.md). The phone keeps its own samples, still marked synced, so
     * that a later sync sends only newer ones.
     *
     * @return what the server removed, in words
     * @throws IOException with what happened, in words, when the server refuses or stays unreachable
     */
    public String removeAll() throws IOException, RecordStoreException {
        if (registeredWithServer()) {
            try {
                String[] removed = accepted(postWithRetries(sibling("remove"), null,
                        Hex.decode(get(Settings.DEVICE_SECRET)), null, ATTEMPTS));
                return new StringBuffer("The server removed ").append(removed[0]).append(" samples and ")
                        .append(removed[1]).append(" results of this phone.").toString();
            } catch (IOException failed) {
                if (!UNKNOWN_DEVICE.equals(refusal)) {
                    throw failed;
                }
                // the server no longer knows the phone (its database was rebuilt): it holds nothing of it
            }
        }
        return "The server holds nothing of this phone.";
    }

    /** The device key and secret stay in the settings record, under this server's URL. */
    private void register(int attempts) throws IOException, RecordStoreException {
        String[] credentials = accepted(postWithRetries(sibling("register"), ProtocolWriter.registration(deviceName, enrolment),
                null, null, attempts));
        put(Settings.DEVICE_KEY, credentials[0]);
        put(Settings.DEVICE_SECRET, credentials[1]);
        settings.save();
    }

    /**
     * The two fields of the server's {@code OK <first> <second>} (tab-separated): the device key
     * and secret of a registration, the samples stored and the duplicates of a batch, the samples
     * and the results a removal removed.
     */
    private static String[] accepted(String answer) throws IOException {
        int first = answer.indexOf('\t');
        int second = answer.indexOf('\t', first + 1);
        if (!answer.startsWith("OK\t") || second < 0) {
            throw new IOException(new StringBuffer("unexpected answer: ").append(answer).toString());
        }
        return new String[] {answer.substring(first + 1, second), answer.substring(second + 1).trim()};
    }

    /** The samples of a batch the server has, from its answer: those stored now and those it had. */
    private static int stored(String answer) throws IOException {
        String[] receipt = accepted(answer);
        try {
            return Integer.parseInt(receipt[0]) + Integer.parseInt(receipt[1]);
        } catch (NumberFormatException notNumbers) {
            throw new IOException(new StringBuffer("unexpected answer: ").append(answer).toString());
        }
    }

    /** Drops the credentials and the cursor of a server that no longer knows them. */
    private void forget() {
        put(Settings.DEVICE_KEY, null);
        put(Settings.DEVICE_SECRET, null);
        put(Settings.BATCH_COUNTER, null);
        put(Settings.SYNCED_THROUGH, null);
    }

    private String get(String key) {
        return settings.get(Settings.serverKey(key, url));
    }

    private void put(String key, String value) {
        settings.put(Settings.serverKey(key, url), value);
    }

    /**
     * A batch, or a removal when it is null, signed afresh, with a new counter saved first, so no
     * counter is used twice.
     */
    private byte[] signed(byte[] secret, UnsyncedBatch batch) throws RecordStoreException, IOException {
        String saved = get(Settings.BATCH_COUNTER);
        long counter = (saved == null ? 0 : Long.parseLong(saved)) + 1;
        put(Settings.BATCH_COUNTER, String.valueOf(counter));
        settings.save();
        String deviceKey = get(Settings.DEVICE_KEY);
        return batch == null ? ProtocolWriter.removal(deviceKey, counter, secret)
                : ProtocolWriter.batch(deviceKey, counter, secret, batch.runs, batch.samples);
    }

    /**
     * Posts {@code fixedBody}, or with a {@code secret} {@code batch} (a removal when null) signed
     * afresh for each of at most {@code attempts} tries.
     */
    private String postWithRetries(String target, byte[] fixedBody, byte[] secret, UnsyncedBatch batch, int attempts)
            throws IOException, RecordStoreException {
        long wait = FIRST_WAIT_MS;
        for (int attempt = 1; ; attempt++) {
            try {
                return post(target, secret == null ? fixedBody : signed(secret, batch));
            } catch (IOException unavailable) {
                // 503 or no network: the samples stay, and waiting may help; a refusal stays one
                if (refusal != null || attempt == attempts) {
                    throw unavailable;
                }
                // an emulator's or a debugging phone's console shows the waits
                System.out.println(new StringBuffer("PEARL RETRY in ").append(wait).append(" ms: ")
                        .append(unavailable.getMessage()).toString());
            }
            try {
                pause(wait);
            } catch (InterruptedException stop) {
                throw new IOException("the sync was interrupted");
            }
            wait *= 2;
        }
    }

    /** The wait before the next try; a test counts the waits instead of taking them. */
    void pause(long millis) throws InterruptedException {
        Thread.sleep(millis);
    }

    /** The server's path {@code name} beside the receiver's. */
    private String sibling(String name) {
        int slash = url.lastIndexOf('/');
        return new StringBuffer(url.substring(0, slash + 1)).append(name).toString();
    }

    /** The platform's connection to {@code target}; a test puts a failing network here. */
    HttpConnection open(String target) throws IOException {
        return (HttpConnection) Connector.open(target);
    }

    /** The answer to {@code body}; on a refusal, sets {@link #refusal} and throws. */
    private String post(String target, byte[] body) throws IOException {
        int status;
        String answer;
        String code = null;
        refusal = null;
        HttpConnection connection = null;
        try {
            connection = open(target);
            connection.setRequestMethod(HttpConnection.POST);
            connection.setRequestProperty("Content-Type", "text/plain; charset=utf-8");
            connection.setRequestProperty("Content-Length", String.valueOf(body.length));
            OutputStream out = connection.openOutputStream();
            out.write(body);
            out.close();
            status = connection.getResponseCode();
            answer = read(connection);
            if (status != HttpConnection.HTTP_OK) {
                code = connection.getHeaderField("PEARL-Refusal");
            }
        } catch (Throwable unreachable) {
            // No network, a refused connection, a URL the phone cannot open, a permission the user
            // denied: whatever the platform throws, errors included, is a server out of reach.
            throw new IOException(new StringBuffer("cannot reach the server at ").append(target).append(": ")
                    .append(FailureText.describe(unreachable)).toString());
        } finally {
            close(connection);
        }
        if (status == HttpConnection.HTTP_OK) {
            return answer;
        }
        String message = new StringBuffer("the server answered ").append(status).append(": ").append(answer).toString();
        if (status != HttpConnection.HTTP_UNAVAILABLE) {
            // only a 401's code says the phone is unknown; another status's is kept as a plain refusal
            refusal = code != null && status == HttpConnection.HTTP_UNAUTHORIZED ? code : "";
        }
        throw new IOException(message);
    }

    private static void close(HttpConnection connection) {
        try {
            if (connection != null) {
                connection.close();
            }
        } catch (Throwable alreadyGone) {
            // nothing left to release
        }
    }

    /** The answer's body, or for a refusal whose body the platform withholds, its message header. */
    private static String read(HttpConnection connection) {
        try {
            InputStream in = connection.openInputStream();
            try {
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                byte[] chunk = new byte[256];
                for (int n = in.read(chunk); n > 0; n = in.read(chunk)) {
                    bytes.write(chunk, 0, n);
                }
                return new String(bytes.toByteArray()).trim();
            } finally {
                in.close();
            }
        } catch (IOException noBody) {
            try {
                String message = connection.getHeaderField("PEARL-Message");
                return message == null ? "" : message;
            } catch (IOException noHeaders) {
                return "";
            }
        }
    }
}
