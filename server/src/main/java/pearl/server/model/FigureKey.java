package pearl.server.model;

/**
 * What one figure is of: an algorithm's operation with a key of {@code keyBits} on inputs of
 * {@code sizeBytes} — a phone model's figure, and the mark a device's page puts on its own.
 */
public record FigureKey(String algorithm, Operation operation, int keyBits, int sizeBytes) {

    /** The figure a result counts towards. */
    public static FigureKey of(Result result) {
        return new FigureKey(result.algorithm(), result.operation(), result.keyBits(), result.sizeBytes());
    }
}
