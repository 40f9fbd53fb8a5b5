package pearl.server.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Which results or samples to read: every field null means "any". Turned into a SQL condition
 * with bound parameters only, so a filter can never change a query's shape.
 *
 * @param operation an operation as the request names it, compared by the database only: a name no
 *                  {@link Operation} has selects nothing, as an unknown algorithm does (docs/api.md)
 * @param model a phone model's name ({@link PhoneModel#name()}): the devices of that model
 */
public record ResultFilter(Long deviceId, String algorithm, String operation, Integer sizeBytes, Boolean cold,
                           String model) {

    public static final ResultFilter ANY = new ResultFilter(null, null, null, null, null, null);

    public static ResultFilter device(long deviceId) {
        return new ResultFilter(deviceId, null, null, null, null, null);
    }

    public static ResultFilter model(String model) {
        return new ResultFilter(null, null, null, null, null, model);
    }

    /**
     * The condition over the given table aliases, starting with " WHERE", and its parameters in
     * order; the query joins the devices as {@code d}. A device the admin hid is never selected.
     *
     * @param device the column holding the device id, e.g. {@code r.device_id}
     * @param table  the alias of the table holding algorithm, operation, size_bytes and cold
     */
    public Sql where(String device, String table) {
        List<String> conditions = new ArrayList<>();
        List<Object> parameters = new ArrayList<>();
        add(conditions, parameters, device, deviceId);
        add(conditions, parameters, table + ".algorithm", algorithm);
        add(conditions, parameters, table + ".operation", operation);
        add(conditions, parameters, table + ".size_bytes", sizeBytes);
        add(conditions, parameters, table + ".cold", cold);
        add(conditions, parameters, "d.model", model);
        conditions.add("d.hidden = FALSE");
        return new Sql(" WHERE " + String.join(" AND ", conditions), parameters);
    }

    private static void add(List<String> conditions, List<Object> parameters, String column, Object value) {
        if (value != null) {
            conditions.add(column + " = ?");
            parameters.add(value);
        }
    }

    /** A SQL fragment and the values of its placeholders. */
    public record Sql(String text, List<Object> parameters) {
    }
}
