package pearl.server.receiver;

/** A batch that is unsigned, wrongly signed, from an unknown device or replayed: 401, nothing stored. */
public class UnauthorizedBatchException extends Exception {

    public UnauthorizedBatchException(String message) {
        super(message);
    }
}
