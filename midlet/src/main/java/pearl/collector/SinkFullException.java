package pearl.collector;

/** The sample store has no room for one more sample. */
public final class SinkFullException extends Exception {

    public SinkFullException(String message) {
        super(message);
    }
}
