package pearl.server.web;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import pearl.server.model.ResultFilter;
import pearl.server.pages.ChartData;
import pearl.server.pages.DevicePage;
import pearl.server.pages.Series;

/** {@code GET /device?id=N}: one device's rankings and every algorithm it measured. */
@WebServlet("/device")
public final class DevicePageServlet extends PageServlet {

    @Override
    String prepare(HttpServletRequest request, Services services) throws SQLException {
        long id = id(request, "id");
        var results = services.results().find(ResultFilter.device(id));
        if (results.isEmpty()) {
            throw new NotFound("no results for device " + id);
        }
        DevicePage page = DevicePage.of(id, results);
        List<ChartData.Chart> charts = new ArrayList<>();
        int index = 0;
        for (List<Series> series : page.series().values()) {
            for (Series s : series) {
                charts.add(ChartData.Chart.of("s" + index++, List.of(s)));
            }
        }
        request.setAttribute("page", page);
        request.setAttribute("model", services.devices().model(id).orElse(null));
        request.setAttribute("charts", ChartData.of(charts));
        return "device";
    }
}
