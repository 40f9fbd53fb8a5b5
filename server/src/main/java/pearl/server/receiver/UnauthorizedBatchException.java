package pearl.server.receiver;

/** A batch that is unsigned, wrongly signed, from an unknown device or replayed: 401, nothing stored. */
public final class UnauthorizedBatchException extends Exception {

    public UnauthorizedBatchException(String message) {
        super(message);
    }
}
