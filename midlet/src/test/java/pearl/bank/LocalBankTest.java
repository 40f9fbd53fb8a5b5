package pearl.bank;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.microemu.util.MemoryRecordStoreManager;
import org.microemu.util.RecordStoreImpl;

import pearl.collector.Conditions;
import pearl.collector.Sample;

/**
 * The Samples Local Bank on MicroEmulator's record store implementation: what survives the MIDlet
 * being killed, what a full store does, and the samples after a sync cursor.
 */
class LocalBankTest {

    /** A record store as small as a phone's: the samples store refuses records past its budget. */
    private static final class SmallStores extends MemoryRecordStoreManager {
        int budget = Integer.MAX_VALUE;

        @Override
        public int getSizeAvailable(RecordStoreImpl store) {
            try {
                return store.getName().equals("pearl-samples") ? budget - store.getSize() : Integer.MAX_VALUE;
            } catch (Exception closed) {
                return 0;
            }
        }
    }

    private final SmallStores stores = new SmallStores();

    @BeforeEach
    void emulatedPhone() {
        EmulatedPhone.use(stores);
    }

    @AfterEach
    void noPhone() {
        EmulatedPhone.end();
    }

    private static Sample sample(int sequence) {
        return new Sample(42, sequence, "AES/CBC", "encrypt", 128, 1024, 8, 55, 4096, 61, sequence == 0);
    }

    @Test
    void samplesStoredBeforeTheMidletIsKilledAreAllThereAfterARestart() throws Exception {
        LocalBank bank = LocalBank.open();
        bank.addRun(42, new Conditions());
        for (int i = 0; i < 10; i++) {
            bank.add(sample(i));
        }
        // killed: never closed; the phone opens the same stores again

        LocalBank reopened = LocalBank.open();

        assertEquals(10, reopened.count());
        var batch = reopened.unsynced(0, 100);
        assertEquals(10, batch.samples.size());
        for (int i = 0; i < 10; i++) {
            Sample s = (Sample) batch.samples.elementAt(i);
            assertEquals(i, s.sequence);
            assertEquals(4096, s.calls);
            assertEquals(61, s.timeExec);
        }
        assertTrue(batch.runs.containsKey(42L), "the run's conditions are there for its samples");
    }

    @Test
    void aFullStoreStopsWithAClearMessageAndKeepsEveryStoredSample() throws Exception {
        LocalBank bank = LocalBank.open();
        stores.budget = 600;
        int stored = 0;
        IOException full = null;
        try {
            for (int i = 0; i < 1000; i++) {
                bank.add(sample(i));
                stored++;
            }
        } catch (IOException e) {
            full = e;
        }

        assertTrue(full != null && stored > 0 && stored < 1000, "the store fills after " + stored);
        assertTrue(full.getMessage().contains("storage is full"), full.getMessage());
        var batch = bank.unsynced(0, 10_000);
        assertEquals(stored, batch.samples.size(), "every sample stored before is intact");
        for (int i = 0; i < stored; i++) {
            assertEquals(i, ((Sample) batch.samples.elementAt(i)).sequence);
        }
        assertThrows(IOException.class, () -> bank.add(sample(9999)), "and it stays full");
    }

    @Test
    void aRunsConditionsAreRewrittenWhenItEndsAndItsSamplesGoWithTheNewOnes() throws Exception {
        LocalBank bank = LocalBank.open();
        Conditions other = new Conditions();
        other.put("warmup.ms", "7");
        bank.addRun(41, other);
        Conditions conditions = new Conditions();
        conditions.put("timer.resolution", "1");
        conditions.put("warmup.ms", "0");
        bank.addRun(42, conditions);
        bank.add(sample(0));

        conditions.put("warmup.ms", "1234");
        bank.replaceRun(42, conditions);

        Conditions synced = (Conditions) LocalBank.open().unsynced(0, 100).runs.get(42L);
        assertEquals("1234", synced.get("warmup.ms"), "the value known at the end");
        assertEquals("1", synced.get("timer.resolution"));
        assertEquals(2, synced.size(), "replaced in place, not added");
        bank.add(new Sample(41, 0, "AES/CBC", "encrypt", 128, 1024, 8, 55, 4096, 61, true));
        assertEquals("7", ((Conditions) bank.unsynced(0, 100).runs.get(41L)).get("warmup.ms"), "other runs untouched");
    }

    @Test
    void theSamplesAfterACursorAreThoseAfterItsRecordAndSurviveARestart() throws Exception {
        LocalBank bank = LocalBank.open();
        for (int i = 0; i < 5; i++) {
            bank.add(sample(i));
        }
        var first = bank.unsynced(0, 3);
        assertEquals(3, first.samples.size());
        bank.add(sample(5));

        LocalBank reopened = LocalBank.open();

        var rest = reopened.unsynced(first.lastRecordId, 100);
        assertEquals(3, rest.samples.size());
        assertEquals(3, ((Sample) rest.samples.elementAt(0)).sequence);
        assertEquals(5, ((Sample) rest.samples.elementAt(2)).sequence);
        assertTrue(reopened.unsynced(rest.lastRecordId, 100).isEmpty(), "nothing after the last one");
        assertEquals(6, reopened.unsynced(0, 100).samples.size(), "from 0: every sample the phone holds");
    }
}
