package pearl.server.pages;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

import pearl.server.model.Result;

/**
 * A device's WTLS handshake estimates (docs/web.md): for every curve it measured, and for RSA-1024
 * as in the Palm VII study, the client-side cryptographic time composed from its warm results,
 * beside the study's published totals.
 *
 * @param published the Palm VII study's totals (operation handshake-client)
 */
public record HandshakePage(long deviceId, String device, List<HandshakeEstimator.Estimate> estimates,
                            List<ReferenceFigures.Figure> published) {

    /** RSA as the study measured it. */
    static final int RSA_BITS = 1024;

    public static HandshakePage of(long deviceId, String device, List<Result> results,
                                   List<ReferenceFigures.Figure> published) {
        TreeSet<String> curves = new TreeSet<>();
        for (Result r : results) {
            if (r.algorithm().startsWith("ECDSA/")) {
                curves.add(r.algorithm().substring("ECDSA/".length()));
            }
        }
        if (curves.isEmpty()) {
            curves.add("secp160r1");
        }
        List<HandshakeEstimator.Estimate> estimates = new ArrayList<>();
        for (String curve : curves) {
            estimates.addAll(new HandshakeEstimator(curve, RSA_BITS).estimate((algorithm, operation) ->
                    msPerOperation(results, ecKeyGeneration(algorithm, operation), operation)));
        }
        // the RSA handshakes do not depend on the curve: keep each once
        List<String> seen = new ArrayList<>();
        estimates.removeIf(e -> e.handshake().startsWith("RSA") && (seen.contains(e.handshake()) || !seen.add(e.handshake())));
        return new HandshakePage(deviceId, device, estimates,
                published.stream().filter(f -> f.operation().equals("handshake-client")).toList());
    }

    /** The collector times an EC key generation once, as ECDSA's: ECDH's ephemeral key is the same work. */
    private static String ecKeyGeneration(String algorithm, String operation) {
        return operation.equals("keygen") && algorithm.startsWith("ECDH/") ? "ECDSA/" + algorithm.substring(5) : algorithm;
    }

    /**
     * One operation's time on this device: the warm modal time of a per-operation result; for an
     * RSA encryption measured over input sizes (bytes/s), one block's share of the smallest size.
     */
    static Optional<Double> msPerOperation(List<Result> results, String algorithm, String operation) {
        Optional<Result> warm = results.stream()
                .filter(r -> !r.cold() && r.algorithm().equals(algorithm) && r.operation().equals(operation))
                .min(Comparator.comparingInt(Result::sizeBytes));
        return warm.map(r -> "op".equals(r.unit()) ? r.modalMs()
                : r.modalMs() * Math.min(1.0, rsaBlockBytes(algorithm) / (double) r.sizeBytes()));
    }

    private static int rsaBlockBytes(String algorithm) {
        int dash = algorithm.indexOf('-');
        int slash = algorithm.indexOf('/');
        return Integer.parseInt(algorithm.substring(dash + 1, slash > 0 ? slash : algorithm.length())) / 8;
    }
}
