package pearl.server.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import pearl.server.bank.Database;

class ReferenceFiguresTest {

    private Database database;

    @BeforeEach
    void open() {
        // opening migrates, so this runs V2 (the figures) on H2 as a server would
        database = Database.open("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
    }

    @AfterEach
    void close() {
        database.close();
    }

    @Test
    void p800RanksAesFifthOfEighteenEcbCiphers() throws Exception {
        List<ReferenceFigures.Figure> ranks = ReferenceFigures.byDevice(database.dataSource(), "Sony Ericsson P800")
                .stream().filter(f -> f.unit().equals("rank") && f.operation().equals("encrypt")).toList();
        assertEquals(18, ranks.size());
        ReferenceFigures.Figure aes = ranks.stream().filter(f -> f.algorithm().equals("AES/ECB")).findFirst().orElseThrow();
        assertEquals(5.0, aes.value());
        assertEquals(262144, aes.sizeBytes());
    }

    @Test
    void palmVModularMultiplicationOf512BitsTakes107Ms() throws Exception {
        ReferenceFigures.Figure mul = ReferenceFigures.forAlgorithm(database.dataSource(), "MP-512").stream()
                .filter(f -> f.device().equals("Palm V") && f.operation().equals("modmul")).findFirst().orElseThrow();
        assertEquals(107.0, mul.value());
        assertEquals("ms", mul.unit());
        assertNull(mul.sizeBytes());
    }

    @Test
    void storedPalmViiPrimitivesGiveThePublishedEccTotal() throws Exception {
        // ties the table to the estimator: the stored primitives reproduce the stored total
        List<ReferenceFigures.Figure> palm = ReferenceFigures.byDevice(database.dataSource(), "Palm VII (new)");
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
        List<ReferenceFigures.Figure> all = ReferenceFigures.all(database.dataSource());
        assertEquals(List.of(), all.stream().map(ReferenceFigures.Figure::unit)
                .filter(u -> !List.of("bytes/s", "ms", "ms/KB", "rank").contains(u)).distinct().toList());
    }
}
