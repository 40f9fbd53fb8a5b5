package pearl.server.web;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import pearl.server.bank.Devices;
import pearl.server.bank.ResultsBank;
import pearl.server.model.ResultFilter;
import pearl.server.pages.AlgorithmKind;
import pearl.server.security.Security;

/**
 * {@code GET /results}: the Results Bank at a glance — its devices, their models and its
 * algorithms, grouped by kind with each one's strength and status.
 */
@WebServlet("/results")
public final class ResultsPageServlet extends PageServlet {

    @Override
    String prepare(HttpServletRequest request, Services services) throws SQLException {
        var devices = services.devices().list();
        request.setAttribute("devices", devices);
        labels(request, devices);
        // each model and how many devices it has, by name
        request.setAttribute("models", devices.stream().collect(Collectors.groupingBy(Devices.Listed::model,
                TreeMap::new, Collectors.counting())));
        Map<AlgorithmKind, List<ResultsBank.Measured>> byKind = new EnumMap<>(AlgorithmKind.class);
        for (ResultsBank.Measured measured : services.results().measured()) {
            byKind.computeIfAbsent(kind(services, measured.algorithm()), k -> new ArrayList<>()).add(measured);
        }
        request.setAttribute("algorithms", byKind);
        request.setAttribute("exports", List.of(ExportLinks.results(services, "export-results",
                "Every result in the bank", ResultFilter.ANY)));
        return "results";
    }

    /** The one place the page asks what an algorithm is. */
    private static AlgorithmKind kind(Services services, String algorithm) {
        Security facts = services.security().of(algorithm);
        return AlgorithmKind.of(facts == null ? null : facts.kind());
    }
}
