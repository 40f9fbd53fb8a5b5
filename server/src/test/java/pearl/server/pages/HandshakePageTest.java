package pearl.server.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import pearl.server.choice.HandshakeEstimator;
import pearl.server.model.HandshakeEstimate;
import pearl.server.model.Operation;
import pearl.server.model.Result;
import pearl.server.model.TestCase;
import pearl.server.model.Unit;

class HandshakePageTest {

    private static Result op(String algorithm, Operation operation, double ms, String flags) {
        return new Result(1, "Phone", "VM", new TestCase(algorithm, operation, 1024).at(0), false, "1.0", "1.53", Unit.OP, 20, ms, null,
                ms, ms, null, null, 1, null, flags, null);
    }

    /** The page of a phone with these results, as the results service composes it, and no published figures. */
    private static HandshakePage page(Result... results) {
        HandshakeEstimator.OfDevice estimates = HandshakeEstimator.ofDevice(List.of(results));
        return HandshakePage.of(1, "Phone", estimates.estimates(), estimates.flags(), List.of());
    }

    private static HandshakeEstimate estimate(HandshakePage page, String handshake) {
        return page.estimates().stream().filter(e -> e.handshake().equals(handshake)).findFirst().orElseThrow();
    }

    @Test
    void aTotalComposedFromAFlaggedFigureIsMarkedAndSoIsThatFigure() {
        HandshakePage page = page(
                op("RSA-1024/e3", Operation.VERIFY, 10, "coarse"),
                op("RSA-1024/e3", Operation.ENCRYPT, 12, ""),
                op("RSA-1024/e65537", Operation.VERIFY, 30, ""),
                op("RSA-1024/e65537", Operation.ENCRYPT, 32, ""));
        HandshakeEstimate e3 = estimate(page, "RSA-1024/e3 server-authenticated");
        HandshakeEstimate e65537 = estimate(page, "RSA-1024/e65537 server-authenticated");
        assertTrue(e3.total().isPresent(), "the figures are there: " + e3.parts());
        assertTrue(page.flagged(e3), "a total built on a coarse verify is no finding");
        assertFalse(page.flagged(e65537));
        HandshakeEstimate.Part verify = e3.parts().stream().filter(p -> p.operation() == Operation.VERIFY).findFirst().orElseThrow();
        assertEquals("coarse", page.flags(verify));
    }

    @Test
    void aPearlDevicesEccHandshakesHaveTotalsWithBothKeyExpansions() {
        HandshakePage page = page(
                op("ECDSA/secp160r1", Operation.KEYGEN, 30, ""),
                op("ECDSA/secp160r1", Operation.SIGN, 35, ""),
                op("ECDSA/secp160r1", Operation.VERIFY, 60, ""),
                op("ECDH/secp160r1", Operation.AGREE, 28, ""),
                op("EC/secp160r1", Operation.KEY_EXPANSION, 2, ""));
        HandshakeEstimate server = estimate(page, "ECC secp160r1 server-authenticated");
        HandshakeEstimate mutual = estimate(page, "ECC secp160r1 mutually authenticated");
        // the study's sums: CA and server key expansion, verify, ephemeral key (ECDSA's keygen), agreement
        assertEquals(2 + 60 + 30 + 2 + 28, server.total().orElseThrow(), 1e-9);
        // no ephemeral key; the client signs
        assertEquals(2 + 60 + 2 + 28 + 35, mutual.total().orElseThrow(), 1e-9);
        assertFalse(page.flagged(server));
    }
}
