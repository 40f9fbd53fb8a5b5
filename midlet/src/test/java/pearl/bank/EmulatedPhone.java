package pearl.bank;

import java.io.InputStream;

import org.microemu.MIDletBridge;
import org.microemu.MIDletContext;
import org.microemu.MicroEmulator;
import org.microemu.RecordStoreManager;
import org.microemu.app.launcher.Launcher;

/** MicroEmulator's MIDP implementation on the desktop, over the given record stores, for tests. */
public final class EmulatedPhone {

    private EmulatedPhone() {
    }

    public static void use(RecordStoreManager stores) {
        MIDletBridge.setMicroEmulator(new MicroEmulator() {
            public RecordStoreManager getRecordStoreManager() {
                return stores;
            }

            public Launcher getLauncher() {
                return null;
            }

            public String getAppProperty(String key) {
                return null;
            }

            public InputStream getResourceAsStream(String name) {
                return null;
            }

            public void notifyDestroyed(MIDletContext context) {
            }

            public void destroyMIDletContext(MIDletContext context) {
            }

            public int checkPermission(String permission) {
                return 1;
            }

            public boolean platformRequest(String url) {
                return false;
            }
        });
    }

    public static void end() {
        MIDletBridge.setMicroEmulator(null);
    }
}
