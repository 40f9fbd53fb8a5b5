package pearl.server.receiver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pearl.server.receiver.Bodies.batch;
import static pearl.server.receiver.Bodies.sample;
import static pearl.server.receiver.Bodies.signed;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import pearl.server.bank.Registrations;
import pearl.server.model.Receipt;
import pearl.server.model.Result;
import pearl.server.web.OnEmbeddedDatabase;

/**
 * One phone, many suites (docs/protocol.md, "Enrolment"), on the embedded database: suites
 * registering with the code of one /install visit each get credentials of their own and land
 * under one device; an unknown or misspelled code stores nothing; phones without a code register
 * as before; a code no suite registered with within 30 days expires.
 */
class EnrolmentTest extends OnEmbeddedDatabase {

    private static final Map<String, String> PROPERTIES = Map.of("microedition.platform", "TestPhone/1.0",
            "microedition.configuration", "CLDC-1.0", "microedition.profiles", "MIDP-1.0");

    @Test
    void codesAreShortReadableAndNeverTheSame() throws Exception {
        Set<String> codes = new HashSet<>();
        for (int i = 0; i < 200; i++) {
            String code = parts.enrolments().create();
            assertTrue(code.matches("[0-9A-HJKMNP-TV-Z]{10}"), code);
            assertTrue(parts.enrolments().exists(code));
            codes.add(code);
        }
        assertEquals(200, codes.size());
        assertFalse(parts.enrolments().exists("0000000000"));
    }

    @Test
    void theSuitesOfOneVisitLandUnderOneDeviceEachWithItsOwnCredentials() throws Exception {
        String code = parts.enrolments().create();
        Registrations.Credentials first = suite(code);
        Registrations.Credentials second = suite(code);
        Registrations.Credentials alone = parts.registrations().register("Other phone", null, PROPERTIES);
        assertNotEquals(first.deviceKey(), second.deviceKey());
        assertNotEquals(first.secretHex(), second.secretHex());

        // each suite counts its own batches: both start at 1
        assertEquals("OK\t2\t0", receive(first, 1, 1700000000000L).toWire());
        assertEquals("OK\t2\t0", receive(second, 1, 1700000000500L).toWire());
        assertEquals("OK\t2\t0", receive(alone, 1, 1700000000000L).toWire());

        assertEquals(Map.of("Nokia 6600", 2L, "Other phone", 1L), runsByDevice());
        assertEquals(2, count("devices"));

        parts.analyzer().analyzePending();
        assertEquals(Set.of("Nokia 6600", "Other phone"), parts.results().all().stream()
                .map(Result::device).collect(Collectors.toSet()));
    }

    @Test
    void aFurtherSuitesCounterRefusesAReplayAndItsSignatureIsItsOwn() throws Exception {
        String code = parts.enrolments().create();
        Registrations.Credentials first = suite(code);
        Registrations.Credentials second = suite(code);
        receive(first, 5, 1700000000000L);

        byte[] body = body(second, 3, 1700000000500L);
        assertEquals("OK\t2\t0", parts.receiver().receive(body).toWire());
        var replay = assertThrows(UnauthorizedBatchException.class, () -> parts.receiver().receive(body));
        assertTrue(replay.getMessage().contains("replayed"), replay.getMessage());
        byte[] signedWithTheFirst = signed(text(second, 4, 1700000000500L), secret(first));
        assertThrows(UnauthorizedBatchException.class, () -> parts.receiver().receive(signedWithTheFirst));
        assertEquals(4, count("samples"));
    }

    @Test
    void anUnknownCodeStoresNothing() throws Exception {
        assertTrue(parts.registrations().register("Nokia 6600", null, PROPERTIES, "0000000000").isEmpty());
        assertEquals(0, count("devices"));
        assertEquals(0, count("suite_keys"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "ABC", "0123456789A", "01234567IL", "01234567<b", "012345678 9"})
    void aMisspelledCodeIsMalformed(String code) {
        byte[] body = ("PEARL-REGISTER 2\nmodel\tNokia 6600\nenrolment\t" + code + "\n").getBytes(StandardCharsets.UTF_8);
        assertThrows(MalformedBatchException.class, () -> Registration.parse(body));
    }

    @Test
    void aRegistrationReadsItsCodeAndOneWithoutItHasNone() throws Exception {
        Registration enrolled = Registration.parse(("PEARL-REGISTER 2\nmodel\tNokia 6600\nenrolment\t0123456789\n"
                + "microedition.platform\tNokia6600/4.09.1\n").getBytes(StandardCharsets.UTF_8));
        assertEquals("0123456789", enrolled.enrolment());
        assertEquals("Nokia6600/4.09.1", enrolled.property("microedition.platform"));
        assertEquals(null, Registration.parse("PEARL-REGISTER 2\nmodel\tNokia 6600\n".getBytes(StandardCharsets.UTF_8))
                .enrolment());
    }

    @Test
    void aMergedDeviceTakesItsFurtherSuitesAndItsCodeAlong() throws Exception {
        String code = parts.enrolments().create();
        Registrations.Credentials first = suite(code);
        Registrations.Credentials second = suite(code);
        Registrations.Credentials into = parts.registrations().register("Nokia 6600 (again)", null, PROPERTIES);
        receive(second, 1, 1700000000500L);

        parts.devices().merge(deviceIdOf(first), deviceIdOf(into));

        receive(second, 2, 1700000000600L);
        Registrations.Credentials third = suite(code);
        receive(third, 1, 1700000000700L);
        assertEquals(Map.of("Nokia 6600 (again)", 3L), runsByDevice());
    }

    @Test
    void aCodeNoSuiteRegisteredWithWithinThirtyDaysExpiresAndOneInUseStays() throws Exception {
        String used = parts.enrolments().create();
        Registrations.Credentials first = suite(used);
        String unused = parts.enrolments().create();
        String recent = parts.enrolments().create();
        madeDaysAgo(used, 31);
        madeDaysAgo(unused, 31);
        madeDaysAgo(recent, 29);

        // refused as a code this server never made, and nothing stored
        assertFalse(parts.enrolments().exists(unused));
        assertTrue(parts.registrations().register("Nokia 6600", null, PROPERTIES, unused).isEmpty());
        assertEquals(1, count("devices"));
        assertEquals(0, count("suite_keys"));

        assertTrue(parts.enrolments().exists(recent));
        assertTrue(parts.enrolments().exists(used));
        Registrations.Credentials second = suite(used);
        assertEquals(deviceIdOf(first), deviceIdOf(second), "a phone's later suite still joins its device");

        // the next visit deletes the expired code, and only it
        String next = parts.enrolments().create();
        assertEquals(3, count("enrolments"));
        assertTrue(parts.enrolments().exists(next));
    }

    /** Backdates a code's visit. */
    private void madeDaysAgo(String code, int days) throws SQLException {
        try (Connection connection = dataSource().getConnection();
             PreparedStatement update = connection.prepareStatement("UPDATE enrolments SET created_at = ? WHERE code = ?")) {
            update.setTimestamp(1, Timestamp.from(Instant.now().minus(Duration.ofDays(days))));
            update.setString(2, code);
            assertEquals(1, update.executeUpdate());
        }
    }

    /** A suite of the Nokia 6600 installed from the visit that made {@code code}, registered. */
    private Registrations.Credentials suite(String code) throws SQLException {
        return parts.registrations().register("Nokia 6600", null, PROPERTIES, code).orElseThrow();
    }

    private Receipt receive(Registrations.Credentials suite, long counter, long run) throws Exception {
        return parts.receiver().receive(body(suite, counter, run));
    }

    private static byte[] body(Registrations.Credentials suite, long counter, long run) {
        return signed(text(suite, counter, run), secret(suite));
    }

    /** Two samples of run {@code run}: suites on one phone start their runs at different times. */
    private static String text(Registrations.Credentials suite, long counter, long run) {
        return batch(suite.deviceKey(), counter, "", sample(1, 500), sample(2, 510))
                .replace("1700000000000", String.valueOf(run));
    }

    private static byte[] secret(Registrations.Credentials suite) {
        return HexFormat.of().parseHex(suite.secretHex());
    }

    private long deviceIdOf(Registrations.Credentials credentials) throws SQLException {
        return parts.registrations().find(credentials.deviceKey()).orElseThrow().deviceId();
    }

    private Map<String, Long> runsByDevice() throws SQLException {
        try (Connection connection = dataSource().getConnection();
             ResultSet row = connection.createStatement().executeQuery(
                     "SELECT d.name, COUNT(*) FROM runs r JOIN devices d ON d.id = r.device_id GROUP BY d.name")) {
            Map<String, Long> runs = new HashMap<>();
            while (row.next()) {
                runs.put(row.getString(1), row.getLong(2));
            }
            return runs;
        }
    }
}
