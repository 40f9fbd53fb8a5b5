package pearl.server.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

import pearl.server.model.Operation;
import pearl.server.model.TestCase;
import pearl.server.model.Unit;

/** Cycles per byte, eBACS's unit, from a device's clock and a throughput, held to figures worked by hand. */
class CyclesPerByteTest {

    @Test
    void aClockOverAThroughput() {
        // The P800's ARM9 at 156 MHz, 5,953.49 bytes/s: 156,000,000 / 5,953.49 = 26,203.1 cycles per byte
        assertEquals(26_203.1, result(5953.49, 156).cyclesPerByte(), 0.05);
        assertEquals(100.0, result(1_000_000.0, 100).cyclesPerByte(), 1e-9);
    }

    @Test
    void nothingWithoutAClockOrAThroughput() {
        assertNull(result(1000.0, null).cyclesPerByte());
        assertNull(result(null, 100).cyclesPerByte(), "a time per operation has no cycles per byte");
        assertNull(CyclesPerByte.of(0, 1000.0), "the admin's 0 is an unknown clock");
    }

    private static Result result(Double throughput, Integer clockMhz) {
        return new Result(1, "Phone", "VM", new TestCase("AES/CBC", Operation.ENCRYPT, 128).at(1024), false, "1.0", "1.53", Unit.BYTES, 50, 1,
                throughput, 1, 1, null, null, 1, null, "", clockMhz);
    }
}
