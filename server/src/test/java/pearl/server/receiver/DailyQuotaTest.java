package pearl.server.receiver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pearl.server.receiver.Bodies.batch;
import static pearl.server.receiver.Bodies.sample;
import static pearl.server.receiver.Bodies.signed;

import java.sql.Connection;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import pearl.server.bank.Database;
import pearl.server.bank.Registrations;
import pearl.server.service.Parts;

/**
 * A device's daily quota of samples, on the embedded database with a quota of 5: a batch that
 * would pass it is refused whole, with the wait until the next UTC day, and stores nothing;
 * resent samples do not count; another device has its own quota.
 */
class DailyQuotaTest {

    @Test
    void aBatchPastItsDevicesQuotaIsRefusedWholeUntilTheNextUtcDay() throws Exception {
        Database database = Database.open("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        Parts parts = Parts.over(database, 5);
        Registrations.Credentials phone = parts.registrations().register("Phone", null, Map.of());
        byte[] secret = HexFormat.of().parseHex(phone.secretHex());

        assertEquals("OK\t3\t0", parts.receiver().receive(signed(batch(phone.deviceKey(), 1, "",
                sample(1, 500), sample(2, 510), sample(3, 500)), secret)).toWire());
        assertEquals("OK\t0\t3", parts.receiver().receive(signed(batch(phone.deviceKey(), 2, "",
                sample(1, 500), sample(2, 510), sample(3, 500)), secret)).toWire(), "resent samples count once");

        TooManyRequestsException refused = assertThrows(TooManyRequestsException.class, () -> parts.receiver()
                .receive(signed(batch(phone.deviceKey(), 3, "", sample(4, 500), sample(5, 500), sample(6, 500)), secret)));
        assertTrue(refused.getMessage().startsWith("over this device's daily quota of 5 samples (3 stored today, 3 new"
                + " in this batch): nothing stored, the phone keeps its samples; sync again in "), refused.getMessage());
        assertTrue(refused.retryAfter().compareTo(Duration.ZERO) > 0
                && refused.retryAfter().compareTo(Duration.ofDays(1)) <= 0, refused.retryAfter().toString());
        assertEquals(3, samples(database), "nothing of the refused batch was stored");

        assertEquals("OK\t2\t0", parts.receiver().receive(signed(batch(phone.deviceKey(), 4, "",
                sample(4, 500), sample(5, 500)), secret)).toWire(), "up to the quota, and its counter not spent");

        Registrations.Credentials other = parts.registrations().register("Other phone", null, Map.of());
        assertEquals("OK\t3\t0", parts.receiver().receive(signed(batch(other.deviceKey(), 1, "",
                sample(1, 500), sample(2, 510), sample(3, 500)), HexFormat.of().parseHex(other.secretHex()))).toWire());
    }

    private static long samples(Database database) throws Exception {
        try (Connection connection = database.dataSource().getConnection();
             ResultSet row = connection.createStatement().executeQuery("SELECT COUNT(*) FROM samples")) {
            row.next();
            return row.getLong(1);
        }
    }
}
