package pearl.server.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** Which results have a throughput, and PEARL's throughput itself. */
class UnitRuleTest {

    @Test
    void messageOperationsHaveAThroughputTheOthersATimePerOperation() {
        for (String op : new String[] {"encrypt", "decrypt", "digest", "mac"}) {
            assertEquals("bytes", ModalTime.unit(op));
        }
        for (String op : new String[] {"keygen", "sign", "verify", "agree", "modexp-65537"}) {
            assertEquals("op", ModalTime.unit(op));
        }
        assertEquals(1024 * 1000 / 12.5, ModalTime.throughput(1024, 12.5));
        assertNull(ModalTime.throughput(1024, 0));
    }
}
