package pearl.server.pages;

import java.util.List;
import java.util.Map;

import pearl.server.model.HandshakeEstimate;
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
public record HandshakePage(long deviceId, String device, List<HandshakeEstimate> estimates,
                            List<ReferenceFigure> published, Map<Primitive, String> flagsByPart) {

    /** The flags of the result a part was taken from; empty when it is a finding or missing. */
    public String flags(HandshakeEstimate.Part part) {
        return flagsByPart.getOrDefault(part.primitive(), "");
    }

    /** A total composed from a flagged figure is no finding either: the page marks it. */
    public boolean flagged(HandshakeEstimate estimate) {
        return estimate.parts().stream().anyMatch(part -> Result.flagged(flags(part)));
    }

    /**
     * @param estimates  the device's handshakes, composed from its warm results
     * @param flags      the flags of the result each part was taken from
     * @param published  the published figures, of which the page shows the handshakes' totals
     */
    public static HandshakePage of(long deviceId, String device, List<HandshakeEstimate> estimates,
                                   Map<Primitive, String> flags, List<ReferenceFigure> published) {
        return new HandshakePage(deviceId, device, estimates,
                published.stream().filter(f -> f.operation() == Operation.HANDSHAKE_CLIENT).toList(), flags);
    }
}
