package pearl.collector;

/** A published test vector: the output an algorithm must give for a key, IV and input. */
public final class KnownAnswer {

    final byte[] key;
    final byte[] iv;
    final byte[] input;
    final byte[] output;
    final String source;

    /**
     * @param source where the vector is published, named in the failure report
     * @param keyHex key, or null where the algorithm has none
     * @param ivHex  IV, or null where the mode has none
     */
    public KnownAnswer(String source, String keyHex, String ivHex, String inputHex, String outputHex) {
        this.source = source;
        this.key = keyHex == null ? null : Hex.decode(keyHex);
        this.iv = ivHex == null ? null : Hex.decode(ivHex);
        this.input = Hex.decode(inputHex);
        this.output = Hex.decode(outputHex);
    }

    /** @return null when {@code actual} starts with the expected output, else a report */
    String compare(String algorithm, byte[] actual) {
        for (int i = 0; i < output.length; i++) {
            if (actual[i] != output[i]) {
                return new StringBuffer(algorithm).append(" fails ").append(source)
                        .append(": expected ").append(Hex.encode(output, 0, output.length))
                        .append(", got ").append(Hex.encode(actual, 0, output.length)).toString();
            }
        }
        return null;
    }
}
