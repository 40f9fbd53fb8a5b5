package pearl.server.pages;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import pearl.server.model.Kind;
import pearl.server.model.Operation;
import pearl.server.model.Result;

/**
 * What a device's page shows: PEARL's summary per category, then every series of the device.
 *
 * @param rankings per category, warm throughputs of encryption, digests and MACs
 * @param series   every series, grouped by category
 * @param clockMhz the device's CPU clock, null when unknown
 */
public record DevicePage(long id, String name, String vm, List<Ranking> rankings, Map<Kind.Category, List<Series>> series,
                         Integer clockMhz) {

    public static DevicePage of(long id, List<Result> results) {
        List<Series> all = Rankings.series(results, false);
        Map<Kind.Category, List<Series>> byCategory = new EnumMap<>(Kind.Category.class);
        for (Series s : all) {
            byCategory.computeIfAbsent(Kind.Category.of(s.algorithm()), c -> new ArrayList<>()).add(s);
        }
        List<Ranking> rankings = new ArrayList<>();
        byCategory.forEach((category, series) -> {
            List<Series> ranked = series.stream()
                    .filter(s -> !s.perOperation() && s.testCase().operation() != Operation.DECRYPT)
                    .toList();
            Ranking ranking = Rankings.rank(category, ranked, Series::algorithm);
            if (ranking != null) {
                rankings.add(ranking);
            }
        });
        String name = results.isEmpty() ? null : results.get(0).device();
        String vm = results.isEmpty() ? null : results.get(0).vm();
        Integer clockMhz = results.isEmpty() ? null : results.get(0).clockMhz();
        return new DevicePage(id, name, vm, rankings, byCategory, clockMhz);
    }
}
