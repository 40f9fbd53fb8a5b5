package pearl.server.pages;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiFunction;

import pearl.server.model.Operation;
import pearl.server.model.PublishedUnit;
import pearl.server.model.ReferenceFigure;
import pearl.server.model.Result;

/**
 * A measured device's ranking beside a published device's (PEARL's paper: increasing throughput
 * at 256 KB), block ciphers and hashes apart, with Spearman's ρ over the algorithms both have.
 *
 * @param vm    the VM whose results are ranked: one device may run on several (phoneME's JIT and interpreter)
 * @param kinds ciphers, then hashes; a kind the published device has no ranking of is left out
 */
public record RankComparison(String device, String vm, String published, List<Kind> kinds) {

    /**
     * One kind's two rankings, slowest first.
     *
     * @param sizeBytes the measured size ranked: the largest at which the device measured the most
     *                  of the published algorithms; null when it measured none
     * @param measured  the device's algorithms of the published ranking, at that size
     * @param rho       null when too few algorithms are in common for one
     * @param common    how many algorithms both rankings have: the measured ones
     */
    public record Kind(String name, Integer sizeBytes, List<Entry> measured, List<Entry> publishedOrder, Double rho,
                       int common) {
    }

    /** @param value bytes/s measured, or the published rank (1 = slowest) */
    public record Entry(String algorithm, double value, boolean flagged) {
    }

    /** The published operation of each kind: encrypt for the ciphers (ECB, RC4), digest for the hashes. */
    private static final Map<String, Operation> KINDS = Map.of("Block ciphers in ECB and RC4", Operation.ENCRYPT,
            "Hashes", Operation.DIGEST);

    /**
     * @param results   the device's results (every VM's)
     * @param vm        the VM to rank
     * @param ranks     the published device's ranks, by algorithm and operation (rows of unit rank)
     * @param rho       the rank correlation (the analysis's) of the published ranks and the measured
     *                  throughputs over the algorithms both have; null when it has none
     */
    public static RankComparison of(String device, String vm, List<Result> results, String published,
            List<ReferenceFigure> ranks, BiFunction<Map<String, Integer>, Map<String, Double>, Double> rho) {
        List<Kind> kinds = new ArrayList<>();
        for (String name : List.of("Block ciphers in ECB and RC4", "Hashes")) {
            Operation operation = KINDS.get(name);
            Map<String, Integer> order = new LinkedHashMap<>();
            ranks.stream().filter(f -> f.unit() == PublishedUnit.RANK && f.operation() == operation)
                    .sorted(Comparator.comparingDouble(ReferenceFigure::value))
                    .forEach(f -> order.put(f.algorithm(), (int) f.value()));
            if (order.isEmpty()) {
                continue;
            }
            // size -> algorithm -> the warm result, of the published algorithms only
            TreeMap<Integer, Map<String, Result>> bySize = new TreeMap<>();
            for (Result r : results) {
                if (r.vm().equals(vm) && !r.cold() && r.operation() == operation && r.throughput() != null
                        && order.containsKey(r.algorithm())) {
                    bySize.computeIfAbsent(r.sizeBytes(), s -> new LinkedHashMap<>()).put(r.algorithm(), r);
                }
            }
            Integer size = null;
            for (Map.Entry<Integer, Map<String, Result>> at : bySize.descendingMap().entrySet()) {
                if (size == null || at.getValue().size() > bySize.get(size).size()) {
                    size = at.getKey();
                }
            }
            Map<String, Double> throughputs = new LinkedHashMap<>();
            List<Entry> measured = new ArrayList<>();
            if (size != null) {
                bySize.get(size).values().stream().sorted(Comparator.comparingDouble(Result::throughput)).forEach(r -> {
                    throughputs.put(r.algorithm(), r.throughput());
                    measured.add(new Entry(r.algorithm(), r.throughput(), r.flagged()));
                });
            }
            List<Entry> publishedOrder = new ArrayList<>();
            order.forEach((algorithm, rank) -> publishedOrder.add(new Entry(algorithm, rank, false)));
            kinds.add(new Kind(name, size, measured, publishedOrder, rho.apply(order, throughputs), measured.size()));
        }
        return new RankComparison(device, vm, published, kinds);
    }
}
