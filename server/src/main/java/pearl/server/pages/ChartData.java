package pearl.server.pages;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import pearl.server.model.Result;

/**
 * The series of a page as JSON for static/pearl-charts.js, safe to embed in a
 * {@code <script type="application/json">} element: no {@code <} survives, so no text a user
 * typed (a device name) can close the element.
 */
public final class ChartData {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** One chart line: [input size, value] points; value null where too fast to time. */
    public record Line(String label, boolean perOperation, List<Object[]> points) {
    }

    private ChartData() {
    }

    /** @param charts each chart's id (the canvas's data-chart) and its lines */
    public static String of(List<Chart> charts) {
        try {
            return JSON.writeValueAsString(charts).replace("<", "\\u003c").replace(">", "\\u003e")
                    .replace("&", "\\u0026");
        } catch (JsonProcessingException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    /** A chart: the canvas it is drawn on, and its lines. */
    public record Chart(String id, List<Line> lines) {

        public static Chart of(String id, List<Series> series) {
            List<Line> lines = new ArrayList<>();
            for (Series s : series) {
                List<Object[]> points = new ArrayList<>();
                for (Result point : s.points()) {
                    points.add(new Object[] {point.sizeBytes(), Series.value(point)});
                }
                lines.add(new Line(s.label(), s.perOperation(), points));
            }
            return new Chart(id, lines);
        }
    }
}
