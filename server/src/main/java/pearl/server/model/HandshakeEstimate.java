package pearl.server.model;

import java.util.List;
import java.util.Optional;

/**
 * The client-side cryptographic time of one WTLS handshake kind, composed from its primitives'
 * timings (pearl.server.choice.HandshakeEstimator); the total only exists when every part is
 * measured.
 */
public record HandshakeEstimate(String handshake, List<Part> parts) {

    /** One primitive of a handshake; ms is empty when the timings have no figure for it. */
    public record Part(String role, Primitive primitive, Optional<Double> ms) {
        // the handshake page reads a part's primitive field by field
        public String algorithm() {
            return primitive.algorithm();
        }

        public Operation operation() {
            return primitive.operation();
        }

        public boolean missing() {
            return ms.isEmpty();
        }
    }

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
