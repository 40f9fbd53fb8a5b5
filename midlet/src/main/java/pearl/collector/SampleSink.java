package pearl.collector;

import java.io.IOException;

/**
 * Where the collector puts the samples of each measurement (a test case at one size, in one round) as
 * soon as the measurement ends: on a phone, the local bank and the summary (pearl.ui.RunJob).
 */
public interface SampleSink {

    /**
     * Stores the first {@code count} samples of {@code measurement} durably, with where the run
     * stands after it: the measurements done, counted over the rounds, and the measurement's share of
     * the run's checksum ({@link Collector#recorded}).
     *
     * @throws IOException when the phone's storage is full or fails, with what happened in words;
     *                     the samples already stored stay, and the measurement is to be measured again
     */
    void add(Sample[] measurement, int count, int measurementsDone, int digest) throws IOException;

    /**
     * The run ended a part in which it stored samples and goes on with the next: a moment between
     * two measurements, where an unattended run sends what it has so far. A part is one submodule's
     * test cases in one round ({@link Collector#run}). Whatever happens here, the run goes on.
     */
    void partEnded();
}
