package pearl.server.analysis;

import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import pearl.server.bank.ResultsBank;
import pearl.server.bank.SamplesRemoteBank;
import pearl.server.model.GroupKey;

/**
 * PEARL's Samples Analyzer: reads warm samples from the Samples Remote Bank and writes, per
 * device, VM, algorithm, operation and input size, the modal time per call and the throughput it
 * gives into the Results Bank.
 */
public final class Analyzer {

    private final SamplesRemoteBank samples;
    private final ResultsBank results;

    public Analyzer(SamplesRemoteBank samples, ResultsBank results) {
        this.samples = samples;
        this.results = results;
    }

    /** Re-analyzes the groups a sync touched; returns how many results were written. */
    public int analyze(Set<GroupKey> groups) throws SQLException {
        return groups.isEmpty() ? 0 : write(samples.warmTimesPerCall(groups));
    }

    /** Re-analyzes everything; returns how many results were written. */
    public int analyzeAll() throws SQLException {
        return write(samples.warmTimesPerCall(null));
    }

    private int write(Map<GroupKey, double[]> timesByGroup) throws SQLException {
        Map<GroupKey, ResultsBank.Figures> figures = new HashMap<>();
        timesByGroup.forEach((group, times) -> {
            double modal = ModalTime.of(times);
            figures.put(group, new ResultsBank.Figures(times.length, modal,
                    ModalTime.throughput(group.sizeBytes(), modal)));
        });
        results.replace(figures);
        return figures.size();
    }
}
