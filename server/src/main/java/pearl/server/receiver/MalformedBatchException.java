package pearl.server.receiver;

/** A sync body that does not follow the sync format; the message says where and why. */
public final class MalformedBatchException extends Exception {

    public MalformedBatchException(String message) {
        super(message);
    }

    static MalformedBatchException atLine(int line, String message) {
        return new MalformedBatchException("line " + line + ": " + message);
    }
}
