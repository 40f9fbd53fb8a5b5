package pearl.server.choice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

import org.junit.jupiter.api.Test;

import pearl.server.model.Catalogue;
import pearl.server.model.HandshakeEstimate;
import pearl.server.model.Operation;
import pearl.server.model.Primitive;

class HandshakeEstimatorTest {

    /** The new Palm VII's primitives as printed. The study gives one public encrypt and one private
     *  encrypt time for RSA-1024 whatever the exponent, so both exponents get them here. */
    private static final Map<String, Double> NEW_PALM_VII = Map.ofEntries(
            Map.entry("ECDH/sect163 keygen", 372.4),
            Map.entry("EC/sect163 key-expansion", 254.8),
            Map.entry("ECDH/sect163 agree", 335.6),
            Map.entry("ECDSA/sect163 sign", 514.8),
            Map.entry("ECDSA/sect163 verify", 1254.0),
            Map.entry("RSA-1024/e3 verify", 598.0),
            Map.entry("RSA-1024/e65537 verify", 1482.0),
            Map.entry("RSA-1024/e3 encrypt", 622.0),
            Map.entry("RSA-1024/e65537 encrypt", 622.0),
            Map.entry("RSA-1024/e3 sign", 21734.0),
            Map.entry("RSA-1024/e65537 sign", 21734.0));

    private static Function<Primitive, Optional<Double>> from(Map<String, Double> timings) {
        return primitive -> Optional.ofNullable(timings.get(primitive.algorithm() + " " + primitive.operation()));
    }

    @Test
    void palmViiPrimitivesGiveEveryPublishedTotal() {
        // All six totals are sums of printed primitives, so each is reproduced (to rounding of doubles).
        List<HandshakeEstimate> estimates = new HandshakeEstimator("sect163", 1024).estimate(from(NEW_PALM_VII));
        double[] published = {2471.6, 1220, 2104, 2614, 22954, 23838};
        assertEquals(published.length, estimates.size());
        for (int i = 0; i < published.length; i++) {
            HandshakeEstimate estimate = estimates.get(i);
            assertTrue(estimate.missingParts().isEmpty(), estimate.handshake());
            assertEquals(published[i], estimate.total().orElseThrow(), 1e-9, estimate.handshake());
        }
    }

    @Test
    void unmeasuredKeyExpansionIsReportedMissingAndLeavesNoTotal() {
        // a device that ran no key expansion (its samples predate the test case), and no RSA e=3
        Map<String, Double> pearl = Map.of("ECDSA/sect163 verify", 900.0, "ECDSA/sect163 sign", 400.0,
                "ECDH/sect163 keygen", 300.0, "ECDH/sect163 agree", 250.0,
                "RSA-1024/e65537 verify", 40.0, "RSA-1024/e65537 encrypt", 45.0, "RSA-1024/e65537 sign", 2000.0);
        List<HandshakeEstimate> estimates = new HandshakeEstimator("sect163", 1024).estimate(from(pearl));

        HandshakeEstimate ecc = estimates.get(0);
        assertTrue(ecc.total().isEmpty());
        assertEquals(List.of("CA key expansion", "server key expansion"),
                ecc.missingParts().stream().map(HandshakeEstimate.Part::role).toList());
        assertEquals(Optional.of(900.0), ecc.parts().get(1).ms());

        assertTrue(estimates.get(1).total().isEmpty(), "e=3 not measured");
        assertEquals(85.0, estimates.get(2).total().orElseThrow(), 1e-9);
        assertEquals(2085.0, estimates.get(5).total().orElseThrow(), 1e-9);
    }

    @Test
    void nullFromTheTimingsCountsAsMissing() {
        HandshakeEstimate ecc = new HandshakeEstimator("sect163", 1024).estimate(primitive -> null).get(0);
        assertEquals(5, ecc.missingParts().size());
    }

    @Test
    void theCataloguesRsaKeysAndCurvesAreOnesAHandshakeNames() {
        Catalogue catalogue = Catalogue.shipped();
        Set<Integer> rsaBits = new TreeSet<>();
        Set<String> curves = new TreeSet<>();
        for (String algorithm : catalogue.algorithms()) {
            catalogue.find(new Primitive(algorithm, Operation.VERIFY)).map(entry -> entry.testCase().keyBits())
                    .filter(keyBits -> HandshakeEstimator.rsaOf(algorithm, keyBits)).ifPresent(rsaBits::add);
            HandshakeEstimator.curveOf(algorithm).ifPresent(curves::add);
        }
        assertEquals(Set.of(512, 1024, 2048), rsaBits, "the RSA keys by the key size of their catalogue rows");
        assertEquals(Set.of("P-256", "secp112r1", "secp160r1", "secp224r1"), curves);
        assertFalse(HandshakeEstimator.rsaOf("RSA-1024/e3", 2048), "a name is the key of its own size only");
        assertFalse(HandshakeEstimator.rsaOf("DSA-1024", 1024));
        assertEquals(Optional.empty(), HandshakeEstimator.curveOf("ECDH/secp160r1"), "a curve is named by its signature");
    }
}
