package pearl.server.model;

import java.util.List;

/** What one sync POST carries: the device, the runs of its samples, and the samples. */
public record Batch(String deviceKey, String deviceName, List<RunRecord> runs, List<SampleRecord> samples) {

    public Batch {
        runs = List.copyOf(runs);
        samples = List.copyOf(samples);
    }
}
