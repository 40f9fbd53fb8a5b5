package pearl.server.choice;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Function;

import pearl.server.model.HandshakeEstimate;
import pearl.server.model.HandshakeEstimate.Part;
import pearl.server.model.Operation;
import pearl.server.model.Primitive;
import pearl.server.model.Result;

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

    private static final String ECDSA = "ECDSA/";

    private final String curve;
    private final int rsaBits;

    /** curve as in PEARL's names (e.g. sect163), rsaBits the RSA modulus size (e.g. 1024). */
    public HandshakeEstimator(String curve, int rsaBits) {
        this.curve = curve;
        this.rsaBits = rsaBits;
    }

    /** timings: a primitive's ms per operation, empty when not measured. */
    public List<HandshakeEstimate> estimate(Function<Primitive, Optional<Double>> timings) {
        return List.of(
                eccServerAuthenticated(timings),
                rsaServerAuthenticated(timings, 3),
                rsaServerAuthenticated(timings, 65537),
                eccMutual(timings),
                rsaMutual(timings, 3),
                rsaMutual(timings, 65537));
    }

    private HandshakeEstimate eccServerAuthenticated(Function<Primitive, Optional<Double>> timings) {
        return new HandshakeEstimate("ECC " + curve + " server-authenticated", List.of(
                part(timings, "CA key expansion", "EC/" + curve, Operation.KEY_EXPANSION),
                part(timings, "certificate verify", "ECDSA/" + curve, Operation.VERIFY),
                part(timings, "ephemeral key generation", "ECDH/" + curve, Operation.KEYGEN),
                part(timings, "server key expansion", "EC/" + curve, Operation.KEY_EXPANSION),
                part(timings, "key agreement", "ECDH/" + curve, Operation.AGREE)));
    }

    /** The client's certificate holds its ECDH key, so no ephemeral key is generated; it signs instead. */
    private HandshakeEstimate eccMutual(Function<Primitive, Optional<Double>> timings) {
        return new HandshakeEstimate("ECC " + curve + " mutually authenticated", List.of(
                part(timings, "CA key expansion", "EC/" + curve, Operation.KEY_EXPANSION),
                part(timings, "certificate verify", "ECDSA/" + curve, Operation.VERIFY),
                part(timings, "server key expansion", "EC/" + curve, Operation.KEY_EXPANSION),
                part(timings, "key agreement", "ECDH/" + curve, Operation.AGREE),
                part(timings, "client signature", "ECDSA/" + curve, Operation.SIGN)));
    }

    private HandshakeEstimate rsaServerAuthenticated(Function<Primitive, Optional<Double>> timings, int e) {
        return new HandshakeEstimate(rsa(e) + " server-authenticated", rsaServerParts(timings, e));
    }

    private HandshakeEstimate rsaMutual(Function<Primitive, Optional<Double>> timings, int e) {
        List<Part> server = rsaServerParts(timings, e);
        return new HandshakeEstimate(rsa(e) + " mutually authenticated", List.of(server.get(0), server.get(1),
                part(timings, "client signature", rsa(e), Operation.SIGN)));
    }

    private List<Part> rsaServerParts(Function<Primitive, Optional<Double>> timings, int e) {
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
    public static Primitive measuredAs(Primitive primitive) {
        String algorithm = primitive.algorithm();
        return primitive.operation() == Operation.KEYGEN && algorithm.startsWith("ECDH/")
                ? new Primitive(ECDSA + algorithm.substring("ECDH/".length()), Operation.KEYGEN) : primitive;
    }

    private static Part part(Function<Primitive, Optional<Double>> timings, String role,
            String algorithm, Operation operation) {
        Primitive primitive = new Primitive(algorithm, operation);
        Optional<Double> ms = timings.apply(primitive);
        // a caller's null is as good as "not measured"
        return new Part(role, primitive, ms == null ? Optional.empty() : ms);
    }

    /** RSA as the Palm VII study measured it. */
    static final int STUDY_RSA_BITS = 1024;

    /**
     * A device's handshakes, from its results: for every curve it measured (secp160r1 when none)
     * and for RSA-1024 as in the Palm VII study, each part from the warm result at the smallest
     * input size; {@code flags} the flags of the result each part was taken from.
     */
    public record OfDevice(List<HandshakeEstimate> estimates, Map<Primitive, String> flags) {
    }

    public static OfDevice ofDevice(List<Result> results) {
        TreeSet<String> curves = new TreeSet<>();
        for (Result r : results) {
            curveOf(r.algorithm()).ifPresent(curves::add);
        }
        if (curves.isEmpty()) {
            curves.add("secp160r1");
        }
        List<HandshakeEstimate> estimates = new ArrayList<>();
        Map<Primitive, String> flags = new HashMap<>();
        for (String curve : curves) {
            estimates.addAll(new HandshakeEstimator(curve, STUDY_RSA_BITS).estimate(primitive -> {
                Optional<Result> warm = warm(results, measuredAs(primitive));
                warm.ifPresent(r -> flags.put(primitive, r.flags() == null ? "" : r.flags()));
                return warm.map(HandshakeEstimator::msPerOperation);
            }));
        }
        // the RSA handshakes do not depend on the curve: keep each once
        List<String> seen = new ArrayList<>();
        estimates.removeIf(e -> e.handshake().startsWith("RSA") && (seen.contains(e.handshake()) || !seen.add(e.handshake())));
        return new OfDevice(estimates, flags);
    }

    /**
     * One operation's time on this device: the warm modal time of a per-operation result; for an
     * RSA encryption measured over input sizes (bytes/s), one block's share of the smallest size,
     * a block being as long as the result's key.
     */
    private static double msPerOperation(Result r) {
        return r.unit().perOperation() ? r.modalMs()
                : r.modalMs() * Math.min(1.0, r.keyBits() / 8 / (double) r.sizeBytes());
    }

    /** The warm result an operation's time is taken from: the smallest input size measured. */
    private static Optional<Result> warm(List<Result> results, Primitive primitive) {
        return results.stream()
                .filter(r -> !r.cold() && r.testCase().primitive().equals(primitive))
                .min(Comparator.comparingInt(Result::sizeBytes));
    }
}
