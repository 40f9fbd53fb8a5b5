package pearl.collector;

/** The names of the timed operations, as the samples carry them on the wire. */
public final class Operation {

    public static final String ENCRYPT = "encrypt";
    public static final String DECRYPT = "decrypt";
    public static final String DIGEST = "digest";
    public static final String MAC = "mac";
    public static final String KEYGEN = "keygen";
    public static final String SIGN = "sign";
    public static final String VERIFY = "verify";
    public static final String AGREE = "agree";

    private Operation() {
    }
}
