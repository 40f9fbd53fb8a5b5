package pearl.server.receiver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The optional clock line of a registration (docs/protocol.md): read when given, none when absent, refused when wrong. */
class RegistrationTest {

    @Test
    void aClockIsReadInMegahertz() throws Exception {
        assertEquals(104, parse("clock\t104\n").clockMhz());
        assertEquals(100_000, parse("clock\t 100000 \n").clockMhz());
        assertEquals(1, parse("clock\t1\n").clockMhz());
    }

    @Test
    void aRegistrationWithoutAClockHasNone() throws Exception {
        Registration registration = parse("microedition.platform\tNokia6600/4.09.1\n");
        assertNull(registration.clockMhz());
        assertEquals("Nokia 6600", registration.model());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "0", "-5", "100001", "104.5", "104 MHz", "fast", "99999999999999999999"})
    void aClockThatIsNotAWholeNumberFrom1To100000IsMalformed(String clock) {
        var refused = assertThrows(MalformedBatchException.class, () -> parse("clock\t" + clock + "\n"));
        assertTrue(refused.getMessage().startsWith("line 3: the CPU clock in MHz must be"), refused.getMessage());
    }

    private static Registration parse(String lines) throws MalformedBatchException {
        return Registration.parse(("PEARL-REGISTER 2\nmodel\tNokia 6600\n" + lines).getBytes(StandardCharsets.UTF_8));
    }
}
