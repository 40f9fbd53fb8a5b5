package pearl.server.web;

import java.io.IOException;
import java.io.Writer;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * The two formats of the exports: JSON (an array of objects) and CSV (a header row, then one row
 * per record), chosen by the {@code format} parameter. Records are written as they are read, so an
 * export of every sample never sits in memory.
 */
final class Export implements AutoCloseable {


    private static final ObjectMapper JSON = new ObjectMapper();

    private final String[] header;
    private final CSVPrinter csv;
    private final JsonGenerator json;

    private Export(String[] header, CSVPrinter csv, JsonGenerator json) {
        this.header = header;
        this.csv = csv;
        this.json = json;
    }

    /** The format the request asks for, or {@code otherwise}. */
    static String format(HttpServletRequest request, String otherwise) {
        String format = FilterParameters.text(request, "format");
        if (format == null) {
            return otherwise;
        }
        if (!format.equals("csv") && !format.equals("json")) {
            throw new IllegalArgumentException("format must be csv or json, not '" + format + "'");
        }
        return format;
    }

    static Export start(HttpServletResponse response, String format, String name, String... header) throws IOException {
        response.setCharacterEncoding("UTF-8");
        response.setHeader("Content-Disposition", "inline; filename=\"" + name + "." + format + "\"");
        if (format.equals("csv")) {
            response.setContentType("text/csv");
            Writer writer = response.getWriter();
            return new Export(header, CSVFormat.DEFAULT.builder().setHeader(header).build().print(writer), null);
        }
        response.setContentType("application/json");
        JsonGenerator json = JSON.getFactory().createGenerator(response.getWriter());
        json.writeStartArray();
        return new Export(header, null, json);
    }

    void write(Object... values) throws IOException {
        if (csv != null) {
            csv.printRecord(values);
            return;
        }
        json.writeStartObject();
        for (int i = 0; i < header.length; i++) {
            json.writeFieldName(header[i]);
            JSON.writeValue(json, values[i]);
        }
        json.writeEndObject();
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
