package pearl.bank;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Enumeration;
import java.util.Hashtable;

import javax.microedition.rms.RecordStore;
import javax.microedition.rms.RecordStoreException;

/** The settings the user can change on the phone, and its credentials at each server, kept in one record. */
public final class Settings {

    public static final String SERVER_URL = "server.url";
    public static final String DEVICE_NAME = "device.name";
    /*
     * The phone's credentials and cursor at one server are kept under these names followed by a
     * space and the server's URL (serverKey): a phone that syncs to another server registers
     * there, and going back to the first one finds its credentials again. Alone, these names are
     * what a MIDlet before per-server credentials kept for its one server.
     */
    /**
     * The device key the server gave this phone when it registered (docs/protocol.md), stored
     * under its old name, which phones in the field have it under.
     */
    public static final String DEVICE_KEY = "device.id";
    /** The secret, in hex, the server gave with the key: every batch is signed with it. */
    public static final String DEVICE_SECRET = "device.secret";
    /** The last batch counter used: each POST carries a higher one, so a replay is refused. */
    public static final String BATCH_COUNTER = "batch.counter";
    /** The record id of the local bank up to which the server has every sample. */
    public static final String SYNCED_THROUGH = "synced.through";

    private static final String STORE = "pearl-settings";

    private final Hashtable values;

    private Settings(Hashtable values) {
        this.values = values;
    }

    public static Settings load() throws RecordStoreException, IOException {
        Hashtable values = new Hashtable();
        RecordStore store = RecordStore.openRecordStore(STORE, true);
        try {
            if (store.getNumRecords() > 0) {
                DataInputStream in = new DataInputStream(new ByteArrayInputStream(store.getRecord(1)));
                for (int n = in.readShort(); n > 0; n--) {
                    values.put(in.readUTF(), in.readUTF());
                }
            }
        } finally {
            store.closeRecordStore();
        }
        return new Settings(values);
    }

    /** The name under which {@code key} (e.g. {@link #DEVICE_KEY}) of the server at {@code url} is kept. */
    public static String serverKey(String key, String url) {
        return new StringBuffer(key).append(' ').append(url).toString();
    }

    /** The stored value, or null. */
    public String get(String key) {
        return (String) values.get(key);
    }

    public void put(String key, String value) {
        if (value == null || value.length() == 0) {
            values.remove(key);
        } else {
            values.put(key, value);
        }
    }

    public void save() throws RecordStoreException, IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeShort(values.size());
        for (Enumeration keys = values.keys(); keys.hasMoreElements();) {
            String key = (String) keys.nextElement();
            out.writeUTF(key);
            out.writeUTF((String) values.get(key));
        }
        byte[] record = bytes.toByteArray();
        RecordStore store = RecordStore.openRecordStore(STORE, true);
        try {
            if (store.getNumRecords() == 0) {
                store.addRecord(record, 0, record.length);
            } else {
                store.setRecord(1, record, 0, record.length);
            }
        } finally {
            store.closeRecordStore();
        }
    }
}
