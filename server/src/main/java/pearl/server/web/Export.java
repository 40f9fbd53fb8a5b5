package pearl.server.web;

import java.io.IOException;
import java.io.Writer;
import java.util.function.Function;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;

import jakarta.servlet.http.HttpServletResponse;

/**
 * The two formats of the exports: JSON (an array of objects) and CSV (a header row, then one row
 * per record), chosen by the {@code format} parameter. Records are written as they are read, so an
 * export of every sample never sits in memory.
 */
final class Export implements AutoCloseable {

    /** What a spreadsheet takes as the start of a formula in a cell (OWASP, CSV injection). */
    private static final String FORMULA_STARTS = "=+-@\t\r";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final ApiFields fields;
    private final String[] header;
    private final CSVPrinter csv;
    private final JsonGenerator json;

    private Export(ApiFields fields, CSVPrinter csv, JsonGenerator json) {
        this.fields = fields;
        this.header = fields.header();
        this.csv = csv;
        this.json = json;
    }

    /**
     * The format the parameters ask for, null when they name none.
     *
     * @throws IllegalArgumentException when it is neither csv nor json
     */
    static String format(Function<String, String[]> parameters) {
        String format = FilterParameters.text(parameters, "format");
        if (format != null && !format.equals("csv") && !format.equals("json")) {
            throw new IllegalArgumentException("format must be csv or json, not '" + format + "'");
        }
        return format;
    }

    static Export start(HttpServletResponse response, String format, String name, ApiFields fields) throws IOException {
        response.setCharacterEncoding("UTF-8");
        response.setHeader("Content-Disposition", "inline; filename=\"" + name + "." + format + "\"");
        if (format.equals("csv")) {
            response.setContentType("text/csv");
            Writer writer = response.getWriter();
            return new Export(fields, CSVFormat.DEFAULT.builder().setHeader(fields.header()).build().print(writer), null);
        }
        response.setContentType("application/json");
        JsonGenerator json = JSON.getFactory().createGenerator(response.getWriter());
        json.writeStartArray();
        return new Export(fields, null, json);
    }

    /** One record: its values in the order of the fields' current names. */
    void write(Object... values) throws IOException {
        Object[] row = fields.row(values);
        if (csv != null) {
            for (int i = 0; i < row.length; i++) {
                row[i] = cell(row[i]);
            }
            csv.printRecord(row);
            return;
        }
        json.writeStartObject();
        for (int i = 0; i < header.length; i++) {
            json.writeFieldName(header[i]);
            JSON.writeValue(json, row[i]);
        }
        json.writeEndObject();
    }

    /**
     * A text that a spreadsheet opening the export would run as a formula (a device named
     * {@code =HYPERLINK(...)}) gets a leading apostrophe, which shows it as text; numbers stay numbers.
     */
    static Object cell(Object value) {
        if (value instanceof String text && !text.isEmpty() && FORMULA_STARTS.indexOf(text.charAt(0)) >= 0) {
            return "'" + text;
        }
        return value;
    }

    @Override
    public void close() throws IOException {
        if (csv != null) {
            csv.close(true);
        } else {
            json.writeEndArray();
            json.close();
        }
    }
}
