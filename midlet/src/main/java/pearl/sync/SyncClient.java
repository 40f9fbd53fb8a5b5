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
import pearl.bank.Unsynced;
import pearl.collector.Hex;

/**
 * Sends the local bank's unsynced samples to the Samples Receiver, one signed batch per POST
 * (docs/protocol.md), registering the phone first if it never did. A batch is marked synced only
 * after the server has answered that it stored it. A batch sent twice is stored once by the
 * server, so a lost answer costs a resend, never a duplicate. When the server or the network is
 * unavailable it waits and tries again, doubling the wait, before giving up with the samples kept.
 */
public final class SyncClient {

    /** Samples per POST: small enough for a phone's heap and a slow network. */
    public static final int BATCH_SIZE = 200;
    /** Tries per batch; the waits between them are 1, 2, 4 and 8 s. */
    static final int ATTEMPTS = 5;
    private static final long FIRST_WAIT_MS = 1000;

    private final String url;
    private final Settings settings;
    private final String deviceName;

    /**
     * @param url        the receiver, e.g. {@code http://host:8080/pearl/receiver}
     * @param deviceName the model name the user chose, sent once when the phone registers
     */
    public SyncClient(String url, Settings settings, String deviceName) {
        this.url = url;
        this.settings = settings;
        this.deviceName = deviceName;
    }

    /**
     * Syncs until nothing is left.
     *
     * @return the number of samples the server confirmed (stored now or before)
     * @throws IOException with the server's message when it refuses a batch or stays unreachable;
     *                     the samples not confirmed stay unsynced
     */
    public int syncAll(LocalBank bank) throws IOException, RecordStoreException {
        register();
        byte[] secret = Hex.decode(settings.get(Settings.DEVICE_SECRET));
        int confirmed = 0;
        for (Unsynced batch = bank.unsynced(BATCH_SIZE); !batch.isEmpty(); batch = bank.unsynced(BATCH_SIZE)) {
            Receipt receipt = Receipt.parse(sendBatch(secret, batch));
            if (receipt.total() != batch.samples.size()) {
                throw new IOException(new StringBuffer("the server confirmed ").append(receipt.total())
                        .append(" of ").append(batch.samples.size()).append(" samples").toString());
            }
            bank.markSynced(batch);
            confirmed += receipt.total();
        }
        return confirmed;
    }

    /** Registers once: the device id and secret stay in the settings record. */
    private void register() throws IOException, RecordStoreException {
        if (settings.get(Settings.DEVICE_ID) != null) {
            return;
        }
        String answer = postWithRetries(registerUrl(), RegistrationWriter.write(deviceName), null);
        int first = answer.indexOf('\t');
        int second = answer.indexOf('\t', first + 1);
        if (!answer.startsWith("OK\t") || second < 0) {
            throw new IOException(new StringBuffer("unexpected registration answer: ").append(answer).toString());
        }
        settings.put(Settings.DEVICE_ID, answer.substring(first + 1, second));
        settings.put(Settings.DEVICE_SECRET, answer.substring(second + 1).trim());
        settings.save();
    }

    /** Each try is signed with a new counter, saved first, so no counter is ever used twice. */
    private String sendBatch(byte[] secret, Unsynced batch) throws IOException, RecordStoreException {
        return postWithRetries(url, null, new Signer(secret, batch));
    }

    /** Signs a batch afresh for each try. */
    private final class Signer {
        private final byte[] secret;
        private final Unsynced batch;

        Signer(byte[] secret, Unsynced batch) {
            this.secret = secret;
            this.batch = batch;
        }

        byte[] body() throws RecordStoreException, IOException {
            String saved = settings.get(Settings.BATCH_COUNTER);
            long counter = (saved == null ? 0 : Long.parseLong(saved)) + 1;
            settings.put(Settings.BATCH_COUNTER, String.valueOf(counter));
            settings.save();
            return BatchWriter.write(settings.get(Settings.DEVICE_ID), counter, secret, batch.runs, batch.samples);
        }
    }

    private String postWithRetries(String target, byte[] fixedBody, Signer signer)
            throws IOException, RecordStoreException {
        long wait = FIRST_WAIT_MS;
        for (int attempt = 1; ; attempt++) {
            try {
                return post(target, signer == null ? fixedBody : signer.body());
            } catch (Refused refused) {
                throw refused;
            } catch (IOException unavailable) {
                // 503 or no network: the samples stay, and waiting may help
                if (attempt == ATTEMPTS) {
                    throw unavailable;
                }
                // an emulator's or a debugging phone's console shows the waits
                System.out.println(new StringBuffer("PEARL RETRY in ").append(wait).append(" ms: ")
                        .append(unavailable.getMessage()).toString());
            }
            try {
                Thread.sleep(wait);
            } catch (InterruptedException stop) {
                throw new IOException("sync interrupted");
            }
            wait *= 2;
        }
    }

    private String registerUrl() {
        int slash = url.lastIndexOf('/');
        return new StringBuffer(url.substring(0, slash + 1)).append("register").toString();
    }

    private static String post(String target, byte[] body) throws IOException {
        HttpConnection connection = (HttpConnection) Connector.open(target);
        try {
            connection.setRequestMethod(HttpConnection.POST);
            connection.setRequestProperty("Content-Type", "text/plain; charset=utf-8");
            connection.setRequestProperty("Content-Length", String.valueOf(body.length));
            OutputStream out = connection.openOutputStream();
            out.write(body);
            out.close();
            int status = connection.getResponseCode();
            String answer = read(connection);
            if (status == HttpConnection.HTTP_OK) {
                return answer;
            }
            String message = new StringBuffer("server answered ").append(status).append(": ").append(answer).toString();
            if (status == HttpConnection.HTTP_UNAVAILABLE) {
                throw new IOException(message);
            }
            throw new Refused(message);
        } finally {
            connection.close();
        }
    }

    /** The server refused the body (4xx): sending it again would not help. */
    private static final class Refused extends IOException {
        Refused(String message) {
            super(message);
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
