package pearl.collector;

/** Where the collector puts each sample as soon as it is made: the local bank, on a phone. */
public interface SampleSink {

    /**
     * Stores one sample durably.
     *
     * @throws SinkFullException when there is no room left; the samples already stored stay
     */
    void add(Sample sample) throws SinkFullException;
}
