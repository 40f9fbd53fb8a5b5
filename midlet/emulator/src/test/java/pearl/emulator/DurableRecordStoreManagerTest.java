package pearl.emulator;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.microemu.util.MemoryRecordStoreManager;
import org.microemu.util.RecordStoreImpl;

class DurableRecordStoreManagerTest {

    @TempDir
    Path folder;

    /** The stores must stay in the files MicroEmulator reads them from, names escaped as it does. */
    @Test
    void aStoreKeepsMicroEmulatorsFileName() {
        assertEquals("pearl-samples.rs", DurableRecordStoreManager.fileName("pearl-samples"));
        assertEquals("a_%%58%%_b_%%47%%_c_%%92%%_d.rs", DurableRecordStoreManager.fileName("a:b/c\\d"));
    }

    /** A store that dies halfway through writing itself, as the emulator killed in mid-write. */
    private static final class DyingStore extends RecordStoreImpl {
        DyingStore(RecordStoreImpl before) throws Exception {
            super(new MemoryRecordStoreManager(), "pearl-samples");
            setOpen(true);
            for (int id = 1; id < before.getNextRecordID(); id++) {
                addRecord(before.getRecord(id), 0, before.getRecord(id).length);
            }
            addRecord(new byte[5000], 0, 5000);
        }

        @Override
        public void write(DataOutputStream out) throws IOException {
            out.write(new byte[100]);
            out.flush();
            throw new IOException("killed");
        }
    }

    @Test
    void aStoreKilledWhileWritingIsReadAsItWasBefore() throws Exception {
        RecordStoreImpl store = new RecordStoreImpl(new MemoryRecordStoreManager(), "pearl-samples");
        store.setOpen(true);
        store.addRecord(new byte[] {1, 2, 3}, 0, 3);
        File file = folder.resolve("pearl-samples.rs").toFile();
        DurableRecordStoreManager.write(store, file);

        assertThrows(Exception.class, () -> DurableRecordStoreManager.write(new DyingStore(store), file));

        try (DataInputStream in = new DataInputStream(new BufferedInputStream(new FileInputStream(file)))) {
            RecordStoreImpl read = new RecordStoreImpl(new MemoryRecordStoreManager(), in);
            read.setOpen(true);
            assertEquals(1, read.getNumRecords(), "the store as it was before the write that died");
            assertArrayEquals(new byte[] {1, 2, 3}, read.getRecord(1));
        }
        assertEquals(1, Files.list(folder).filter(p -> p.toString().endsWith(".rs")).count());
    }
}
