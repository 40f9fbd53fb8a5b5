package pearl.server.model;

import java.util.List;

/**
 * What one sync POST carries: the registered device's key, its batch counter, the runs of its samples,
 * the samples, and the signature over the body before the signature line.
 *
 * @param signedLength how many bytes of the body the signature covers
 * @param signature    the HMAC-SHA256 the phone made with its secret
 */
public record Batch(String deviceKey, long counter, List<RunRecord> runs, List<SampleRecord> samples,
                    int signedLength, byte[] signature) {

    public Batch {
        runs = List.copyOf(runs);
        samples = List.copyOf(samples);
    }
}
