package pearl.collector;

import java.io.IOException;

/**
 * Where the collector puts each sample as soon as it is made: on a phone, the local bank and the
 * summary (pearl.ui.RunJob).
 */
public interface SampleSink {

    /**
     * Stores one sample durably.
     *
     * @throws IOException when the phone's storage is full or fails, with what happened in words;
     *                     the samples already stored stay
     */
    void add(Sample sample) throws IOException;
}
