package pearl.receiver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import pearl.collector.Sample;
import pearl.server.bank.Database;
import pearl.server.bank.Registrations;
import pearl.server.receiver.UnauthorizedBatchException;
import pearl.server.receiver.UnknownDeviceException;
import pearl.server.service.Parts;
import pearl.testing.SimulatedDevice;
import pearl.testing.TestDatabase;

/**
 * A sync of a run's later batch writes from what its server instance remembers of the device's
 * row, and checks it in the writes themselves (pearl.server.bank.SyncTransaction). Two instances
 * over one database, on H2 (statements one by one) and on MariaDB (the writes in one round trip):
 * when the row is no longer as remembered, because the other instance synced the device or the
 * admin removed its run or merged it away, no sample is lost, none is stored twice, and a replayed
 * batch is still refused.
 */
class RememberedDeviceIT {

    private static final long RUN = 1_700_000_000_000L;
    private static final int PER_BATCH = 3;

    @ParameterizedTest
    @ValueSource(strings = {"H2", "MariaDB"})
    void afterTheOtherInstanceSyncedTheDeviceNothingIsLostAndReplaysAreRefused(String kind) throws Exception {
        try (TestDatabase db = TestDatabase.of(kind); Database database = Database.open(db.url())) {
            Parts a = Parts.over(database);
            Parts b = Parts.over(database);
            SimulatedDevice phone = register(a, "Phone");
            List<byte[]> batches = batches(phone, 4);

            assertEquals("OK\t3\t0", a.receiver().receive(batches.get(0)).toWire());
            assertEquals("OK\t3\t0", b.receiver().receive(batches.get(1)).toWire());
            assertEquals("OK\t3\t0", a.receiver().receive(batches.get(2)).toWire(),
                    "a remembered the device at counter 1; b had taken it to 2");
            assertThrows(UnauthorizedBatchException.class, () -> b.receiver().receive(batches.get(2)),
                    "b remembers counter 2, the database holds 3: a replay of 3 is refused");
            assertThrows(UnauthorizedBatchException.class, () -> a.receiver().receive(batches.get(1)));
            assertEquals("OK\t3\t0", a.receiver().receive(batches.get(3)).toWire());
            assertEquals("OK\t0\t3", a.receiver().receive(phone.batch(SimulatedDevice.conditions("TestPhone/1.0"),
                    RUN, samples(3))).toWire(), "the last samples sent again, under a new counter: stored once");
            assertEquals(4 * PER_BATCH, count(db, "SELECT COUNT(*) FROM samples"));
            assertEquals(4 * PER_BATCH, count(db, "SELECT quota_samples FROM devices"),
                    "the day counts each sample once");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"H2", "MariaDB"})
    void aRunTheAdminRemovedIsStoredAgainFromItsNextBatch(String kind) throws Exception {
        try (TestDatabase db = TestDatabase.of(kind); Database database = Database.open(db.url())) {
            Parts parts = Parts.over(database);
            SimulatedDevice phone = register(parts, "Phone");
            List<byte[]> batches = batches(phone, 2);

            assertEquals("OK\t3\t0", parts.receiver().receive(batches.get(0)).toWire());
            assertTrue(parts.samples().deleteRun(deviceIdOf(parts, phone), RUN));
            assertEquals("OK\t3\t0", parts.receiver().receive(batches.get(1)).toWire());
            assertEquals(PER_BATCH, count(db, "SELECT COUNT(*) FROM samples"), "the second batch, in the run made again");
            assertEquals(1, count(db, "SELECT COUNT(*) FROM runs"));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"H2", "MariaDB"})
    void aDeviceMergedAwayIsUnknownToItsNextBatch(String kind) throws Exception {
        try (TestDatabase db = TestDatabase.of(kind); Database database = Database.open(db.url())) {
            Parts parts = Parts.over(database);
            SimulatedDevice phone = register(parts, "Phone");
            SimulatedDevice same = register(parts, "The same phone");
            List<byte[]> batches = batches(phone, 2);

            assertEquals("OK\t3\t0", parts.receiver().receive(batches.get(0)).toWire());
            parts.devices().merge(deviceIdOf(parts, phone), deviceIdOf(parts, same));
            assertThrows(UnknownDeviceException.class, () -> parts.receiver().receive(batches.get(1)));
            assertEquals(PER_BATCH, count(db, "SELECT COUNT(*) FROM samples"), "the first batch, now the other's");
        }
    }

    private static SimulatedDevice register(Parts parts, String model) throws Exception {
        Registrations.Credentials credentials = parts.registrations().register(model, null, Map.of());
        return SimulatedDevice.of(credentials.deviceKey(), credentials.secretHex());
    }

    /** The phone's first {@code count} signed batches of run {@link #RUN}, counters 1 on. */
    private static List<byte[]> batches(SimulatedDevice phone, int count) {
        List<byte[]> batches = new ArrayList<>();
        for (int b = 0; b < count; b++) {
            batches.add(phone.batch(SimulatedDevice.conditions("TestPhone/1.0"), RUN, samples(b)));
        }
        return batches;
    }

    private static List<Sample> samples(int batch) {
        List<Sample> samples = new ArrayList<>();
        for (int i = 0; i < PER_BATCH; i++) {
            samples.add(new Sample(RUN, batch * PER_BATCH + i, "AES/ECB", "encrypt", 128, 1024, 1, 0, 32, 400, false));
        }
        return samples;
    }

    private static long deviceIdOf(Parts parts, SimulatedDevice phone) throws Exception {
        return parts.registrations().find(phone.deviceKey()).orElseThrow().deviceId();
    }

    private static long count(TestDatabase db, String sql) throws Exception {
        try (Connection connection = db.connect(); ResultSet row = connection.createStatement().executeQuery(sql)) {
            row.next();
            return row.getLong(1);
        }
    }
}
