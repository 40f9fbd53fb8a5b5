package pearl.bank;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.microemu.util.MemoryRecordStoreManager;
import org.microemu.util.RecordStoreImpl;

import javax.microedition.rms.RecordStore;

import pearl.collector.Collector;
import pearl.collector.Conditions;
import pearl.collector.Plan;
import pearl.collector.Sample;
import pearl.collector.TestCaseTable;

/**
 * The Samples Local Bank on MicroEmulator's record store implementation: what survives the MIDlet
 * being killed, what a full store does, the samples after a sync cursor, how little a sample takes
 * and how synced samples make room.
 */
class LocalBankTest {

    /**
     * A record store as small as a phone's: the samples and the run's state refuse records past the budget. Like
     * phoneME's, it may count deleted records as used until new records take their place.
     */
    private static final class SmallStores extends MemoryRecordStoreManager {
        int budget = Integer.MAX_VALUE;
        boolean countsDeletedAsUsed;
        private int mostEverUsed;

        @Override
        public void saveChanges(RecordStoreImpl store) {
            try {
                mostEverUsed = Math.max(mostEverUsed, store.getSize());
            } catch (Exception closed) {
                // nothing stored
            }
        }

        @Override
        public int getSizeAvailable(RecordStoreImpl store) {
            try {
                if (!store.getName().equals(LocalBank.SAMPLES) && !store.getName().equals(LocalBank.STATE)) {
                    return Integer.MAX_VALUE;
                }
                return budget - (countsDeletedAsUsed ? mostEverUsed : store.getSize());
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

    /**
     * A measurement of {@code count} samples of run 42 numbered from {@code first}, the first cold, with
     * counts of every width the record's 7-bit groups take.
     */
    private static Sample[] measurement(int first, int count) {
        Sample[] measurement = new Sample[count];
        for (int i = 0; i < count; i++) {
            boolean cold = i == 0;
            measurement[i] = new Sample(42, first + i, "AES/CBC", "encrypt", 128, 262144, cold ? 1 : 8,
                    cold ? 3 : 55 + i, cold ? 1 : 1 << 20 + i % 3, cold ? 2 : 61 + 100 * i, cold);
        }
        return measurement;
    }

    private static void assertSame(Sample expected, Sample actual) {
        String what = "sample " + expected.sequence;
        assertEquals(expected.runKey, actual.runKey, what);
        assertEquals(expected.sequence, actual.sequence, what);
        assertEquals(expected.algorithm, actual.algorithm, what);
        assertEquals(expected.operation, actual.operation, what);
        assertEquals(expected.keyBits, actual.keyBits, what);
        assertEquals(expected.size, actual.size, what);
        assertEquals(expected.initCalls, actual.initCalls, what);
        assertEquals(expected.timeInit, actual.timeInit, what);
        assertEquals(expected.calls, actual.calls, what);
        assertEquals(expected.timeExec, actual.timeExec, what);
        assertEquals(expected.cold, actual.cold, what);
    }

    @Test
    void samplesStoredBeforeTheMidletIsKilledAreAllThereAfterARestart() throws Exception {
        LocalBank bank = LocalBank.open();
        bank.addRun(42, new Conditions());
        Sample[] first = measurement(0, 6);
        Sample[] second = measurement(6, 4);
        assertTrue(bank.add(first, 6, 1, 0));
        assertTrue(bank.add(second, 3, 1, 0), "a measurement may be shorter than its array");
        // killed: never closed; the phone opens the same stores again

        LocalBank reopened = LocalBank.open();

        var batch = reopened.unsynced(0, 100);
        assertEquals(9, batch.samples.size());
        for (int i = 0; i < 9; i++) {
            assertSame(i < 6 ? first[i] : second[i - 6], (Sample) batch.samples.elementAt(i));
        }
        assertTrue(batch.runs.containsKey(42L), "the run's conditions are there for its samples");
    }

    @Test
    void anUnfinishedRunsStateIsKeptReplacedAndDropped() throws Exception {
        LocalBank bank = LocalBank.open();
        assertNull(bank.state(), "no run is unfinished on a new phone");
        assertTrue(bank.keepState(new byte[] {1, 2, 3}));
        assertTrue(bank.keepState(new byte[] {4, 5}));

        LocalBank reopened = LocalBank.open();
        assertArrayEquals(new byte[] {4, 5}, reopened.state(), "the latest state, after a restart");
        reopened.dropState();
        assertNull(LocalBank.open().state());
        assertTrue(reopened.keepState(new byte[] {6}), "the next run's");
        assertArrayEquals(new byte[] {6}, LocalBank.open().state());
    }

    @Test
    void aMeasurementStoredAfterTheRunsStateIsHandedToTheCollectorOnce() throws Exception {
        LocalBank bank = LocalBank.open();
        bank.add(measurement(7, 3), 3, 3, 77);

        Collector behind = new Collector(Plan.quick(), TestCaseTable.full(), 1, null, null);
        assertEquals(10, bank.caughtUp(42, 7, behind), "the state said sample 7 was next: the record is taken up");
        assertEquals(3, behind.measurementsDone());
        assertEquals(77, behind.checksum());

        Collector current = new Collector(Plan.quick(), TestCaseTable.full(), 1, null, null);
        assertEquals(10, bank.caughtUp(42, 10, current), "a record the state has already");
        assertEquals(0, current.measurementsDone());
        assertEquals(11, bank.caughtUp(41, 11, current), "another run's record");
    }

    @Test
    void aStateTheStoreHasNoRoomForLeavesTheOneKeptBefore() throws Exception {
        LocalBank bank = LocalBank.open();
        assertTrue(bank.keepState(new byte[] {1}));
        stores.budget = 2000;

        assertFalse(bank.keepState(new byte[5000]));
        assertArrayEquals(new byte[] {1}, bank.state());
    }

    @Test
    void theRunsConditionsAsLastRecordedComeBackByItsKey() throws Exception {
        LocalBank bank = LocalBank.open();
        Conditions conditions = new Conditions();
        conditions.put("run.resumed", "0");
        bank.addRun(42, conditions);
        conditions.put("run.resumed", "2");
        bank.replaceRun(42, conditions);

        assertEquals("2", LocalBank.open().conditionsOf(42).get("run.resumed"));
        assertNull(bank.conditionsOf(43));
    }

    @Test
    void aSetUpNotTimedAndTheLargestCountsComeBackAsStored() throws Exception {
        LocalBank bank = LocalBank.open();
        Sample hash = new Sample(7, 0, "SHA-1", "digest", 0, 1024, 1, -1, Integer.MAX_VALUE, Integer.MAX_VALUE, true);

        bank.add(new Sample[] {hash}, 1, 1, 0);

        assertSame(hash, (Sample) bank.unsynced(0, 100).samples.elementAt(0));
    }

    @Test
    void aWarmSampleTakesAFewBytes() throws Exception {
        LocalBank bank = LocalBank.open();
        // PEARL's plan: a cold sample and 50 warm ones a measurement, each warm one spanning 50 ticks or more
        Sample[] measurement = new Sample[51];
        measurement[0] = new Sample(42, 0, "AES/CBC", "encrypt", 128, 16384, 1, 1, 1, 2, true);
        for (int i = 1; i < 51; i++) {
            measurement[i] = new Sample(42, i, "AES/CBC", "encrypt", 128, 16384, 256, 50 + i % 4, 2048, 60 + i % 7, false);
        }
        bank.add(measurement, 51, 1, 0);

        int bytes = RecordStore.openRecordStore(LocalBank.SAMPLES, false).getRecordSize(1);

        assertTrue(bytes <= 51 * 7, "a measurement of 51 samples in " + bytes + " bytes");
    }

    @Test
    void aFullStoreRefusesAMeasurementAndKeepsEveryStoredSample() throws Exception {
        LocalBank bank = LocalBank.open();
        stores.budget = LocalBank.RESERVE + 600;
        int stored = 0;
        while (stored < 1000 && bank.add(measurement(5 * stored, 5), 5, 1, 0)) {
            stored++;
        }

        assertTrue(stored > 0 && stored < 1000, "the store fills after " + stored + " measurements");
        var batch = bank.unsynced(0, 10_000);
        assertEquals(5 * stored, batch.samples.size(), "every sample stored before is intact");
        for (int i = 0; i < 5 * stored; i++) {
            assertEquals(i, ((Sample) batch.samples.elementAt(i)).sequence);
        }
        assertFalse(bank.add(measurement(9999, 5), 5, 1, 0), "and it stays full");
    }

    @Test
    void samplesDeletedThroughACursorMakeRoomAndTheRestStay() throws Exception {
        LocalBank bank = LocalBank.open();
        stores.budget = LocalBank.RESERVE + 600;
        int stored = 0;
        while (bank.add(measurement(5 * stored, 5), 5, 1, 0)) {
            stored++;
        }
        var synced = bank.unsynced(0, 5 * (stored - 1));

        bank.deleteThrough(synced.lastRecordId);

        assertTrue(bank.add(measurement(5 * stored, 5), 5, 1, 0), "room made");
        var rest = bank.unsynced(synced.lastRecordId, 10_000);
        assertEquals(10, rest.samples.size(), "the measurement not synced and the new one");
        assertEquals(5 * (stored - 1), ((Sample) rest.samples.elementAt(0)).sequence);
        assertEquals(10, bank.unsynced(0, 10_000).samples.size(), "the synced ones are gone");
    }

    @Test
    void syncedSamplesMakeRoomInAStoreThatCountsDeletedRecordsAsUsed() throws Exception {
        LocalBank bank = LocalBank.open();
        stores.budget = LocalBank.RESERVE + 600;
        stores.countsDeletedAsUsed = true;
        int stored = 0;
        while (bank.add(measurement(5 * stored, 5), 5, 1, 0)) {
            stored++;
        }
        int available = RecordStore.openRecordStore(LocalBank.SAMPLES, false).getSizeAvailable();

        bank.deleteThrough(bank.unsynced(0, 10_000).lastRecordId);

        assertEquals(available, RecordStore.openRecordStore(LocalBank.SAMPLES, false).getSizeAvailable(),
                "the store does not count the deleted records as room");
        int again = 0;
        while (bank.add(measurement(5 * (stored + again), 5), 5, 1, 0)) {
            again++;
        }
        assertEquals(stored, again, "as many measurements as were deleted");
        assertEquals(5 * again, bank.unsynced(0, 10_000).samples.size());
    }

    @Test
    void aSampleStoredAloneByAnEarlierMidletIsSynced() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeByte(1);
        out.writeLong(42);
        out.writeInt(0);
        out.writeUTF("AES/CBC");
        out.writeUTF("encrypt");
        out.writeShort(128);
        out.writeInt(1024);
        out.writeInt(8);
        out.writeInt(55);
        out.writeInt(4096);
        out.writeInt(61);
        out.writeBoolean(true);
        RecordStore.openRecordStore(LocalBank.SAMPLES, true).addRecord(bytes.toByteArray(), 0, bytes.size());
        LocalBank bank = LocalBank.open();
        bank.add(measurement(1, 2), 2, 1, 0);

        var batch = bank.unsynced(0, 100);

        assertSame(new Sample(42, 0, "AES/CBC", "encrypt", 128, 1024, 8, 55, 4096, 61, true),
                (Sample) batch.samples.elementAt(0));
        assertEquals(3, batch.samples.size());
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
        bank.add(measurement(0, 1), 1, 1, 0);

        conditions.put("warmup.ms", "1234");
        bank.replaceRun(42, conditions);

        Conditions synced = (Conditions) LocalBank.open().unsynced(0, 100).runs.get(42L);
        assertEquals("1234", synced.get("warmup.ms"), "the value known at the end");
        assertEquals("1", synced.get("timer.resolution"));
        assertEquals(2, synced.size(), "replaced in place, not added");
        bank.add(new Sample[] {new Sample(41, 0, "AES/CBC", "encrypt", 128, 1024, 8, 55, 4096, 61, true)}, 1, 1, 0);
        assertEquals("7", ((Conditions) bank.unsynced(1, 100).runs.get(41L)).get("warmup.ms"), "other runs untouched");
    }

    @Test
    void theSamplesAfterACursorAreThoseAfterItsRecordInWholeMeasurementsAndSurviveARestart() throws Exception {
        LocalBank bank = LocalBank.open();
        bank.add(measurement(0, 2), 2, 1, 0);
        bank.add(measurement(2, 2), 2, 1, 0);
        bank.add(measurement(4, 1), 1, 1, 0);
        var first = bank.unsynced(0, 3);
        assertEquals(2, first.samples.size(), "a measurement is never split between batches");
        bank.add(measurement(5, 1), 1, 1, 0);

        LocalBank reopened = LocalBank.open();

        var rest = reopened.unsynced(first.lastRecordId, 100);
        assertEquals(4, rest.samples.size());
        assertEquals(2, ((Sample) rest.samples.elementAt(0)).sequence);
        assertEquals(5, ((Sample) rest.samples.elementAt(3)).sequence);
        assertTrue(reopened.unsynced(rest.lastRecordId, 100).isEmpty(), "nothing after the last one");
        assertEquals(6, reopened.unsynced(0, 100).samples.size(), "from 0: every sample the phone holds");
        assertEquals(2, reopened.unsynced(0, 1).samples.size(), "at least one measurement, however small the batch");
    }
}
