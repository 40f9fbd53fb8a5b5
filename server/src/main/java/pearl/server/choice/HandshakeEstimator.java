package pearl.server.choice;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

import pearl.server.model.Operation;

/**
 * Composes the client-side cryptographic time of WTLS handshakes from per-operation timings, the
 * way the Palm VII study composes it: each handshake costs the sum of its primitives.
 *
 * <p>Names follow reference_figures (V2) and the collector: ECDSA/&lt;curve&gt; sign and verify,
 * ECDH/&lt;curve&gt; keygen and agree, EC/&lt;curve&gt; key-expansion (decompressing a public key),
 * RSA-&lt;bits&gt;/e&lt;e&gt; verify (public decrypt), encrypt (public encrypt) and sign (private
 * encrypt). A part the timings lack is reported missing and leaves no total, rather than being
 * guessed from another operation.
 */
public final class HandshakeEstimator {

    /** One primitive of a handshake; ms is empty when the timings have no figure for it. */
    public record Part(String role, String algorithm, Operation operation, Optional<Double> ms) {
        public boolean missing() {
            return ms.isEmpty();
        }
    }

    /** One handshake kind with its parts; the total only exists when every part is measured. */
    public record Estimate(String handshake, List<Part> parts) {
        public Optional<Double> total() {
            double sum = 0;
            for (Part part : parts) {
                if (part.missing()) {
                    return Optional.empty();
                }
                sum += part.ms().get();
            }
            return Optional.of(sum);
        }

        public List<Part> missingParts() {
            return parts.stream().filter(Part::missing).toList();
        }
    }

    private static final String ECDSA = "ECDSA/";

    private final String curve;
    private final int rsaBits;

    /** curve as in PEARL's names (e.g. sect163), rsaBits the RSA modulus size (e.g. 1024). */
    public HandshakeEstimator(String curve, int rsaBits) {
        this.curve = curve;
        this.rsaBits = rsaBits;
    }

    /** timings: (algorithm, operation) to ms per operation, empty when not measured. */
    public List<Estimate> estimate(BiFunction<String, Operation, Optional<Double>> timings) {
        return List.of(
                eccServerAuthenticated(timings),
                rsaServerAuthenticated(timings, 3),
                rsaServerAuthenticated(timings, 65537),
                eccMutual(timings),
                rsaMutual(timings, 3),
                rsaMutual(timings, 65537));
    }

    private Estimate eccServerAuthenticated(BiFunction<String, Operation, Optional<Double>> timings) {
        return new Estimate("ECC " + curve + " server-authenticated", List.of(
                part(timings, "CA key expansion", "EC/" + curve, Operation.KEY_EXPANSION),
                part(timings, "certificate verify", "ECDSA/" + curve, Operation.VERIFY),
                part(timings, "ephemeral key generation", "ECDH/" + curve, Operation.KEYGEN),
                part(timings, "server key expansion", "EC/" + curve, Operation.KEY_EXPANSION),
                part(timings, "key agreement", "ECDH/" + curve, Operation.AGREE)));
    }

    /** The client's certificate holds its ECDH key, so no ephemeral key is generated; it signs instead. */
    private Estimate eccMutual(BiFunction<String, Operation, Optional<Double>> timings) {
        return new Estimate("ECC " + curve + " mutually authenticated", List.of(
                part(timings, "CA key expansion", "EC/" + curve, Operation.KEY_EXPANSION),
                part(timings, "certificate verify", "ECDSA/" + curve, Operation.VERIFY),
                part(timings, "server key expansion", "EC/" + curve, Operation.KEY_EXPANSION),
                part(timings, "key agreement", "ECDH/" + curve, Operation.AGREE),
                part(timings, "client signature", "ECDSA/" + curve, Operation.SIGN)));
    }

    private Estimate rsaServerAuthenticated(BiFunction<String, Operation, Optional<Double>> timings, int e) {
        return new Estimate(rsa(e) + " server-authenticated", rsaServerParts(timings, e));
    }

    private Estimate rsaMutual(BiFunction<String, Operation, Optional<Double>> timings, int e) {
        List<Part> server = rsaServerParts(timings, e);
        return new Estimate(rsa(e) + " mutually authenticated", List.of(server.get(0), server.get(1),
                part(timings, "client signature", rsa(e), Operation.SIGN)));
    }

    private List<Part> rsaServerParts(BiFunction<String, Operation, Optional<Double>> timings, int e) {
        return List.of(
                part(timings, "certificate verify (public decrypt)", rsa(e), Operation.VERIFY),
                part(timings, "pre-master secret (public encrypt)", rsa(e), Operation.ENCRYPT));
    }

    private String rsa(int e) {
        return rsa(rsaBits, e);
    }

    private static String rsa(int bits, int e) {
        return "RSA-" + bits + "/e" + e;
    }

    /** Whether {@code algorithm} is the RSA key of {@code keyBits} bits that a handshake names, under either exponent. */
    public static boolean rsaOf(String algorithm, int keyBits) {
        return algorithm.equals(rsa(keyBits, 3)) || algorithm.equals(rsa(keyBits, 65537));
    }

    /** The curve of an ECDSA algorithm as a handshake names it (ECDSA/secp160r1: secp160r1); empty for any other. */
    public static Optional<String> curveOf(String algorithm) {
        return algorithm.startsWith(ECDSA) ? Optional.of(algorithm.substring(ECDSA.length())) : Optional.empty();
    }

    /**
     * The name the collector measures an operation under: ECDH's ephemeral key generation is timed
     * once, as ECDSA's EC key generation, the same work.
     */
    public static String measuredAs(String algorithm, Operation operation) {
        return operation == Operation.KEYGEN && algorithm.startsWith("ECDH/")
                ? ECDSA + algorithm.substring("ECDH/".length()) : algorithm;
    }

    private static Part part(BiFunction<String, Operation, Optional<Double>> timings, String role,
            String algorithm, Operation operation) {
        Optional<Double> ms = timings.apply(algorithm, operation);
        // a caller's null is as good as "not measured"
        return new Part(role, algorithm, operation, ms == null ? Optional.empty() : ms);
    }
}
