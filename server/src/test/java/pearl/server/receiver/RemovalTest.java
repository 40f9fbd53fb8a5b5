package pearl.server.receiver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pearl.server.receiver.Bodies.batch;
import static pearl.server.receiver.Bodies.removal;
import static pearl.server.receiver.Bodies.sample;
import static pearl.server.receiver.Bodies.signed;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import pearl.server.bank.Registrations;
import pearl.server.web.OnEmbeddedDatabase;

/**
 * A phone's owner removing, from the phone, everything the server holds of it (docs/protocol.md,
 * "Removal"), on the embedded database: its runs, samples and results go, another phone's stay,
 * its registration stays; a replayed, wrongly signed or malformed removal removes nothing.
 */
class RemovalTest extends OnEmbeddedDatabase {

    private Registrations.Credentials mine;
    private Registrations.Credentials other;

    @BeforeEach
    void twoPhonesSyncAndAreAnalyzed() throws Exception {
        mine = register("My phone");
        other = register("Another phone");
        parts.receiver().receive(signed(batch(mine.deviceKey(), 1, "", sample(1, 500), sample(2, 510),
                sample(3, 500)), secret(mine)));
        parts.receiver().receive(signed(batch(other.deviceKey(), 1, "", sample(1, 700), sample(2, 700)),
                secret(other)));
        parts.analyzer().analyzeAll();
        assertTrue(ofDevice("results", mine) > 0 && ofDevice("results", other) > 0);
    }

    @Test
    void theOwnersRemovalTakesEveryRunSampleAndResultOfThePhoneAndNothingElse() throws Exception {
        int results = ofDevice("results", mine);

        String answer = parts.receiver().remove(signed(removal(mine.deviceKey(), 2), secret(mine))).toWire();

        assertEquals("OK\t3\t" + results, answer);
        assertEquals(0, ofDevice("runs", mine));
        assertEquals(0, ofDevice("results", mine));
        assertEquals(0, ofDevice("result_lines", mine));
        assertEquals(0, ofDevice("group_values", mine));
        assertEquals(2, count("samples"), "the other phone's samples stay");
        assertTrue(ofDevice("results", other) > 0, "the other phone's results stay");
        // still registered: what it measures later is stored under the same device, from its next counter on
        assertEquals("OK\t1\t0", parts.receiver().receive(signed(batch(mine.deviceKey(), 3, "", sample(4, 500)),
                secret(mine))).toWire());
    }

    @Test
    void aReplayedWronglySignedOrMalformedRemovalRemovesNothing() throws Exception {
        var replayed = assertThrows(UnauthorizedBatchException.class,
                () -> parts.receiver().remove(signed(removal(mine.deviceKey(), 1), secret(mine))));
        assertTrue(replayed.getMessage().contains("replayed"), replayed.getMessage());
        assertThrows(UnauthorizedBatchException.class,
                () -> parts.receiver().remove(signed(removal(mine.deviceKey(), 2), secret(other))));
        assertThrows(UnknownDeviceException.class,
                () -> parts.receiver().remove(signed(removal("00000000000000ff", 2), secret(mine))));
        var withSamples = assertThrows(MalformedBatchException.class, () -> parts.receiver().remove(
                signed(removal(mine.deviceKey(), 2) + sample(9, 500) + "\n", secret(mine))));
        assertTrue(withSamples.getMessage().contains("a removal holds its device line"), withSamples.getMessage());
        // a batch is no removal, nor a removal a batch
        assertThrows(MalformedBatchException.class, () -> parts.receiver().remove(
                signed(batch(mine.deviceKey(), 2, ""), secret(mine))));
        assertThrows(MalformedBatchException.class, () -> parts.receiver().receive(
                signed(removal(mine.deviceKey(), 2), secret(mine))));

        assertEquals(5, count("samples"));
        assertEquals(1, ofDevice("runs", mine));
    }

    private Registrations.Credentials register(String model) throws SQLException {
        return parts.registrations().register(model, null, Map.of("microedition.platform", "TestPhone/1.0"));
    }

    private static byte[] secret(Registrations.Credentials credentials) {
        return HexFormat.of().parseHex(credentials.secretHex());
    }

    /** The rows of {@code table} that belong to the phone. */
    private int ofDevice(String table, Registrations.Credentials phone) throws SQLException {
        try (Connection connection = dataSource().getConnection();
             PreparedStatement select = connection.prepareStatement("SELECT COUNT(*) FROM " + table
                     + " WHERE device_id = (SELECT id FROM devices WHERE device_key = ?)")) {
            select.setString(1, phone.deviceKey());
            try (ResultSet row = select.executeQuery()) {
                row.next();
                return row.getInt(1);
            }
        }
    }
}
