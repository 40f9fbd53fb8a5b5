package pearl.server.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

import pearl.server.model.Catalogue;
import pearl.server.model.Operation;
import pearl.server.model.Primitive;
import pearl.server.model.Unit;

/** Which results have a throughput, as the catalogue says, and PEARL's throughput itself. */
class UnitRuleTest {

    private final Catalogue catalogue = Catalogue.shipped();

    @Test
    void messageOperationsHaveAThroughputTheOthersATimePerOperation() {
        assertEquals(Unit.BYTES, catalogue.entry(new Primitive("AES/CBC", Operation.ENCRYPT)).unit());
        assertEquals(Unit.BYTES, catalogue.entry(new Primitive("AES/CBC", Operation.DECRYPT)).unit());
        assertEquals(Unit.BYTES, catalogue.entry(new Primitive("SHA-256", Operation.DIGEST)).unit());
        assertEquals(Unit.BYTES, catalogue.entry(new Primitive("HMAC/SHA-256", Operation.MAC)).unit());
        assertEquals(Unit.BYTES, catalogue.entry(new Primitive("RSA-1024/e65537", Operation.ENCRYPT)).unit(),
                "RSA encryption runs over the plan's sizes");
        assertEquals(Unit.OP, catalogue.entry(new Primitive("RSA-1024/e65537", Operation.KEYGEN)).unit());
        assertEquals(Unit.OP, catalogue.entry(new Primitive("RSA-1024/e65537", Operation.SIGN)).unit());
        assertEquals(Unit.OP, catalogue.entry(new Primitive("ECDSA/P-256", Operation.VERIFY)).unit());
        assertEquals(Unit.OP, catalogue.entry(new Primitive("ECDH/P-256", Operation.AGREE)).unit());
        assertEquals(Unit.OP, catalogue.entry(new Primitive("MP-512", Operation.MODEXP_65537)).unit());
        assertEquals(1024 * 1000 / 12.5, ModalTime.throughput(1024, 12.5));
        assertNull(ModalTime.throughput(1024, 0));
    }
}
