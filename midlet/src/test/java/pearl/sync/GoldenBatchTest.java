package pearl.sync;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Hashtable;
import java.util.Vector;

import org.junit.jupiter.api.Test;

import pearl.collector.Conditions;
import pearl.collector.Sample;
import pearl.util.Hex;

/**
 * The phone writes exactly the golden examples of docs/protocol/ (the server's tests read the
 * same files): the same batch, byte for byte, signature included, and the same registration.
 */
class GoldenBatchTest {

    static final Path GOLDEN = Path.of("..", "docs", "protocol");
    /** The example device secret of docs/protocol.md. */
    static final String SECRET = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

    @Test
    void aSignedBatchIsTheGoldenOne() throws Exception {
        Conditions conditions = new Conditions();
        conditions.put("format", "1");
        conditions.put("microedition.platform", "Nokia6600/4.09.1");
        conditions.put("microedition.configuration", "CLDC-1.0");
        conditions.put("microedition.profiles", "MIDP-1.0");
        conditions.put("timer.resolution", "10");
        conditions.put("midlet.version", "0.1.0");
        conditions.put("bc.version", "1.53");
        Hashtable runs = new Hashtable();
        runs.put(Long.valueOf(1700000000000L), conditions);
        Vector samples = new Vector();
        samples.addElement(new Sample(1700000000000L, 0, "AES/ECB", "encrypt", 128, 1024, 1, 0, 1, 10, true));
        samples.addElement(new Sample(1700000000000L, 1, "AES/ECB", "encrypt", 128, 1024, 64, 10, 32, 500, false));
        samples.addElement(new Sample(1700000000000L, 2, "AES/ECB", "encrypt", 128, 1024, 64, 20, 32, 510, false));

        byte[] written = ProtocolWriter.batch("0123456789abcdef", 7, Hex.decode(SECRET), runs, samples);

        assertEquals(Files.readString(GOLDEN.resolve("batch-v2.txt")), new String(written, StandardCharsets.UTF_8));
    }

    @Test
    void aRegistrationIsTheGoldenOne() throws Exception {
        assertArrayEquals(Files.readAllBytes(GOLDEN.resolve("register-v2.txt")), registration(null));
    }

    @Test
    void aRegistrationWithTheEnrolmentCodeOfItsJadIsTheGoldenOne() throws Exception {
        assertArrayEquals(Files.readAllBytes(GOLDEN.resolve("register-v2-enrolled.txt")), registration("7K3M9QX2PA"));
    }

    /** The registration of a Nokia 6600 (its properties set for the call). */
    private static byte[] registration(String enrolment) {
        String[][] properties = {
            {"microedition.platform", "Nokia6600/4.09.1"}, {"microedition.configuration", "CLDC-1.0"},
            {"microedition.profiles", "MIDP-1.0"}, {"microedition.encoding", "ISO-8859-1"},
            {"microedition.locale", "en-US"},
        };
        for (String[] property : properties) {
            System.setProperty(property[0], property[1]);
        }
        try {
            return ProtocolWriter.registration("Nokia 6600", enrolment);
        } finally {
            for (String[] property : properties) {
                System.clearProperty(property[0]);
            }
        }
    }
}
