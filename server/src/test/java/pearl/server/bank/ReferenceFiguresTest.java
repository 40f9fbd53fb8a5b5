package pearl.server.bank;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import pearl.server.choice.HandshakeEstimator;
import pearl.server.model.Catalogue;
import pearl.server.model.HandshakeEstimate;
import pearl.server.model.Operation;
import pearl.server.model.Primitive;
import pearl.server.model.PublishedUnit;
import pearl.server.model.ReferenceFigure;
import pearl.server.web.OnEmbeddedDatabase;

/** The published figures as migration V2 stores them: opening the database migrates, as a server's does. */
class ReferenceFiguresTest extends OnEmbeddedDatabase {

    @Test
    void p800RanksAesFifthOfEighteenEcbCiphers() throws Exception {
        List<ReferenceFigure> ranks = ReferenceFigures.byDevice(dataSource(), "Sony Ericsson P800")
                .stream().filter(f -> f.unit() == PublishedUnit.RANK && f.operation() == Operation.ENCRYPT).toList();
        assertEquals(18, ranks.size());
        ReferenceFigure aes = ranks.stream().filter(f -> f.algorithm().equals("AES/ECB")).findFirst().orElseThrow();
        assertEquals(5.0, aes.value());
        assertEquals(262144, aes.sizeBytes());
    }

    @Test
    void palmVModularMultiplicationOf512BitsTakes107Ms() throws Exception {
        ReferenceFigure mul = ReferenceFigures.forAlgorithm(dataSource(), "MP-512").stream()
                .filter(f -> f.device().equals("Palm V") && f.operation() == Operation.MODMUL).findFirst().orElseThrow();
        assertEquals(107.0, mul.value());
        assertEquals(PublishedUnit.MS, mul.unit());
        assertNull(mul.sizeBytes());
    }

    @Test
    void storedPalmViiPrimitivesGiveThePublishedEccTotal() throws Exception {
        // ties the table to the estimator: the stored primitives reproduce the stored total
        List<ReferenceFigure> palm = ReferenceFigures.byDevice(dataSource(), "Palm VII (new)");
        HandshakeEstimate ecc = new HandshakeEstimator("sect163", 1024).estimate(primitive ->
                palm.stream().filter(f -> f.primitive().equals(primitive))
                        .map(ReferenceFigure::value).findFirst()).get(0);
        double published = palm.stream().filter(f -> f.algorithm().equals("WTLS/ECC-163/server-auth"))
                .findFirst().orElseThrow().value();
        assertEquals(2471.6, published);
        assertEquals(published, ecc.total().orElseThrow(), 1e-9);
    }

    @Test
    void thePapersClocksGiveCyclesPerByte() throws Exception {
        // the P800's lowest ECB throughput at 256 KB, 5,953.49 bytes/s, on its 156 MHz ARM9:
        // 156,000,000 / 5,953.49 = 26,203.1 cycles per byte
        ReferenceFigure lowest = ReferenceFigures.byDevice(dataSource(), "Sony Ericsson P800").stream()
                .filter(f -> f.unit() == PublishedUnit.BYTES_PER_SECOND && f.value() == 5953.49).findFirst().orElseThrow();
        assertEquals(156, lowest.clockMhz());
        assertEquals(26_203.1, lowest.cyclesPerByte(), 0.05);
        ReferenceFigure palm = ReferenceFigures.byDevice(dataSource(), "Palm M130").stream()
                .filter(f -> f.unit() == PublishedUnit.BYTES_PER_SECOND).findFirst().orElseThrow();
        assertEquals(33, palm.clockMhz(), "the DragonBall VZ at 33 MHz");
    }

    @Test
    void pearlsPaperRankedTheTestCasesOfPearlsTableInTheCatalogue() throws Exception {
        // a published ranking and a run's results compare by name: a name the MIDlet does not use compares
        // with nothing. The paper ranked its table's block ciphers in ECB, RC4 and its hashes.
        Set<String> ranked = ReferenceFigures.all(dataSource()).stream()
                .filter(f -> f.source().startsWith("PEARL") && f.unit() == PublishedUnit.RANK)
                .map(f -> f.algorithm() + " " + f.operation().label()).collect(Collectors.toCollection(TreeSet::new));
        Catalogue catalogue = Catalogue.shipped();
        Set<String> table = new TreeSet<>();
        for (String algorithm : catalogue.algorithms()) {
            for (Operation operation : List.of(Operation.ENCRYPT, Operation.DIGEST)) {
                catalogue.find(new Primitive(algorithm, operation))
                        .filter(t -> t.pearlTable() && (!algorithm.contains("/") || algorithm.endsWith("/ECB")))
                        .ifPresent(t -> table.add(algorithm + " " + operation.label()));
            }
        }
        assertEquals(28, table.size(), "17 block ciphers, RC4 and 10 hashes");
        assertEquals(table, ranked);
    }

    @Test
    void everyUnitIsOneTheTableAllows() throws Exception {
        // reading refuses a unit PublishedUnit does not name, and every one it names is in use
        List<ReferenceFigure> all = ReferenceFigures.all(dataSource());
        assertEquals(List.of(PublishedUnit.values()), all.stream().map(ReferenceFigure::unit).distinct().sorted().toList());
        assertEquals(List.of("bytes/s", "ms", "ms/KB", "rank"),
                Arrays.stream(PublishedUnit.values()).map(PublishedUnit::label).toList());
    }
}
