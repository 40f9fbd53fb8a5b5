package pearl.server.receiver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pearl.server.receiver.Bodies.batch;
import static pearl.server.receiver.Bodies.sample;
import static pearl.server.receiver.Bodies.signed;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.HexFormat;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import pearl.protocol.ProtocolLimits;
import pearl.server.bank.Registrations;
import pearl.server.web.OnEmbeddedDatabase;

/**
 * The receiver's promises on the embedded database: a registered device's signed batch is stored
 * once however often it is resent; unsigned, wrongly signed, replayed or unknown-device batches
 * get 401; malformed ones 400; and neither stores anything.
 */
class ReceiverTest extends OnEmbeddedDatabase {

    private String deviceKey;
    private byte[] secret;

    @BeforeEach
    void registerADevice() throws Exception {
        Registrations.Credentials credentials = parts.registrations().register("Test phone", null,
                Map.of("microedition.platform", "TestPhone/1.0", "microedition.configuration", "cldc-1.0"));
        deviceKey = credentials.deviceKey();
        secret = HexFormat.of().parseHex(credentials.secretHex());
    }

    @Test
    void aResentBatchIsStoredOnceAndAReplayIsRefused() throws Exception {
        byte[] first = signed(batch(deviceKey, 1, "", sample(1, 500), sample(2, 510), sample(3, 500)), secret);
        assertEquals("OK\t3\t0", parts.receiver().receive(first).toWire());

        var replay = assertThrows(UnauthorizedBatchException.class, () -> parts.receiver().receive(first));
        assertTrue(replay.getMessage().contains("replayed"), replay.getMessage());

        byte[] resent = signed(batch(deviceKey, 2, "", sample(1, 500), sample(2, 510), sample(3, 500)), secret);
        assertEquals("OK\t0\t3", parts.receiver().receive(resent).toWire());
        assertEquals(3, count("samples"));
    }

    @Test
    void unsignedWronglySignedAndUnknownBatchesAreRefused() throws Exception {
        String text = batch(deviceKey, 1, "", sample(1, 500));
        byte[] unsigned = text.getBytes(StandardCharsets.UTF_8);
        byte[] wrongKey = signed(text, new byte[32]);
        byte[] tampered = new String(signed(text, secret), StandardCharsets.UTF_8).replace("\t500\t", "\t400\t")
                .getBytes(StandardCharsets.UTF_8);
        byte[] unknown = signed(batch("00000000000000ff", 1, "", sample(1, 500)), secret);
        byte[] version1 = "PEARL-SAMPLES 1\nD\tkey\tname\n".getBytes(StandardCharsets.UTF_8);
        for (byte[] body : new byte[][] {unsigned, wrongKey, tampered, version1}) {
            var refused = assertThrows(UnauthorizedBatchException.class, () -> parts.receiver().receive(body));
            assertFalse(refused instanceof UnknownDeviceException, "a known device never hears it is unknown");
        }
        assertThrows(UnknownDeviceException.class, () -> parts.receiver().receive(unknown));
        assertEquals(0, count("samples"));
        assertEquals("OK\t1\t0", parts.receiver().receive(signed(text, secret)).toWire(),
                "the counter of a refused batch is still free");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "S\t1700000000000\t4\tAES/ECB\tencrypt\t128\t10",                             // truncated
        "S\t1700000000000\t4\tAES/ECB\tencrypt\t128\tbig\t64\t10\t32\t500\t0",        // wrong type
        "S\t1700000000000\t4\tAES/ECB\tencrypt\t128\t-1024\t64\t10\t32\t500\t0",      // negative
        "S\t1700000000000\t4\tAES/ECB\tencrypt\t128\t1024\t64\t10\t0\t500\t0",        // zero calls
        "S\t1700000000000\t4\tAES/ECB\tencrypt\t128\t999999999\t64\t10\t32\t500\t0",  // absurd size
        "S\t1700000000000\t4\tAES/ECB\tencrypt\t128\t1024\t64\t10\t32\t999999999\t0", // absurd time
        "S\t1700000000000\t4\tROT13/ECB\tencrypt\t128\t1024\t64\t10\t32\t500\t0",     // unknown algorithm
        "S\t1700000000000\t4\tAES/ECB\tdigest\t128\t1024\t64\t10\t32\t500\t0",        // wrong operation
        "S\t1700000000000\t4\tAES/ECB'; DROP TABLE samples; --\tencrypt\t128\t1024\t64\t10\t32\t500\t0",
        "S\t1700000000000\t4\tAES/ECB\tencrypt\t128\t1024\t64\t10\t32\t500\tyes",     // not a boolean
        "S\t1700000000001\t4\tAES/ECB\tencrypt\t128\t1024\t64\t10\t32\t500\t0",       // no such run
        "X\tsomething",                                                                // unknown record
    })
    void aBadLineAnywhereStoresNothing(String badLine) throws Exception {
        byte[] body = signed(batch(deviceKey, 1, "", sample(1, 500), badLine, sample(2, 510)), secret);

        assertThrows(MalformedBatchException.class, () -> parts.receiver().receive(body));
        assertEquals(0, count("samples"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "\tnote=<script>alert(1)</script>",
        "\tnote='; DROP TABLE samples; --",
        "\tnote=\"quoted\"",
        "\tformat=2",
        "\ttimer.resolution=0",
    })
    void markupQuotesAndBadConditionsAreRefused(String condition) throws Exception {
        byte[] body = signed(batch(deviceKey, 1, condition, sample(1, 500)), secret);

        assertThrows(MalformedBatchException.class, () -> parts.receiver().receive(body));
        assertEquals(0, count("samples"));
        assertEquals(0, count("runs"));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 100})
    void textInUtf8IsStoredAsSent(int accents) throws Exception {
        String note = "caf" + "\u00e9".repeat(accents);
        byte[] body = signed(batch(deviceKey, 1, "\tnote=" + note, sample(1, 500)), secret);

        assertEquals("OK\t1\t0", parts.receiver().receive(body).toWire());
        try (Connection connection = dataSource().getConnection();
             ResultSet row = connection.createStatement().executeQuery("SELECT conditions FROM runs")) {
            assertTrue(row.next());
            assertTrue(row.getString(1).contains("note=" + note), row.getString(1));
        }
    }

    @Test
    void aConditionAsLongAsTheSharedLimitIsStoredAndALongerOneRefused() throws Exception {
        String longest = "x".repeat(ProtocolLimits.VALUE_CHARS);
        byte[] atLimit = signed(batch(deviceKey, 1, "\tplan.symmetric=" + longest, sample(1, 500)), secret);
        byte[] over = signed(batch(deviceKey, 2, "\tplan.symmetric=" + longest + "x", sample(2, 500)), secret);

        assertEquals("OK\t1\t0", parts.receiver().receive(atLimit).toWire());
        var refused = assertThrows(MalformedBatchException.class, () -> parts.receiver().receive(over));
        assertTrue(refused.getMessage().contains("longer than " + ProtocolLimits.VALUE_CHARS), refused.getMessage());
        assertEquals(1, count("samples"));
    }

    @Test
    void aRunKeepsTheConditionsOfItsLatestBatch() throws Exception {
        parts.receiver().receive(signed(batch(deviceKey, 1, "\tmemory.largest.buffer=262144", sample(1, 500)),
                secret));
        parts.receiver().receive(signed(batch(deviceKey, 2, "\tmemory.largest.buffer=131072\tmemory.short=9",
                sample(2, 500)), secret));

        try (Connection connection = dataSource().getConnection();
             ResultSet row = connection.createStatement().executeQuery("SELECT conditions FROM runs")) {
            assertTrue(row.next());
            assertTrue(row.getString(1).contains("memory.largest.buffer=131072\tmemory.short=9"), row.getString(1));
            assertFalse(row.next(), "one run");
        }
    }

    @Test
    void aRegistrationWithMarkupIsRefused() {
        assertThrows(MalformedBatchException.class, () -> Registration.parse(
                "PEARL-REGISTER 2\nmodel\t<b>phone</b>\n".getBytes(StandardCharsets.UTF_8)));
        assertThrows(MalformedBatchException.class, () -> Registration.parse(
                "PEARL-REGISTER 2\nmicroedition.platform\tX\n".getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void theVmIsNormalized() throws Exception {
        parts.receiver().receive(signed(batch(deviceKey, 1, "\tmicroedition.configuration= cldc-1.0 ",
                sample(1, 500)), secret));
        try (Connection connection = dataSource().getConnection();
             ResultSet row = connection.createStatement().executeQuery("SELECT name FROM vms ORDER BY id")) {
            assertTrue(row.next());
            assertEquals("TestPhone/1.0 (CLDC-1.0)", row.getString(1));
            assertTrue(!row.next(), "registration and run name one VM");
        }
    }
}
