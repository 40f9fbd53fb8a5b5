package pearl.server.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import pearl.server.analysis.RankCorrelation;
import pearl.server.model.Operation;
import pearl.server.model.Primitive;
import pearl.server.model.PublishedUnit;
import pearl.server.model.ReferenceFigure;
import pearl.server.model.Result;
import pearl.server.model.TestCase;
import pearl.server.model.Unit;

class RankComparisonTest {

    private static final int KB256 = 256 * 1024;

    private static Result warm(String vm, String algorithm, Operation operation, int size, double throughput, String flags) {
        return new Result(1, "phoneME Feature", vm, new TestCase(algorithm, operation, 128).at(size), false, "1.0", "1.53", Unit.BYTES, 10,
                size * 1000.0 / throughput, throughput, 1, 1, null, null, 1, null, flags, null);
    }

    private static ReferenceFigure rank(String algorithm, Operation operation, int rank) {
        return new ReferenceFigure(rank, "PEARL case study", "Palm M130", new Primitive(algorithm, operation), KB256, rank, PublishedUnit.RANK,
                "increasing throughput at 256 KB", 33);
    }

    private static final List<ReferenceFigure> PALM = List.of(rank("MD2", Operation.DIGEST, 1),
            rank("SHA-256", Operation.DIGEST, 2), rank("SHA-1", Operation.DIGEST, 3), rank("MD5", Operation.DIGEST, 4),
            rank("Rijndael/ECB", Operation.ENCRYPT, 1), rank("DESede/ECB", Operation.ENCRYPT, 2), rank("Blowfish/ECB", Operation.ENCRYPT, 3),
            rank("RC4", Operation.ENCRYPT, 4));

    @Test
    void ranksEachKindAtTheLargestSizeHoldingMostOfThePublishedAlgorithmsWithRho() {
        List<Result> results = new ArrayList<>();
        // hashes at 256 KB: MD5 and SHA-1 swapped; at 512 KB only one of them: not the size ranked
        results.add(warm("JIT", "MD2", Operation.DIGEST, KB256, 100, ""));
        results.add(warm("JIT", "SHA-256", Operation.DIGEST, KB256, 900, ""));
        results.add(warm("JIT", "SHA-1", Operation.DIGEST, KB256, 3000, ""));
        results.add(warm("JIT", "MD5", Operation.DIGEST, KB256, 2000, "too-few"));
        results.add(warm("JIT", "MD5", Operation.DIGEST, 2 * KB256, 2100, ""));
        // a cipher in CBC is not the published ECB one; another VM of the device is not ranked
        results.add(warm("JIT", "Blowfish/CBC", Operation.ENCRYPT, KB256, 1, ""));
        results.add(warm("JIT", "Rijndael/ECB", Operation.ENCRYPT, KB256, 50, ""));
        results.add(warm("JIT", "DESede/ECB", Operation.ENCRYPT, KB256, 80, ""));
        results.add(warm("JIT", "RC4", Operation.ENCRYPT, KB256, 9000, ""));
        results.add(warm("interpreter", "Blowfish/ECB", Operation.ENCRYPT, KB256, 1, ""));

        RankComparison comparison = RankComparison.of("phoneME Feature", "JIT", results, "Palm M130", PALM,
                (ranks, throughputs) -> RankCorrelation.of(ranks, throughputs).rho());

        RankComparison.Kind ciphers = comparison.kinds().get(0);
        assertEquals(KB256, ciphers.sizeBytes());
        assertEquals(List.of("Rijndael/ECB", "DESede/ECB", "RC4"), names(ciphers.measured()));
        assertEquals(List.of("Rijndael/ECB", "DESede/ECB", "Blowfish/ECB", "RC4"), names(ciphers.publishedOrder()));
        assertEquals(3, ciphers.common());
        assertEquals(1.0, ciphers.rho(), 1e-12);

        RankComparison.Kind hashes = comparison.kinds().get(1);
        assertEquals(KB256, hashes.sizeBytes());
        assertEquals(List.of("MD2", "SHA-256", "MD5", "SHA-1"), names(hashes.measured()));
        assertTrue(hashes.measured().get(2).flagged());
        // d² = 1 + 1: 1 - 6·2 / (4·15)
        assertEquals(0.8, hashes.rho(), 1e-12);
    }

    @Test
    void aDeviceWithNoneOfTheAlgorithmsHasNoRanking() {
        RankComparison comparison = RankComparison.of("Phone", "VM", List.of(warm("VM", "AES/CBC", Operation.ENCRYPT, KB256, 5, "")),
                "Palm M130", PALM,
                (ranks, throughputs) -> RankCorrelation.of(ranks, throughputs).rho());
        assertNull(comparison.kinds().get(0).sizeBytes());
        assertNull(comparison.kinds().get(0).rho());
        assertEquals(4, comparison.kinds().get(1).publishedOrder().size());
    }

    private static List<String> names(List<RankComparison.Entry> entries) {
        return entries.stream().map(RankComparison.Entry::algorithm).toList();
    }
}
