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

/** The few settings the user can change on the phone, kept in one record. */
public final class Settings {

    public static final String SERVER_URL = "server.url";
    public static final String DEVICE_NAME = "device.name";
    /** The id the server gave this phone when it registered (docs/protocol.md). */
    public static final String DEVICE_ID = "device.id";
    /** The secret, in hex, the server gave with the id: every batch is signed with it. */
    public static final String DEVICE_SECRET = "device.secret";
    /** The last batch counter used: each POST carries a higher one, so a replay is refused. */
    public static final String BATCH_COUNTER = "batch.counter";

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
