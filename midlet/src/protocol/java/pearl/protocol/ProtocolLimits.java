package pearl.protocol;

/**
 * What a Samples Receiver accepts of a phone (docs/protocol.md, "Limits"), in the one place both
 * sides compile: the MIDlet and the server build this source file each, so the phone never writes
 * what its server refuses. Constants only, inlined by both compilers: the phone carries no class.
 */
public interface ProtocolLimits {

    /** Bytes of a batch's body. */
    int BATCH_BODY_BYTES = 512 * 1024;
    /** Bytes of a registration's body. */
    int REGISTRATION_BODY_BYTES = 8 * 1024;
    /** Samples in one batch. */
    int BATCH_SAMPLES = 5000;
    /** Conditions recorded with one run. */
    int RUN_CONDITIONS = 64;
    /** Characters of a condition's or a property's name. */
    int NAME_CHARS = 64;
    /**
     * Characters of a condition's or a property's value: room for a plan that names every test case
     * of the catalogue.
     */
    int VALUE_CHARS = 4096;
    /** Characters of the model name a user gives at registration. */
    int MODEL_CHARS = 128;
    /**
     * Characters no text field may hold besides control characters: text is stored as sent and shown
     * on pages, so it must be harmless there.
     */
    String REFUSED_CHARS = "<>&\"'`\\";
}
