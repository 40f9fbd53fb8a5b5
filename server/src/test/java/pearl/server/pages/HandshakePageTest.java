package pearl.server.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import pearl.server.model.Result;

class HandshakePageTest {

    private static Result op(String algorithm, String operation, double ms, String flags) {
        return new Result(1, "Phone", "VM", algorithm, operation, 1024, 0, false, "1.0", "1.53", "op", 20, ms, null,
                ms, ms, null, null, 1, null, flags);
    }

    @Test
    void aTotalComposedFromAFlaggedFigureIsMarkedAndSoIsThatFigure() {
        List<Result> results = List.of(
                op("RSA-1024/e3", "verify", 10, "coarse"),
                op("RSA-1024/e3", "encrypt", 12, ""),
                op("RSA-1024/e65537", "verify", 30, ""),
                op("RSA-1024/e65537", "encrypt", 32, ""));
        HandshakePage page = HandshakePage.of(1, "Phone", results, List.of());
        HandshakeEstimator.Estimate e3 = page.estimates().stream()
                .filter(e -> e.handshake().startsWith("RSA-1024/e3 server")).findFirst().orElseThrow();
        HandshakeEstimator.Estimate e65537 = page.estimates().stream()
                .filter(e -> e.handshake().startsWith("RSA-1024/e65537 server")).findFirst().orElseThrow();
        assertTrue(e3.total().isPresent(), "the figures are there: " + e3.parts());
        assertTrue(page.flagged(e3), "a total built on a coarse verify is no finding");
        assertFalse(page.flagged(e65537));
        HandshakeEstimator.Part verify = e3.parts().stream().filter(p -> p.operation().equals("verify")).findFirst().orElseThrow();
        assertEquals("coarse", page.flags(verify));
    }
}
