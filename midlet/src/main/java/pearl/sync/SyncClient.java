package pearl.sync;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

import javax.microedition.io.Connector;
import javax.microedition.io.HttpConnection;
import javax.microedition.rms.RecordStoreException;

import pearl.bank.LocalBank;
import pearl.bank.Unsynced;

/**
 * Sends the local bank's unsynced samples to the Samples Receiver, one batch per POST, and marks a
 * batch synced only after the server has answered that it stored it. A batch sent twice is stored
 * once by the server, so a lost answer costs a resend, never a duplicate.
 */
public final class SyncClient {

    /** Samples per POST: small enough for a phone's heap and a slow network. */
    public static final int BATCH_SIZE = 200;

    private final String url;
    private final String deviceKey;
    private final String deviceName;

    public SyncClient(String url, String deviceKey, String deviceName) {
        this.url = url;
        this.deviceKey = deviceKey;
        this.deviceName = deviceName;
    }

    /**
     * Syncs until nothing is left.
     *
     * @return the number of samples the server confirmed (stored now or before)
     * @throws IOException with the server's message when it refuses a batch or cannot be reached;
     *                     the samples not confirmed stay unsynced
     */
    public int syncAll(LocalBank bank) throws IOException, RecordStoreException {
        int confirmed = 0;
        for (Unsynced batch = bank.unsynced(BATCH_SIZE); !batch.isEmpty(); batch = bank.unsynced(BATCH_SIZE)) {
            byte[] body = BatchWriter.write(deviceKey, deviceName, batch.runs, batch.samples);
            Receipt receipt = Receipt.parse(post(body));
            if (receipt.total() != batch.samples.size()) {
                throw new IOException(new StringBuffer("the server confirmed ").append(receipt.total())
                        .append(" of ").append(batch.samples.size()).append(" samples").toString());
            }
            bank.markSynced(batch);
            confirmed += receipt.total();
        }
        return confirmed;
    }

    private String post(byte[] body) throws IOException {
        HttpConnection connection = (HttpConnection) Connector.open(url);
        try {
            connection.setRequestMethod(HttpConnection.POST);
            connection.setRequestProperty("Content-Type", "text/plain; charset=utf-8");
            connection.setRequestProperty("Content-Length", String.valueOf(body.length));
            OutputStream out = connection.openOutputStream();
            out.write(body);
            out.close();
            int status = connection.getResponseCode();
            String answer = read(connection);
            if (status != HttpConnection.HTTP_OK) {
                throw new IOException(new StringBuffer("server answered ").append(status)
                        .append(": ").append(answer).toString());
            }
            return answer;
        } finally {
            connection.close();
        }
    }

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
            return "";
        }
    }
}
