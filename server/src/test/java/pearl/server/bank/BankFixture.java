package pearl.server.bank;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import pearl.server.analysis.ModalTime;
import pearl.server.bank.Registrations;
import pearl.server.model.Batch;
import pearl.server.model.Figures;
import pearl.server.model.GroupKey;
import pearl.server.model.Operation;
import pearl.server.model.RunRecord;
import pearl.server.model.TestCase;
import pearl.server.model.Unit;
import pearl.server.model.VmName;

/**
 * Known devices, runs and results for tests whose figures are worked out by hand, written through
 * the banks' own writers: a phone registers as the receiver registers it ({@link Registrations}), a run
 * is stored as a sync stores it ({@link SamplesRemoteBank}), and results and lines are written as
 * the analyzer writes them ({@link ResultsBank#replace}, {@link ResultsBank#replaceLines}), raising
 * the devices' versions so that pages rendered before show them: the banks' rules hold for the
 * tests' data as for a phone's (docs/tests.md).
 */
public final class BankFixture {

    /** The input sizes of a {@link #line}: 1, 2 and 4 KB. */
    private static final int[] SIZES = {1024, 2048, 4096};
    /** The samples each written result counts. */
    private static final int SAMPLES = 50;

    /**
     * A phone the fixture registered.
     *
     * @param id         its row id, the one the pages and the API name it by
     * @param vm         the row id of the VM its registration named, which its runs and results measured
     * @param key        its public id, which its batches carry
     * @param properties the microedition.* properties it registered with, which its runs report too
     */
    public record Phone(long id, long vm, String key, Map<String, String> properties) {
    }

    private final Database database;
    private final Registrations registrations;
    private final Devices devices;
    private final SamplesRemoteBank samples;
    /** Each phone's last batch counter: a sync takes only a higher one. */
    private final Map<String, Long> counters = new HashMap<>();

    public BankFixture(Database database) {
        this.database = database;
        this.registrations = new Registrations(database.dataSource());
        this.devices = new Devices(database.dataSource());
        this.samples = new SamplesRemoteBank(database.dataSource(), database.syncDataSource(),
                new DailyQuota(DailyQuota.DEFAULT_SAMPLES_PER_DAY));
    }

    /**
     * Registers a phone its user named {@code name}, with the clock they gave (null: unknown) and
     * these microedition.* properties; its model and VM follow from them as the receiver's do.
     */
    public Phone phone(String name, Integer clockMhz, String platform, String configuration, String profiles)
            throws SQLException {
        Map<String, String> properties = Map.of(VmName.PLATFORM, platform, VmName.CONFIGURATION, configuration,
                VmName.PROFILES, profiles);
        Registrations.Credentials credentials = registrations.register(name, clockMhz, properties);
        long id = registrations.find(credentials.deviceKey()).orElseThrow().deviceId();
        long vm = Transactions.call(database.dataSource(),
                connection -> Vms.idOf(connection, VmName.of(platform, configuration, profiles)));
        return new Phone(id, vm, credentials.deviceKey(), properties);
    }

    /** Renames a device, as the admin does, who may give any name; @return whether the device exists */
    public boolean rename(long deviceId, String name) throws SQLException {
        return devices.rename(deviceId, name);
    }

    /** Hides the phone from the public pages and the API, as the admin does. */
    public void hide(Phone phone) throws SQLException {
        devices.setHidden(phone.id(), true);
    }

    /**
     * Stores the phone's run {@code runKey}, on a 1 ms tick, as its first sync would, without
     * samples: its results are the test's own ({@link #result}, {@link #line}), which no analysis
     * of samples overwrites.
     */
    public void run(Phone phone, long runKey) throws Exception {
        Map<String, String> conditions = new HashMap<>(phone.properties());
        conditions.put(RunRecord.FORMAT, "1");
        conditions.put(RunRecord.TIMER_RESOLUTION, "1");
        long counter = counters.merge(phone.key(), 1L, Long::sum);
        Batch batch = new Batch(phone.key(), counter, List.of(new RunRecord(runKey, conditions)), List.of(), 0,
                new byte[0]);
        try (SyncTransaction sync = samples.begin(batch)) {
            sync.store(batch);
        }
    }

    /**
     * Warm results at {@link #SIZES} on the line ms = a · size + b, and that line over their three
     * points, as the analyzer writes them.
     */
    public void line(Phone phone, String algorithm, String operation, int keyBits, double a, double b)
            throws SQLException {
        List<ResultsBank.Row> rows = new ArrayList<>();
        for (int size : SIZES) {
            rows.add(row(phone, algorithm, operation, keyBits, size, false, Unit.BYTES, a * size + b));
        }
        GroupKey any = rows.get(0).group();
        write(phone, rows, List.of(new ResultsBank.Fit(any.line(), SIZES.length, a, b, 1.0)));
    }

    /**
     * One result of 50 samples whose modal, median and mean time is {@code ms}, unflagged, as the
     * analyzer writes it; a throughput where the unit is bytes.
     */
    public void result(Phone phone, String algorithm, String operation, int keyBits, int sizeBytes, boolean cold,
                       Unit unit, double ms) throws SQLException {
        write(phone, List.of(row(phone, algorithm, operation, keyBits, sizeBytes, cold, unit, ms)), List.of());
    }

    private static ResultsBank.Row row(Phone phone, String algorithm, String operation, int keyBits, int sizeBytes,
                                       boolean cold, Unit unit, double ms) {
        GroupKey group = new GroupKey(phone.id(), phone.vm(), new TestCase(algorithm, Operation.of(operation), keyBits)
                .at(sizeBytes), cold, "", "");
        return new ResultsBank.Row(group, unit, unit == Unit.BYTES ? ModalTime.throughput(sizeBytes, ms) : null,
                new Figures(SAMPLES, ms, ms, ms, null, null, 1, null, ""));
    }

    /** In one transaction, as the analyzer's: the results, the device's new version, the lines. */
    private void write(Phone phone, List<ResultsBank.Row> rows, List<ResultsBank.Fit> fits) throws SQLException {
        Transactions.run(database.dataSource(), connection -> {
            ResultsBank.replace(connection, rows);
            ResultVersions.bump(connection, Set.of(phone.id()));
            ResultsBank.replaceLines(connection, fits);
        });
    }
}
