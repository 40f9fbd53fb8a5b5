package pearl.server.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import pearl.server.model.Kind;
import pearl.server.model.Operation;
import pearl.server.model.Result;
import pearl.server.model.TestCase;
import pearl.server.model.Unit;

class ResultsPageTest {

    private static final Map<String, Kind> KINDS = Map.of("AES/CBC", Kind.BLOCK_CIPHER,
            "DES/CBC", Kind.BLOCK_CIPHER, "Serpent/CBC", Kind.BLOCK_CIPHER,
            "RSA-1024/e3", Kind.SIGNATURE, "SHA-1", Kind.HASH);

    /** A warm result at 2 KB (or a time per operation), as ResultsBank.atSharedSizes gives them. */
    private static Result result(long device, String vm, String algorithm, Operation operation, double ms, String flags) {
        Unit unit = operation == Operation.SIGN || operation == Operation.VERIFY ? Unit.OP : Unit.BYTES;
        Double throughput = unit.perOperation() ? null : 2048 * 1000.0 / ms;
        return new Result(device, "Phone " + device, vm, new TestCase(algorithm, operation, 128).at(2048), false, "1.0", "1.53", unit,
                50, ms, throughput, ms, ms, null, null, 1, null, flags, null);
    }

    private static Result result(long device, String algorithm, Operation operation, double ms) {
        return result(device, "VM", algorithm, operation, ms, "");
    }

    private static ResultsPage page(List<Result> results) {
        return ResultsPage.of(results, KINDS::get);
    }

    private static List<String> algorithms(ResultsPage.Table table) {
        return table.rows().stream().map(ResultsPage.Row::algorithm).toList();
    }

    @Test
    void eachKindsAlgorithmsFastestFirstWithEveryDevicesFigure() {
        ResultsPage page = page(List.of(
                result(1, "AES/CBC", Operation.ENCRYPT, 4), result(2, "AES/CBC", Operation.ENCRYPT, 8),
                result(1, "DES/CBC", Operation.ENCRYPT, 10), result(2, "DES/CBC", Operation.ENCRYPT, 1),
                result(1, "Serpent/CBC", Operation.ENCRYPT, 20),
                result(1, "SHA-1", Operation.DIGEST, 2)));
        assertTrue(page.byDevice(), "two devices: a column each");
        assertEquals(List.of("Phone 1", "Phone 2"), page.devices().stream().map(ResultsPage.Device::name).toList());
        assertEquals(List.of(Kind.BLOCK_CIPHER, Kind.HASH), List.copyOf(page.tables().keySet()));
        ResultsPage.Table ciphers = page.tables().get(Kind.BLOCK_CIPHER).get(0);
        assertEquals("algorithms-block-cipher", ciphers.id());
        assertEquals(List.of("DES/CBC", "AES/CBC", "Serpent/CBC"), algorithms(ciphers),
                "by the fastest device's figure: DES on phone 2, 2,048,000 bytes/s, first");
        ResultsPage.Row aes = ciphers.rows().get(1);
        assertEquals(2048, aes.sizeBytes());
        assertEquals(512_000, aes.on(1).value(), 1e-9, "modal-time throughput as the bank has it");
        assertEquals(256_000, aes.on(2).value(), 1e-9);
        assertEquals("Phone 1", aes.fastest().name());
        assertEquals("Phone 2", aes.slowest().name());
        assertNull(ciphers.rows().get(2).on(2), "phone 2 did not measure Serpent");
        assertEquals(1, ciphers.rows().get(2).devices());
    }

    @Test
    void timesPerOperationAreATableOfTheirOwnShortestFirst() {
        ResultsPage page = page(List.of(
                result(1, "RSA-1024/e3", Operation.ENCRYPT, 4),
                result(1, "RSA-1024/e3", Operation.SIGN, 300), result(2, "RSA-1024/e3", Operation.SIGN, 200),
                result(1, "RSA-1024/e3", Operation.VERIFY, 0.5)));
        List<ResultsPage.Table> tables = page.tables().get(Kind.SIGNATURE);
        assertEquals(2, tables.size(), "bytes/s and ms per operation do not share a column");
        assertFalse(tables.get(0).perOperation());
        assertEquals("algorithms-signature-per-operation", tables.get(1).id());
        assertEquals(List.of(Operation.VERIFY, Operation.SIGN),
                tables.get(1).rows().stream().map(ResultsPage.Row::operation).toList(), "the shortest time first");
        assertEquals(200, tables.get(1).rows().get(1).fastest().value(), 1e-9);
    }

    @Test
    void aFlaggedFigureIsShownButNeverTheFastest() {
        ResultsPage page = page(List.of(
                result(1, "VM", "AES/CBC", Operation.ENCRYPT, 1, "coarse"), result(2, "AES/CBC", Operation.ENCRYPT, 8),
                result(1, "VM", "DES/CBC", Operation.ENCRYPT, 2, "too-few")));
        List<ResultsPage.Row> rows = page.tables().get(Kind.BLOCK_CIPHER).get(0).rows();
        assertEquals(List.of("AES/CBC", "DES/CBC"), rows.stream().map(ResultsPage.Row::algorithm).toList(),
                "a row with no unflagged figure comes last");
        ResultsPage.Row aes = rows.get(0);
        assertEquals("Phone 2", aes.fastest().name(), "phone 1's coarse figure is higher, and no finding");
        assertTrue(aes.on(1).isFlagged());
        assertEquals(2, aes.devices());
        assertNull(rows.get(1).fastest());
        assertNull(rows.get(1).slowest());
        assertEquals("too-few", rows.get(1).on(1).flags());
    }

    @Test
    void aDeviceUnderTwoVmsShowsItsFastest() {
        ResultsPage.Row aes = page(List.of(result(1, "JIT", "AES/CBC", Operation.ENCRYPT, 2, ""),
                result(1, "interpreter", "AES/CBC", Operation.ENCRYPT, 20, ""))).tables()
                .get(Kind.BLOCK_CIPHER).get(0).rows().get(0);
        assertEquals(1_024_000, aes.on(1).value(), 1e-9);
        assertEquals(1, aes.devices());
    }

    @Test
    void moreDevicesThanColumnsShowTheSpreadWithTheFastestAndSlowestNamed() {
        List<Result> results = new ArrayList<>();
        for (long device = 1; device <= ResultsPage.DEVICE_COLUMNS + 1; device++) {
            results.add(result(device, "AES/CBC", Operation.ENCRYPT, 10 - device));
        }
        ResultsPage page = page(results);
        assertFalse(page.byDevice());
        ResultsPage.Row aes = page.tables().get(Kind.BLOCK_CIPHER).get(0).rows().get(0);
        assertEquals("Phone " + (ResultsPage.DEVICE_COLUMNS + 1), aes.fastest().name());
        assertEquals("Phone 1", aes.slowest().name());
        assertEquals(ResultsPage.DEVICE_COLUMNS + 1, aes.devices());
    }

    @Test
    void anEmptyBankHasNoTables() {
        ResultsPage page = page(List.of());
        assertTrue(page.tables().isEmpty());
        assertTrue(page.devices().isEmpty());
    }
}
