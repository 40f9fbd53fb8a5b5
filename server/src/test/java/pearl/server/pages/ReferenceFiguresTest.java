package pearl.server.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import pearl.server.web.OnEmbeddedDatabase;

/** The published figures as migration V2 stores them: opening the database migrates, as a server's does. */
class ReferenceFiguresTest extends OnEmbeddedDatabase {

    @Test
    void p800RanksAesFifthOfEighteenEcbCiphers() throws Exception {
        List<ReferenceFigures.Figure> ranks = ReferenceFigures.byDevice(dataSource(), "Sony Ericsson P800")
                .stream().filter(f -> f.unit().equals("rank") && f.operation().equals("encrypt")).toList();
        assertEquals(18, ranks.size());
        ReferenceFigures.Figure aes = ranks.stream().filter(f -> f.algorithm().equals("AES/ECB")).findFirst().orElseThrow();
        assertEquals(5.0, aes.value());
        assertEquals(262144, aes.sizeBytes());
    }

    @Test
    void palmVModularMultiplicationOf512BitsTakes107Ms() throws Exception {
        ReferenceFigures.Figure mul = ReferenceFigures.forAlgorithm(dataSource(), "MP-512").stream()
                .filter(f -> f.device().equals("Palm V") && f.operation().equals("modmul")).findFirst().orElseThrow();
        assertEquals(107.0, mul.value());
        assertEquals("ms", mul.unit());
        assertNull(mul.sizeBytes());
    }

    @Test
    void storedPalmViiPrimitivesGiveThePublishedEccTotal() throws Exception {
        // ties the table to the estimator: the stored primitives reproduce the stored total
        List<ReferenceFigures.Figure> palm = ReferenceFigures.byDevice(dataSource(), "Palm VII (new)");
        HandshakeEstimator.Estimate ecc = new HandshakeEstimator("sect163", 1024).estimate((algorithm, operation) ->
                palm.stream().filter(f -> f.algorithm().equals(algorithm) && f.operation().equals(operation))
                        .map(ReferenceFigures.Figure::value).findFirst()).get(0);
        double published = palm.stream().filter(f -> f.algorithm().equals("WTLS/ECC-163/server-auth"))
                .findFirst().orElseThrow().value();
        assertEquals(2471.6, published);
        assertEquals(published, ecc.total().orElseThrow(), 1e-9);
    }

    @Test
    void everyUnitIsOneTheTableAllows() throws Exception {
        List<ReferenceFigures.Figure> all = ReferenceFigures.all(dataSource());
        assertEquals(List.of(), all.stream().map(ReferenceFigures.Figure::unit)
                .filter(u -> !List.of("bytes/s", "ms", "ms/KB", "rank").contains(u)).distinct().toList());
    }
}
