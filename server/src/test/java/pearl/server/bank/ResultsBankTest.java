package pearl.server.bank;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import pearl.server.bank.BankFixture.Phone;
import pearl.server.model.Result;
import pearl.server.model.Unit;
import pearl.server.web.OnEmbeddedDatabase;

/** What the results page reads of the Results Bank, on the embedded database. */
class ResultsBankTest extends OnEmbeddedDatabase {

    @Test
    void eachAlgorithmsWarmResultsAtTheSizeMostOfItsDevicesMeasured() throws Exception {
        BankFixture bank = new BankFixture(parts.database());
        Phone phone1 = bank.phone("Phone 1", null, "VM", "", "");
        Phone phone2 = bank.phone("Phone 2", null, "VM", "", "");
        Phone hidden = bank.phone("Hidden", null, "VM", "", "");
        bank.hide(hidden);
        // AES/CBC: 1 and 2 KB on both phones, 4 KB on one (and on the hidden one): 2 KB
        for (int size : new int[] {1024, 2048, 4096}) {
            result(bank, phone1, "AES/CBC", "encrypt", size, false);
        }
        for (int size : new int[] {1024, 2048}) {
            result(bank, phone2, "AES/CBC", "encrypt", size, false);
        }
        result(bank, hidden, "AES/CBC", "encrypt", 4096, false);
        result(bank, phone2, "AES/CBC", "encrypt", 2048, true);
        // SHA-1: one phone, at 1 KB only
        result(bank, phone2, "SHA-1", "digest", 1024, false);
        List<Result> results = parts.results().atSharedSizes();
        assertEquals(List.of("Phone 2 SHA-1 1024", "Phone 1 AES/CBC 2048", "Phone 2 AES/CBC 2048"),
                results.stream().map(r -> r.device() + " " + r.algorithm() + " " + r.sizeBytes()).toList(),
                "warm only, no hidden device counted or read; by size, each by device");
    }

    @Test
    void anEmptyBankHasNoResults() throws Exception {
        assertEquals(List.of(), parts.results().atSharedSizes());
    }

    /** A warm or cold result of 50 samples at 1 ms. */
    private static void result(BankFixture bank, Phone phone, String algorithm, String operation, int size,
                               boolean cold) throws Exception {
        bank.result(phone, algorithm, operation, 0, size, cold, Unit.BYTES, 1);
    }
}
