package pearl.server.receiver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;

import org.junit.jupiter.api.Test;

import pearl.server.model.Batch;
import pearl.server.model.Catalogue;

/** The server reads the golden examples of docs/protocol/ that the MIDlet's tests say it writes. */
class GoldenExamplesTest {

    private static final Path GOLDEN = Path.of("..", "docs", "protocol");
    private static final byte[] SECRET = HexFormat.of()
            .parseHex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");

    @Test
    void theGoldenBatchParsesAndItsSignatureIsRight() throws Exception {
        byte[] body = Files.readAllBytes(GOLDEN.resolve("batch-v2.txt"));

        Batch batch = new BatchParser(Catalogue.shipped()).parse(body);

        assertEquals("0123456789abcdef", batch.deviceKey());
        assertEquals(7, batch.counter());
        assertEquals(1, batch.runs().size());
        assertEquals(3, batch.samples().size());
        assertEquals(510, batch.samples().get(2).timeExec());
        assertTrue(BatchSignature.verify(SECRET, body, batch.signedLength(), batch.signature()));
        assertArrayEquals(BatchSignature.sign(SECRET, body, batch.signedLength()), batch.signature());
    }

    @Test
    void theGoldenRegistrationParses() throws Exception {
        Registration registration = Registration.parse(Files.readAllBytes(GOLDEN.resolve("register-v2.txt")));

        assertEquals("Nokia 6600", registration.model());
        assertEquals("Nokia6600/4.09.1", registration.property("microedition.platform"));
        assertEquals("MIDP-1.0", registration.property("microedition.profiles"));
        assertNull(registration.enrolment());
        assertNull(registration.clockMhz());
    }

    @Test
    void theGoldenRegistrationWithAClockParses() throws Exception {
        Registration registration = Registration.parse(Files.readAllBytes(GOLDEN.resolve("register-v2-clock.txt")));

        assertEquals("Nokia 6600", registration.model());
        assertEquals(104, registration.clockMhz());
        assertEquals("Nokia6600/4.09.1", registration.property("microedition.platform"));
    }

    @Test
    void theGoldenEnrolledRegistrationParses() throws Exception {
        Registration registration = Registration.parse(Files.readAllBytes(GOLDEN.resolve("register-v2-enrolled.txt")));

        assertEquals("Nokia 6600", registration.model());
        assertEquals("7K3M9QX2PA", registration.enrolment());
        assertEquals("Nokia6600/4.09.1", registration.property("microedition.platform"));
    }
}
