package pearl.server.pages;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import pearl.server.model.Kind;
import pearl.server.model.Operation;
import pearl.server.model.Primitive;
import pearl.server.model.ReferenceFigure;
import pearl.server.model.Result;

/**
 * What an algorithm's page shows: the devices ranked, and one row per device series with its
 * warm result at each input size (the statistics are on the device pages), beside the published
 * figures of the literature for the same algorithm.
 *
 * @param sizes every input size measured, increasing
 * @param rows  one per device series; a row's cells follow {@code sizes}, null where not measured
 */
public record AlgorithmPage(Primitive primitive, Ranking ranking, List<Integer> sizes, List<Row> rows,
                            List<ReferenceFigure> published) {

    // the page reads its primitive field by field
    public String name() {
        return primitive.algorithm();
    }

    public Operation operation() {
        return primitive.operation();
    }

    public record Row(long deviceId, String device, Series series, List<Result> cells) {
    }

    public static AlgorithmPage of(Primitive primitive, List<Series> series, List<ReferenceFigure> published) {
        TreeSet<Integer> sizes = new TreeSet<>();
        series.forEach(s -> s.points().forEach(p -> sizes.add(p.sizeBytes())));
        List<Row> rows = new ArrayList<>();
        for (Series s : series) {
            List<Result> cells = new ArrayList<>();
            for (int size : sizes) {
                cells.add(s.points().stream().filter(p -> p.sizeBytes() == size).findFirst().orElse(null));
            }
            Result first = s.points().get(0);
            rows.add(new Row(first.deviceId(), first.device(), s, cells));
        }
        Ranking ranking = Rankings.rank(Kind.Category.of(primitive.algorithm()), series, Series::device);
        return new AlgorithmPage(primitive, ranking, List.copyOf(sizes), rows, published);
    }
}
