package pearl.server.bank;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import javax.sql.DataSource;

import pearl.server.model.AnswerPages;
import pearl.server.model.Figures;
import pearl.server.model.GroupKey;
import pearl.server.model.LineKey;
import pearl.server.model.Operation;
import pearl.server.model.Primitive;
import pearl.server.model.Result;
import pearl.server.model.ResultFilter;
import pearl.server.model.SharedSize;
import pearl.server.model.TestCase;
import pearl.server.model.Unit;

/**
 * PEARL's Results Bank (sql V1, V3; docs/analysis.md): what the analyzer concluded per group, and the
 * PDA study's line per algorithm. The analyzer writes inside its own transaction, so the
 * writing methods take its connection; the reading methods are for pages and the API.
 */
public final class ResultsBank {

    /** The analyzer's figures for one group, with what the group's key and unit make of them. */
    public record Row(GroupKey group, Unit unit, Double throughput, Figures figures) {
    }

    /** A least-squares line time per call = msPerByte * size + setupMs over {@code points} sizes. */
    public record Line(String device, String vm, TestCase testCase, String midletVersion, String bcVersion,
                       int points, double msPerByte, double setupMs, Double rSquared) {
    }

    /** One point of a line: an input size and its warm modal time per call. */
    public record Point(int sizeBytes, double modalMs) {
    }

    private static final String GROUP_COLUMNS = "device_id, vm_id, algorithm, operation, key_bits, size_bytes, cold,"
            + " midlet_version, bc_version";
    private static final String LINE_WHERE = "device_id = ? AND vm_id = ? AND algorithm = ? AND operation = ?"
            + " AND key_bits = ? AND midlet_version = ? AND bc_version = ?";
    private static final String LINE_COLUMNS = "device_id, vm_id, algorithm, operation, key_bits, midlet_version,"
            + " bc_version";
    private static final String LINE_ROW = "(?, ?, ?, ?, ?, ?, ?)";
    private static final String RESULT_COLUMNS = "r.device_id, d.name, v.name, r.algorithm, r.operation, r.key_bits,"
            + " r.size_bytes, r.cold, r.midlet_version, r.bc_version, r.unit, r.samples, r.modal_ms, r.throughput,"
            + " r.median_ms, r.mean_ms, r.ci_low_ms, r.ci_high_ms, r.runs, r.runs_spread, r.flags, d.clock_mhz";
    private static final String RESULT_FROM = "FROM results r JOIN devices d ON d.id = r.device_id"
            + " JOIN vms v ON v.id = r.vm_id";
    /** {@link #RESULT_COLUMNS} of results read without joining their devices and VMs. */
    private static final String RESULT_COLUMNS_LOOKED_UP = "r.device_id,"
            + " (SELECT d.name FROM devices d WHERE d.id = r.device_id), (SELECT v.name FROM vms v WHERE v.id = r.vm_id),"
            + " r.algorithm, r.operation, r.key_bits, r.size_bytes, r.cold, r.midlet_version, r.bc_version, r.unit,"
            + " r.samples, r.modal_ms, r.throughput, r.median_ms, r.mean_ms, r.ci_low_ms, r.ci_high_ms, r.runs,"
            + " r.runs_spread, r.flags, (SELECT d.clock_mhz FROM devices d WHERE d.id = r.device_id)";
    /** The results of devices the admin did not hide, as a condition on results {@code r} alone. */
    private static final String SHOWN_DEVICES = " AND r.device_id NOT IN (SELECT h.id FROM devices h WHERE h.hidden = TRUE)";
    /** The Results Bank's primary key: the API pages the results in its order. */
    private static final Keyset RESULT_KEY = new Keyset(new Keyset.Column("r.device_id", Keyset.Type.LONG),
            new Keyset.Column("r.vm_id", Keyset.Type.LONG), new Keyset.Column("r.algorithm", Keyset.Type.TEXT),
            new Keyset.Column("r.operation", Keyset.Type.TEXT), new Keyset.Column("r.key_bits", Keyset.Type.INT),
            new Keyset.Column("r.size_bytes", Keyset.Type.INT), new Keyset.Column("r.cold", Keyset.Type.BOOLEAN),
            new Keyset.Column("r.midlet_version", Keyset.Type.TEXT), new Keyset.Column("r.bc_version", Keyset.Type.TEXT));
    /** A model's figure (ModelFigures): what its devices measured, over ix_results_algorithm. */
    private static final Keyset FIGURE_KEY = new Keyset(new Keyset.Column("r.algorithm", Keyset.Type.TEXT),
            new Keyset.Column("r.operation", Keyset.Type.TEXT), new Keyset.Column("r.key_bits", Keyset.Type.INT),
            new Keyset.Column("r.size_bytes", Keyset.Type.INT));
    /** Lines per statement when reading points. */
    private static final int CHUNK = 200;

    private final DataSource dataSource;

    public ResultsBank(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Empties one device's results, before a full analysis or when its owner removes its data (in
     * the caller's transaction); returns how many results it had.
     */
    public static int clear(Connection connection, long deviceId) throws SQLException {
        try (PreparedStatement lines = connection.prepareStatement("DELETE FROM result_lines WHERE device_id = ?");
             PreparedStatement results = connection.prepareStatement("DELETE FROM results WHERE device_id = ?")) {
            lines.setLong(1, deviceId);
            lines.executeUpdate();
            results.setLong(1, deviceId);
            return results.executeUpdate();
        }
    }

    /**
     * Writes the rows' figures over their groups' results, in one statement (a multi-row INSERT on
     * MySQL) rather than a DELETE and an INSERT per group.
     */
    public static void replace(Connection connection, List<Row> rows) throws SQLException {
        try (PreparedStatement upsert = connection.prepareStatement("INSERT INTO results (" + GROUP_COLUMNS
                + ", unit, samples, modal_ms, throughput, median_ms, mean_ms, ci_low_ms, ci_high_ms, runs, runs_spread,"
                + " flags) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                + " ON DUPLICATE KEY UPDATE unit = VALUES(unit), samples = VALUES(samples), modal_ms = VALUES(modal_ms),"
                + " throughput = VALUES(throughput), median_ms = VALUES(median_ms), mean_ms = VALUES(mean_ms),"
                + " ci_low_ms = VALUES(ci_low_ms), ci_high_ms = VALUES(ci_high_ms), runs = VALUES(runs),"
                + " runs_spread = VALUES(runs_spread), flags = VALUES(flags), analyzed_at = CURRENT_TIMESTAMP")) {
            for (Row row : rows) {
                KeyColumns.bind(upsert, 1, row.group());
                upsert.setString(10, row.unit().label());
                Figures figures = row.figures();
                upsert.setInt(11, figures.samples());
                upsert.setDouble(12, figures.modalMs());
                setNullable(upsert, 13, row.throughput());
                upsert.setDouble(14, figures.medianMs());
                upsert.setDouble(15, figures.meanMs());
                setNullable(upsert, 16, figures.ciLowMs());
                setNullable(upsert, 17, figures.ciHighMs());
                upsert.setInt(18, figures.runs());
                setNullable(upsert, 19, figures.runsSpread());
                upsert.setString(20, figures.flags());
                upsert.addBatch();
            }
            upsert.executeBatch();
        }
    }

    /**
     * The warm modal times of each line's sizes, smallest size first, in one statement per
     * {@value #CHUNK} lines; a line without any result is absent.
     */
    public static Map<LineKey, List<Point>> points(Connection connection, Collection<LineKey> lines)
            throws SQLException {
        Map<LineKey, List<Point>> points = new HashMap<>();
        List<LineKey> all = List.copyOf(lines);
        for (int from = 0; from < all.size(); from += CHUNK) {
            List<LineKey> chunk = all.subList(from, Math.min(all.size(), from + CHUNK));
            try (PreparedStatement select = connection.prepareStatement("SELECT " + LINE_COLUMNS
                    + ", size_bytes, modal_ms FROM results WHERE cold = FALSE AND (" + LINE_COLUMNS + ") IN ("
                    + String.join(", ", Collections.nCopies(chunk.size(), LINE_ROW)) + ") ORDER BY size_bytes")) {
                for (int i = 0; i < chunk.size(); i++) {
                    KeyColumns.bind(select, i * 7 + 1, chunk.get(i));
                }
                try (ResultSet row = select.executeQuery()) {
                    while (row.next()) {
                        points.computeIfAbsent(KeyColumns.line(row, 1), l -> new ArrayList<>())
                                .add(new Point(row.getInt(8), row.getDouble(9)));
                    }
                }
            }
        }
        return points;
    }

    /** A line fitted over {@code points} sizes; a null {@code msPerByte} for fewer than two, which has no line. */
    public record Fit(LineKey line, int points, Double msPerByte, Double setupMs, Double rSquared) {
    }

    /** Writes the fitted lines over the old ones and removes those with fewer than two sizes. */
    public static void replaceLines(Connection connection, List<Fit> fits) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement("DELETE FROM result_lines WHERE " + LINE_WHERE);
             PreparedStatement upsert = connection.prepareStatement("INSERT INTO result_lines (" + LINE_COLUMNS
                     + ", points, ms_per_byte, setup_ms, r_squared) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                     + " ON DUPLICATE KEY UPDATE points = VALUES(points), ms_per_byte = VALUES(ms_per_byte),"
                     + " setup_ms = VALUES(setup_ms), r_squared = VALUES(r_squared), analyzed_at = CURRENT_TIMESTAMP")) {
            boolean deletes = false;
            boolean upserts = false;
            for (Fit fit : fits) {
                if (fit.msPerByte() == null) {
                    KeyColumns.bind(delete, 1, fit.line());
                    delete.addBatch();
                    deletes = true;
                    continue;
                }
                KeyColumns.bind(upsert, 1, fit.line());
                upsert.setInt(8, fit.points());
                upsert.setDouble(9, fit.msPerByte());
                upsert.setDouble(10, fit.setupMs());
                setNullable(upsert, 11, fit.rSquared());
                upsert.addBatch();
                upserts = true;
            }
            if (deletes) {
                delete.executeBatch();
            }
            if (upserts) {
                upsert.executeBatch();
            }
        }
    }

    /** Every result, by device, VM, algorithm, operation, key size, size, cold and versions. */
    public List<Result> all() throws SQLException {
        return find(ResultFilter.ANY);
    }

    /** The results the filter selects, in the order of {@link #all()}. */
    public List<Result> find(ResultFilter filter) throws SQLException {
        ResultFilter.Sql where = filter.where("r.device_id", "r");
        String sql = "SELECT " + RESULT_COLUMNS + " " + RESULT_FROM + where.text()
                + " ORDER BY d.name, v.name, r.algorithm, r.operation, r.key_bits, r.size_bytes, r.cold,"
                + " r.midlet_version, r.bc_version";
        List<Result> results = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(sql)) {
            bind(select, where.parameters());
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    results.add(result(row));
                }
            }
        }
        return results;
    }

    /**
     * One page of the results the filter selects, by the Results Bank's primary key (device id, VM
     * id, algorithm, operation, key size, size, cold, versions), after the key {@code after}.
     *
     * @throws IllegalArgumentException when {@code after} is not such a key
     */
    public KeysetPage<Result> page(ResultFilter filter, List<String> after, int limit) throws SQLException {
        return RESULT_KEY.open(dataSource, RESULT_COLUMNS, RESULT_FROM, filter.where("r.device_id", "r"), "", after,
                limit, ResultsBank::result);
    }

    /**
     * One page of a model's figures (the filter's {@code model}): the warm results of its devices,
     * {@code limit} figures' worth (algorithm, operation, key size, size) after the figure
     * {@code after}, in that order and by device within a figure.
     *
     * @throws IllegalArgumentException when {@code after} is not such a key
     */
    public KeysetPage<Result> modelPage(ResultFilter filter, List<String> after, int limit) throws SQLException {
        return FIGURE_KEY.open(dataSource, RESULT_COLUMNS, RESULT_FROM, modelWhere(filter), "r.device_id", after,
                limit, ResultsBank::result);
    }

    /** How the results the filter selects fall into the pages of {@link #page} with this limit. */
    public AnswerPages pages(ResultFilter filter, int limit) throws SQLException {
        return RESULT_KEY.pages(dataSource, RESULT_FROM, filter.where("r.device_id", "r"), false, limit);
    }

    /** How a model's figures fall into the pages of {@link #modelPage} with this limit. */
    public AnswerPages modelPages(ResultFilter filter, int limit) throws SQLException {
        return FIGURE_KEY.pages(dataSource, RESULT_FROM, modelWhere(filter), true, limit);
    }

    /** A model's figures are of its devices' warm results. */
    private static ResultFilter.Sql modelWhere(ResultFilter filter) {
        ResultFilter.Sql where = filter.where("r.device_id", "r");
        return new ResultFilter.Sql(where.text() + " AND r.cold = FALSE", where.parameters());
    }

    private static Result result(ResultSet row) throws SQLException {
        return new Result(row.getLong(1), row.getString(2), row.getString(3), KeyColumns.measurement(row, 4),
                row.getBoolean(8), row.getString(9),
                row.getString(10), Unit.of(row.getString(11)), row.getInt(12), row.getDouble(13), nullable(row, 14),
                row.getDouble(15), row.getDouble(16), nullable(row, 17), nullable(row, 18),
                row.getInt(19), nullable(row, 20), row.getString(21), clock(row));
    }

    /**
     * The warm results of every algorithm and operation at its {@link SharedSize} (the size most of
     * its series measured, the size its ranking is at), hidden devices left out: what the results
     * page sets side by side. Both statements go through ix_results_warm_size (sql V13): how many
     * series measured each size, from the index alone, then per size chosen (a few: most algorithms
     * share the plan's largest) the results of its algorithms and operations, by device. The device
     * and VM are looked up per result rather than joined, so that no planner starts from the devices
     * and reads every result of each.
     */
    public List<Result> atSharedSizes() throws SQLException {
        List<Result> results = new ArrayList<>();
        try (Connection connection = dataSource.getConnection()) {
            for (Map.Entry<Integer, List<Primitive>> size : sharedSizes(connection).entrySet()) {
                List<Primitive> primitives = size.getValue();
                try (PreparedStatement select = connection.prepareStatement("SELECT " + RESULT_COLUMNS_LOOKED_UP
                        + " FROM results r WHERE r.cold = FALSE AND r.size_bytes = ? AND (r.algorithm, r.operation) IN ("
                        + String.join(", ", Collections.nCopies(primitives.size(), "(?, ?)")) + ")" + SHOWN_DEVICES
                        + " ORDER BY r.device_id, r.vm_id, r.algorithm, r.operation, r.key_bits, r.midlet_version,"
                        + " r.bc_version")) {
                    select.setInt(1, size.getKey());
                    for (int i = 0; i < primitives.size(); i++) {
                        select.setString(2 + 2 * i, primitives.get(i).algorithm());
                        select.setString(3 + 2 * i, primitives.get(i).operation().label());
                    }
                    try (ResultSet row = select.executeQuery()) {
                        while (row.next()) {
                            results.add(result(row));
                        }
                    }
                }
            }
        }
        return results;
    }

    /** The algorithms and operations whose shared size each size is, from how many warm series measured each size. */
    private static Map<Integer, List<Primitive>> sharedSizes(Connection connection) throws SQLException {
        Map<Primitive, Map<Integer, Integer>> seriesPerSize = new HashMap<>();
        try (PreparedStatement select = connection.prepareStatement("SELECT r.algorithm, r.operation, r.size_bytes,"
                + " COUNT(*) FROM results r WHERE r.cold = FALSE" + SHOWN_DEVICES
                + " GROUP BY r.size_bytes, r.algorithm, r.operation");
             ResultSet row = select.executeQuery()) {
            while (row.next()) {
                seriesPerSize.computeIfAbsent(new Primitive(row.getString(1), Operation.of(row.getString(2))),
                        p -> new HashMap<>()).put(row.getInt(3), row.getInt(4));
            }
        }
        Map<Integer, List<Primitive>> sizes = new TreeMap<>();
        seriesPerSize.forEach((primitive, counts) ->
                sizes.computeIfAbsent(SharedSize.of(counts), s -> new ArrayList<>()).add(primitive));
        return sizes;
    }

    /** Binds a filter's values in order. */
    public static void bind(PreparedStatement statement, List<Object> parameters) throws SQLException {
        for (int i = 0; i < parameters.size(); i++) {
            statement.setObject(i + 1, parameters.get(i));
        }
    }

    /** Every line, by device, VM, algorithm, operation, key size and versions; hidden devices left out. */
    public List<Line> lines() throws SQLException {
        String sql = "SELECT d.name, v.name, l.algorithm, l.operation, l.key_bits, l.midlet_version, l.bc_version,"
                + " l.points, l.ms_per_byte, l.setup_ms, l.r_squared"
                + " FROM result_lines l JOIN devices d ON d.id = l.device_id JOIN vms v ON v.id = l.vm_id"
                + " WHERE d.hidden = FALSE ORDER BY d.name, v.name, l.algorithm, l.operation, l.key_bits, l.midlet_version, l.bc_version";
        List<Line> lines = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement select = connection.prepareStatement(sql);
             ResultSet row = select.executeQuery()) {
            while (row.next()) {
                lines.add(new Line(row.getString(1), row.getString(2), KeyColumns.testCase(row, 3), row.getString(6),
                        row.getString(7), row.getInt(8), row.getDouble(9), row.getDouble(10), nullable(row, 11)));
            }
        }
        return lines;
    }

    private static Integer clock(ResultSet row) throws SQLException {
        int clock = row.getInt(22);
        return row.wasNull() ? null : clock;
    }

    private static Double nullable(ResultSet row, int column) throws SQLException {
        double value = row.getDouble(column);
        return row.wasNull() ? null : value;
    }

    private static void setNullable(PreparedStatement statement, int index, Double value) throws SQLException {
        if (value == null || value.isNaN()) {
            statement.setNull(index, Types.DOUBLE);
        } else {
            statement.setDouble(index, value);
        }
    }
}
