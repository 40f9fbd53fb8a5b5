package pearl.server.analysis;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import javax.sql.DataSource;

import org.apache.commons.math3.stat.regression.SimpleRegression;

import pearl.server.DaemonThreads;
import pearl.server.bank.DeviceAnalysis;
import pearl.server.bank.GroupValues;
import pearl.server.bank.PendingGroups;
import pearl.server.bank.ResultVersions;
import pearl.server.bank.ResultsBank;
import pearl.server.model.Catalogue;
import pearl.server.model.Figures;
import pearl.server.model.GroupKey;
import pearl.server.model.LineKey;
import pearl.server.model.Measurement;
import pearl.server.model.SampleTiming;
import pearl.server.model.Unit;

/**
 * PEARL's Samples Analyzer (docs/analysis.md): counts samples by group and timing (GroupValues)
 * and writes into the Results Bank, per group, the statistics of {@link Statistics} and, per
 * algorithm, the PDA study's least-squares line. An analysis locks the rows of the devices it
 * analyzes (DeviceAnalysis), so several server instances may analyze at once: one device's
 * analyses run one after another, each counting only the samples the last one did not.
 */
public final class Analyzer {

    /** The threads analyzing a device beside a run's own; idle ones end after a minute. */
    private static final ExecutorService BESIDE = Executors.newCachedThreadPool(DaemonThreads.named("pearl-analysis-beside"));

    private final DataSource dataSource;
    private final PendingGroups pending;

    public Analyzer(DataSource dataSource) {
        this.dataSource = dataSource;
        this.pending = new PendingGroups(dataSource);
    }

    /**
     * Brings up to date the results of every device whose syncs left groups pending, one device
     * per transaction, the one waiting longest first, two devices at a time; returns how many
     * results were written. Any instance may run it at any time.
     */
    public int analyzePending() throws SQLException {
        Queue<Long> devices = new ConcurrentLinkedQueue<>(pending.devices());
        // a device's analysis mostly waits for the database: a second one beside it halves how
        // long the last device of a storm's queue waits, for little more work
        Future<Integer> beside = devices.size() > 1 ? BESIDE.submit(() -> analyzeEach(devices)) : null;
        int written = 0;
        try {
            written = analyzeEach(devices);
        } finally {
            written += beside == null ? 0 : besideWritten(beside);
        }
        return written;
    }

    private int analyzeEach(Queue<Long> devices) throws SQLException {
        int written = 0;
        for (Long device = devices.poll(); device != null; device = devices.poll()) {
            written += analyzeDevice(device);
        }
        return written;
    }

    private static int besideWritten(Future<Integer> beside) throws SQLException {
        try {
            return beside.get();
        } catch (ExecutionException failed) {
            if (failed.getCause() instanceof SQLException cause) {
                throw cause;
            }
            throw new IllegalStateException("the analysis beside failed", failed.getCause());
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
            throw new SQLTransientException("stopped while the analysis beside ran", stopping);
        }
    }

    /** Adds the device's new samples to its counts and rewrites the results of the groups they touched. */
    public int analyzeDevice(long deviceId) throws SQLException {
        return inTransaction(connection -> {
            long counted = DeviceAnalysis.lock(connection, deviceId);
            PendingGroups.Taken taken = PendingGroups.take(connection, deviceId);
            GroupValues.Counts fresh = GroupValues.countNew(connection, deviceId, counted);
            if (taken.groups().isEmpty() && fresh.groups().isEmpty()) {
                return 0;  // analyzed meanwhile (by another instance): nothing changes
            }
            Set<GroupKey> touched = new LinkedHashSet<>(taken.groups());
            touched.addAll(fresh.groups().keySet());
            Map<GroupKey, Map<SampleTiming, Long>> sums = GroupValues.add(connection,
                    GroupValues.of(connection, touched), fresh.groups());
            Long last = fresh.lastSampleIds().get(deviceId);
            if (last != null) {
                DeviceAnalysis.counted(connection, deviceId, last);
            }
            PendingGroups.remove(connection, taken);
            return write(connection, Set.of(deviceId), sums);
        });
    }

    /** Counts every sample again and rewrites every result; returns how many results were written. */
    public int analyzeAll() throws SQLException {
        return inTransaction(connection -> {
            Map<Long, Long> devices = DeviceAnalysis.lockAll(connection);
            // one GROUP BY, one snapshot: a device's sample committed after it has a higher id
            GroupValues.Counts all = GroupValues.countAll(connection);
            Map<GroupKey, Map<SampleTiming, Long>> counts = new HashMap<>();
            all.groups().forEach((group, values) -> {
                if (devices.containsKey(group.deviceId())) {
                    counts.put(group, values);
                }
            });
            for (long device : devices.keySet()) {
                PendingGroups.remove(connection, PendingGroups.take(connection, device));
                GroupValues.clear(connection, device);
                ResultsBank.clear(connection, device);
            }
            GroupValues.add(connection, Map.of(), counts);
            for (Map.Entry<Long, Long> device : all.lastSampleIds().entrySet()) {
                if (devices.containsKey(device.getKey())) {
                    DeviceAnalysis.counted(connection, device.getKey(), device.getValue());
                }
            }
            return write(connection, devices.keySet(), counts);
        });
    }

    /**
     * The one place results are written: the figures of the given groups, all of {@code devices}
     * (whose results change), and their lines, in the caller's transaction, which commits them all.
     */
    private static int write(Connection connection, Set<Long> devices, Map<GroupKey, Map<SampleTiming, Long>> counts)
            throws SQLException {
        List<ResultsBank.Row> rows = new ArrayList<>(counts.size());
        Set<LineKey> lines = new LinkedHashSet<>();
        counts.forEach((group, values) -> {
            rows.add(row(group, values));
            if (!group.cold()) {
                lines.add(group.line());
            }
        });
        ResultsBank.replace(connection, rows);
        ResultVersions.bump(connection, devices);
        Map<LineKey, List<ResultsBank.Point>> points = ResultsBank.points(connection, lines);
        List<ResultsBank.Fit> fits = new ArrayList<>(lines.size());
        for (LineKey line : lines) {
            fits.add(fit(line, points.getOrDefault(line, List.of())));
        }
        ResultsBank.replaceLines(connection, fits);
        return rows.size();
    }

    static ResultsBank.Row row(GroupKey group, Map<SampleTiming, Long> counts) {
        Figures f = Statistics.of(counts);
        Measurement measurement = group.measurement();
        Unit unit = Catalogue.shipped().entry(measurement.testCase().primitive()).unit();
        Double throughput = unit == Unit.BYTES ? ModalTime.throughput(measurement.sizeBytes(), f.modalMs()) : null;
        return new ResultsBank.Row(group, unit, throughput, f);
    }

    /** The PDA study's model: modal time per call = a * size + b over the line's sizes. */
    private static ResultsBank.Fit fit(LineKey line, List<ResultsBank.Point> points) {
        if (points.size() < 2) {
            return new ResultsBank.Fit(line, points.size(), null, null, null);
        }
        SimpleRegression regression = new SimpleRegression();
        for (ResultsBank.Point point : points) {
            regression.addData(point.sizeBytes(), point.modalMs());
        }
        return new ResultsBank.Fit(line, points.size(), regression.getSlope(), regression.getIntercept(),
                regression.getRSquare());
    }

    @FunctionalInterface
    private interface Analysis {
        int in(Connection connection) throws SQLException;
    }

    private int inTransaction(Analysis analysis) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                int written = analysis.in(connection);
                connection.commit();
                return written;
            } catch (SQLException | RuntimeException failed) {
                connection.rollback();
                throw failed;
            }
        }
    }
}
