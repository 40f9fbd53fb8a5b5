package pearl.server.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import pearl.server.model.Kind;
import pearl.server.model.Operation;
import pearl.server.model.Result;
import pearl.server.model.TestCase;
import pearl.server.model.Unit;

class RankingsTest {

    private static Result result(long device, String algorithm, Operation operation, int size, boolean cold, double msPerCall) {
        Unit unit = operation == Operation.SIGN ? Unit.OP : Unit.BYTES;
        Double throughput = unit.perOperation() || msPerCall == 0 ? null : size * 1000.0 / msPerCall;
        return new Result(device, "Phone " + device, "VM", new TestCase(algorithm, operation, 128).at(size), cold, "1.0", "1.53", unit,
                5, msPerCall, throughput, msPerCall, msPerCall, null, null, 1, null, "", null);
    }

    @Test
    void coldResultsSitBesideTheWarmOnesOfTheSameSize() {
        List<Series> series = Rankings.series(List.of(
                result(1, "AES/CBC", Operation.ENCRYPT, 1024, true, 9),
                result(1, "AES/CBC", Operation.ENCRYPT, 1024, false, 2),
                result(1, "AES/CBC", Operation.ENCRYPT, 2048, false, 4)), false);
        assertEquals(1, series.size());
        assertEquals(List.of(1024, 2048), series.get(0).points().stream().map(Result::sizeBytes).toList());
        assertEquals(9, series.get(0).cold().get(0).modalMs());
        assertNull(series.get(0).cold().get(1), "no cold result at 2 KB");
    }

    @Test
    void rankingIsAtTheLargestSizeTheAlgorithmsShareFastestFirst() {
        List<Series> series = Rankings.series(List.of(
                result(1, "AES/ECB", Operation.ENCRYPT, 1024, false, 1),
                result(1, "AES/ECB", Operation.ENCRYPT, 2048, false, 2),
                result(1, "AES/ECB", Operation.ENCRYPT, 4096, false, 4),
                result(1, "DES/ECB", Operation.ENCRYPT, 1024, false, 3),
                result(1, "DES/ECB", Operation.ENCRYPT, 2048, false, 5),
                result(1, "RC6/ECB", Operation.ENCRYPT, 1024, false, 0.5),
                result(1, "RC6/ECB", Operation.ENCRYPT, 2048, false, 1)), false);
        Ranking ranking = Rankings.rank(Kind.Category.BLOCK_CIPHER, series, Series::algorithm);
        assertEquals(2048, ranking.sizeBytes(), "4 KB only has AES");
        assertEquals(List.of("RC6/ECB", "AES/ECB", "DES/ECB"), ranking.ranked().stream().map(Ranking.Place::name).toList(),
                "rank 1, the fastest, first");
        assertEquals("RC6/ECB", ranking.highest().name());
        assertEquals(2048 * 1000.0 / 5, ranking.lowest().value());
    }

    private static Result flagged(Result r, String flags) {
        return new Result(r.deviceId(), r.device(), r.vm(), r.measurement(), r.cold(), r.midletVersion(), r.bcVersion(), r.unit(), r.samples(), r.modalMs(), r.throughput(),
                r.medianMs(), r.meanMs(), r.ciLowMs(), r.ciHighMs(), r.runs(), r.runsSpread(), flags, r.clockMhz());
    }

    @Test
    void aFlaggedResultIsNeverNamedHighestOrLowestNorRanked() {
        // RC4's 2,048 bytes in one 1 ms tick: 2,048,000 bytes/s, the P800 table's artifact
        List<Series> series = Rankings.series(List.of(
                flagged(result(1, "RC4", Operation.ENCRYPT, 2048, false, 1), "coarse"),
                result(1, "ISAAC", Operation.ENCRYPT, 2048, false, 4),
                result(1, "Grain-v1", Operation.ENCRYPT, 2048, false, 8),
                flagged(result(1, "HC-128", Operation.ENCRYPT, 2048, false, 100), "too-few"),
                flagged(result(1, "VMPC", Operation.ENCRYPT, 2048, false, 50), "runs-disagree")), false);
        Ranking ranking = Rankings.rank(Kind.Category.STREAM_CIPHER, series, Series::algorithm);
        assertEquals(List.of("ISAAC", "Grain-v1"), ranking.ranked().stream().map(Ranking.Place::name).toList());
        assertEquals("ISAAC", ranking.highest().name());
        assertEquals("Grain-v1", ranking.lowest().name());
        assertEquals(List.of("RC4", "VMPC", "HC-128"), ranking.flagged().stream().map(Ranking.Place::name).toList(),
                "every flag, known or new, keeps a result out of the ranking, listed apart");
    }

    @Test
    void whenEveryResultIsFlaggedThereIsNoHighestNorLowest() {
        List<Series> series = Rankings.series(List.of(flagged(result(1, "RC4", Operation.ENCRYPT, 2048, false, 1), "coarse")), false);
        Ranking ranking = Rankings.rank(Kind.Category.STREAM_CIPHER, series, Series::algorithm);
        assertNull(ranking.highest());
        assertNull(ranking.lowest());
        assertEquals(1, ranking.flagged().size());
    }

    @Test
    void aComparisonMarksAFlaggedValueAndEveryRatioBuiltOnIt() {
        Comparison comparison = Comparison.of(List.of("Phone 1", "Phone 2", "Phone 3"), List.of(
                List.of(result(1, "AES/CBC", Operation.ENCRYPT, 1024, false, 2)),
                List.of(flagged(result(2, "AES/CBC", Operation.ENCRYPT, 1024, false, 1), "coarse")),
                List.of(result(3, "AES/CBC", Operation.ENCRYPT, 1024, false, 4))));
        Comparison.Row row = comparison.rows().get(0);
        assertEquals(List.of("", "coarse", ""), row.flags());
        assertTrue(row.ratioFlagged(1));
        assertFalse(row.ratioFlagged(2));
    }

    @Test
    void aTimePerOperationRanksTheShortestFirst() {
        List<Series> series = Rankings.series(List.of(
                result(1, "RSA-1024/e65537", Operation.SIGN, 20, false, 60),
                result(2, "RSA-1024/e65537", Operation.SIGN, 20, false, 12)), true);
        Ranking ranking = Rankings.rank(Kind.Category.PUBLIC_KEY, series, s -> s.points().get(0).device());
        assertEquals(List.of("Phone 2", "Phone 1"), ranking.ranked().stream().map(Ranking.Place::name).toList());
    }

    @Test
    void whatWasTooFastToTimeIsLeftOutOfTheRanking() {
        List<Series> series = Rankings.series(List.of(result(1, "RC4", Operation.ENCRYPT, 1024, false, 0)), false);
        assertNull(Rankings.rank(Kind.Category.STREAM_CIPHER, series, Series::algorithm));
    }

    @Test
    void comparisonGivesRatiosToTheFirstDeviceAtTheLargestSharedSize() {
        Comparison comparison = Comparison.of(List.of("Phone 1", "Phone 2"), List.of(
                List.of(result(1, "AES/CBC", Operation.ENCRYPT, 1024, false, 2), result(1, "AES/CBC", Operation.ENCRYPT, 2048, false, 4)),
                List.of(result(2, "AES/CBC", Operation.ENCRYPT, 1024, false, 1))));
        assertEquals(1, comparison.rows().size());
        Comparison.Row row = comparison.rows().get(0);
        assertEquals(1024, row.sizeBytes());
        assertEquals(2.0, row.ratios().get(1), 1e-12, "the second phone is twice as fast");
    }

    @Test
    void categoriesFollowTheKindsOfTheCatalogue() {
        assertEquals(Kind.Category.BLOCK_CIPHER, Kind.Category.of("AES/CBC"));
        assertEquals(Kind.Category.STREAM_CIPHER, Kind.Category.of("Grain-v1"));
        assertEquals(Kind.Category.HASH, Kind.Category.of("HMAC/SHA-1"));
        assertEquals(Kind.Category.HASH, Kind.Category.of("SHA-256"));
        assertEquals(Kind.Category.PUBLIC_KEY, Kind.Category.of("RSA-1024/e65537"));
        assertEquals(Kind.Category.PUBLIC_KEY, Kind.Category.of("MP-512"));
        assertEquals(Kind.Category.PUBLIC_KEY, Kind.Category.of("EC/P-256"), "not a block cipher for its slash");
    }
}
