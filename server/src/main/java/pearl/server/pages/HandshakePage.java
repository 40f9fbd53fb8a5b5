package pearl.server.pages;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

import pearl.server.choice.HandshakeEstimator;
import pearl.server.model.Operation;
import pearl.server.model.Primitive;
import pearl.server.model.ReferenceFigure;
import pearl.server.model.Result;

/**
 * A device's WTLS handshake estimates (docs/web.md): for every curve it measured, and for RSA-1024
 * as in the Palm VII study, the client-side cryptographic time composed from its warm results,
 * beside the study's published totals.
 *
 * @param published the Palm VII study's totals (operation handshake-client)
 */
public record HandshakePage(long deviceId, String device, List<HandshakeEstimator.Estimate> estimates,
                            List<ReferenceFigure> published, Map<Primitive, String> flagsByPart) {

    /** The flags of the result a part was taken from; empty when it is a finding or missing. */
    public String flags(HandshakeEstimator.Part part) {
        return flagsByPart.getOrDefault(new Primitive(part.algorithm(), part.operation()), "");
    }

    /** A total composed from a flagged figure is no finding either: the page marks it. */
    public boolean flagged(HandshakeEstimator.Estimate estimate) {
        return estimate.parts().stream().anyMatch(part -> Result.flagged(flags(part)));
    }

    /** RSA as the study measured it. */
    static final int RSA_BITS = 1024;

    public static HandshakePage of(long deviceId, String device, List<Result> results,
                                   List<ReferenceFigure> published) {
        TreeSet<String> curves = new TreeSet<>();
        for (Result r : results) {
            HandshakeEstimator.curveOf(r.algorithm()).ifPresent(curves::add);
        }
        if (curves.isEmpty()) {
            curves.add("secp160r1");
        }
        List<HandshakeEstimator.Estimate> estimates = new ArrayList<>();
        Map<Primitive, String> flags = new HashMap<>();
        for (String curve : curves) {
            estimates.addAll(new HandshakeEstimator(curve, RSA_BITS).estimate((algorithm, operation) -> {
                String measured = HandshakeEstimator.measuredAs(algorithm, operation);
                Optional<Result> warm = warm(results, measured, operation);
                warm.ifPresent(r -> flags.put(new Primitive(algorithm, operation), r.flags() == null ? "" : r.flags()));
                return warm.map(HandshakePage::msPerOperation);
            }));
        }
        // the RSA handshakes do not depend on the curve: keep each once
        List<String> seen = new ArrayList<>();
        estimates.removeIf(e -> e.handshake().startsWith("RSA") && (seen.contains(e.handshake()) || !seen.add(e.handshake())));
        return new HandshakePage(deviceId, device, estimates,
                published.stream().filter(f -> f.operation() == Operation.HANDSHAKE_CLIENT).toList(), flags);
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
    private static Optional<Result> warm(List<Result> results, String algorithm, Operation operation) {
        return results.stream()
                .filter(r -> !r.cold() && r.algorithm().equals(algorithm) && r.operation() == operation)
                .min(Comparator.comparingInt(Result::sizeBytes));
    }
}
