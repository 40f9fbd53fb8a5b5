package pearl.emulator;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;

import javax.microedition.rms.RecordStoreException;

import org.microemu.app.util.FileRecordStoreManager;
import org.microemu.util.RecordStoreImpl;

/**
 * MicroEmulator's file record stores, written so that a kill at any moment leaves each store
 * readable: a change is written whole to a file beside the store's, forced to the disk, and renamed
 * over it, so the store's file holds either the store before the change or after it. MicroEmulator's
 * own manager truncates the file and writes it again in place, and a kill during that write left
 * the store unreadable and every sample in it lost. Reading, naming and listing stay MicroEmulator's.
 */
public final class DurableRecordStoreManager extends FileRecordStoreManager {

    /** The characters MicroEmulator escapes in a store's file name, as {@code _%%<code>%%_}. */
    private static final String ESCAPED = ":*?=|/\\\"";
    private static final String SUFFIX = ".rs";

    @Override
    public String getName() {
        return "Durable file record store";
    }

    @Override
    public void saveChanges(RecordStoreImpl store) throws RecordStoreException {
        write(store, new File(getSuiteFolder(), fileName(store.getName())));
    }

    /** Writes {@code store} whole beside {@code target}, then renames it over {@code target}. */
    static void write(RecordStoreImpl store, File target) throws RecordStoreException {
        File written = new File(target.getParentFile(), target.getName() + ".new");
        try {
            Files.createDirectories(target.getParentFile().toPath());
            try (FileOutputStream file = new FileOutputStream(written);
                 DataOutputStream out = new DataOutputStream(new BufferedOutputStream(file))) {
                store.write(out);
                out.flush();
                file.getFD().sync();
            }
            Files.move(written.toPath(), target.toPath(), StandardCopyOption.ATOMIC_MOVE,
                    StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new RecordStoreException("the record store could not be written to " + target + ": " + e);
        }
    }

    /** The file MicroEmulator keeps the store {@code name} in. */
    static String fileName(String name) {
        StringBuilder file = new StringBuilder();
        for (char c : name.toCharArray()) {
            if (ESCAPED.indexOf(c) >= 0) {
                file.append("_%%").append((int) c).append("%%_");
            } else {
                file.append(c);
            }
        }
        return file.append(SUFFIX).toString();
    }
}
