package pearl.collector;

import java.io.IOException;

/**
 * Where the collector puts the samples of each unit (a test case at one size, in one round) as
 * soon as the unit ends: on a phone, the local bank and the summary (pearl.ui.RunJob).
 */
public interface SampleSink {

    /**
     * Stores the first {@code count} samples of {@code unit} durably.
     *
     * @throws IOException when the phone's storage is full or fails, with what happened in words;
     *                     the samples already stored stay, and the unit is to be measured again
     */
    void add(Sample[] unit, int count) throws IOException;
}
