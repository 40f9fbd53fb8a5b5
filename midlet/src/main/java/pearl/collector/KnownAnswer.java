package pearl.collector;

import org.bouncycastle.crypto.CipherParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;

import pearl.util.Hex;

/**
 * A published test vector: what an algorithm must give for a key, IV and input. The source is
 * named in every report, so that a failure can be checked against the publication.
 */
public final class KnownAnswer {

    final byte[] key;
    final byte[] iv;
    final byte[] input;
    final byte[] output;
    final String source;
    /** The key (and IV) as the algorithm takes them, or null where there is no key. */
    final CipherParameters parameters;

    /**
     * @param source where the vector is published, named in the failure report
     * @param keyHex key, or null where the algorithm has none
     * @param ivHex  IV, or null where the vector has none (a block cipher's vector is then ECB,
     *               with an IV it is CBC)
     */
    public KnownAnswer(String source, String keyHex, String ivHex, String inputHex, String outputHex) {
        this(source, parameters(keyHex, ivHex), inputHex, outputHex);
    }

    /** For vectors whose key takes more than bytes (RC5's rounds, Threefish's tweak, ...). */
    public KnownAnswer(String source, CipherParameters parameters, String inputHex, String outputHex) {
        this.source = source;
        this.parameters = parameters;
        CipherParameters keyPart = parameters instanceof ParametersWithIV
                ? ((ParametersWithIV) parameters).getParameters() : parameters;
        this.key = keyPart instanceof KeyParameter ? ((KeyParameter) keyPart).getKey() : null;
        this.iv = parameters instanceof ParametersWithIV ? ((ParametersWithIV) parameters).getIV() : null;
        this.input = Hex.decode(inputHex);
        this.output = Hex.decode(outputHex);
    }

    private static CipherParameters parameters(String keyHex, String ivHex) {
        if (keyHex == null) {
            return null;
        }
        KeyParameter key = new KeyParameter(Hex.decode(keyHex));
        return ivHex == null ? (CipherParameters) key : new ParametersWithIV(key, Hex.decode(ivHex));
    }

    /** @return null when {@code actual} starts with the expected output, else a report */
    String compare(String algorithm, byte[] actual) {
        boolean same = actual.length >= output.length;
        for (int i = 0; same && i < output.length; i++) {
            same = actual[i] == output[i];
        }
        if (same) {
            return null;
        }
        return new StringBuffer(algorithm).append(" fails ").append(source)
                .append(": expected ").append(Hex.encode(output, 0, output.length))
                .append(", got ").append(Hex.encode(actual, 0, Math.min(actual.length, output.length))).toString();
    }
}
