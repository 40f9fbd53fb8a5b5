package pearl.testcase;

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
    /** Decompressing an EC public key, a step of the WTLS handshakes (pearl.publickey). */
    public static final String KEY_EXPANSION = "key-expansion";
    /** Multiple-precision arithmetic on fixed operands, as in the Palm study (pearl.publickey). */
    public static final String MODADD = "modadd";
    public static final String MODREDUCE = "modreduce";
    public static final String MODMUL = "modmul";
    public static final String MODINV = "modinv";
    public static final String MODEXP_FULL = "modexp-full";
    public static final String MODEXP_SMALL = "modexp-small";
    public static final String MODEXP_3 = "modexp-3";
    public static final String MODEXP_65537 = "modexp-65537";

    private Operation() {
    }

    /**
     * Whether the operation's figure is a throughput in bytes per second (it works through a
     * message: ciphers, hashes, MACs) rather than a time per operation; the phone's summary and
     * the server's results (through the build's catalogue file) both follow it.
     */
    public static boolean perByte(String operation) {
        return ENCRYPT.equals(operation) || DECRYPT.equals(operation) || DIGEST.equals(operation)
                || MAC.equals(operation);
    }
}
