package pearl.server.analysis;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.sql.DataSource;

import org.apache.commons.math3.stat.regression.SimpleRegression;

import pearl.server.bank.GroupSamples;
import pearl.server.bank.PendingGroups;
import pearl.server.bank.ResultsBank;
import pearl.server.model.GroupKey;
import pearl.server.model.LineKey;

/**
 * PEARL's Samples Analyzer (docs/analysis.md): reads samples from the Samples Remote Bank and
 * writes into the Results Bank, per group, the statistics of {@link Statistics} and, per
 * algorithm, the PDA study's least-squares line. Every analysis first locks the one row of
 * analysis_lock, so analyses by several server instances run one after another and each reads
 * (read committed, see Database) every sample committed before it got the lock: the last one
 * writes the newest results.
 */
public final class Analyzer {

    private final DataSource dataSource;

    public Analyzer(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Re-analyzes the groups syncs have touched since the last analysis (pending_groups), and
     * their lines; returns how many results were written. Any instance may run it at any time.
     */
    public int analyzePending() throws SQLException {
        return locked(connection -> {
            PendingGroups.Taken taken = PendingGroups.take(connection);
            if (taken.groups().isEmpty()) {
                return 0;
            }
            int written = write(connection, GroupSamples.of(connection, taken.groups()));
            PendingGroups.remove(connection, taken);
            return written;
        });
    }

    /** Re-analyzes everything; returns how many results were written. */
    public int analyzeAll() throws SQLException {
        return locked(connection -> {
            ResultsBank.clear(connection);
            PendingGroups.clear(connection);
            return write(connection, GroupSamples.all(connection));
        });
    }

    private static int write(Connection connection, Map<GroupKey, GroupSamples.Times> samples) throws SQLException {
        List<ResultsBank.Row> rows = new ArrayList<>(samples.size());
        Set<LineKey> lines = new LinkedHashSet<>();
        samples.forEach((group, times) -> {
            rows.add(row(group, times));
            if (!group.cold()) {
                lines.add(group.line());
            }
        });
        ResultsBank.replace(connection, rows);
        for (LineKey line : lines) {
            fit(connection, line);
        }
        return rows.size();
    }

    static ResultsBank.Row row(GroupKey group, GroupSamples.Times times) {
        Statistics.Figures f = Statistics.of(times.msPerCall(), times.ticks());
        String unit = ModalTime.unit(group.operation());
        Double throughput = unit.equals("bytes") ? ModalTime.throughput(group.sizeBytes(), f.modalMs()) : null;
        return new ResultsBank.Row(group, unit, f.samples(), f.modalMs(), throughput, f.medianMs(), f.meanMs(),
                f.ciLowMs(), f.ciHighMs(), f.flags());
    }

    /** The PDA study's model: modal time per call = a * size + b over the line's sizes. */
    private static void fit(Connection connection, LineKey line) throws SQLException {
        List<ResultsBank.Point> points = ResultsBank.points(connection, line);
        if (points.size() < 2) {
            ResultsBank.replaceLine(connection, line, points.size(), null, null, null);
            return;
        }
        SimpleRegression regression = new SimpleRegression();
        for (ResultsBank.Point point : points) {
            regression.addData(point.sizeBytes(), point.modalMs());
        }
        ResultsBank.replaceLine(connection, line, points.size(), regression.getSlope(), regression.getIntercept(),
                regression.getRSquare());
    }

    @FunctionalInterface
    private interface Analysis {
        int in(Connection connection) throws SQLException;
    }

    private int locked(Analysis analysis) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                try (PreparedStatement lock = connection.prepareStatement(
                        "SELECT id FROM analysis_lock WHERE id = 1 FOR UPDATE")) {
                    lock.executeQuery().close();
                }
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
