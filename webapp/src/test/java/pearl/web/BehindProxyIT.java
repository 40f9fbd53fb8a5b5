package pearl.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;

import pearl.server.receiver.RegistrationLimits;
import pearl.sync.ProtocolWriter;
import pearl.testing.FromAddress;
import pearl.testing.PearlServer;
import pearl.testing.TestDatabase;

/**
 * The server behind a TLS reverse proxy ({@code --proxy}, docs/admin.md): from the proxy's
 * address it takes the client's address from X-Forwarded-For and its scheme from
 * X-Forwarded-Proto, so that the limits count each client and the admin's cookie is Secure; from
 * any other address those headers change nothing.
 */
class BehindProxyIT {

    private static final String PROXY = "127.0.0.1";
    private static final byte[] REGISTRATION = ProtocolWriter.registration("Phone", null);

    @Test
    void theProxysForwardedClientIsTheClientAndNobodyElseCanChooseOne() throws Exception {
        System.setProperty("pearl.admin.password", "behind-proxy-it");
        try (TestDatabase database = TestDatabase.h2(); PearlServer server = PearlServer.startBehindProxy(database.url(),
                PROXY)) {
            for (int i = 0; i < RegistrationLimits.PER_ADDRESS; i++) {
                assertEquals(200, register(server, PROXY, "203.0.113.7").status());
            }
            assertEquals(429, register(server, PROXY, "203.0.113.7").status(), "the forwarded client is counted");
            assertEquals(200, register(server, PROXY, "203.0.113.8").status(), "another client behind the proxy is not");

            for (int i = 0; i < RegistrationLimits.PER_ADDRESS; i++) {
                assertEquals(200, register(server, "127.0.0.2", "198.51.100." + i).status());
            }
            assertEquals(429, register(server, "127.0.0.2", "198.51.100.200").status(),
                    "a client that is not the proxy is counted by its own address, whatever header it sends");

            FromAddress.Answer secure = FromAddress.post(server, PROXY, "/admin/login", "application/x-www-form-urlencoded",
                    "password=behind-proxy-it".getBytes(), Map.of("X-Forwarded-For", "203.0.113.9",
                            "X-Forwarded-Proto", "https"));
            assertEquals(302, secure.status(), secure.body());
            assertTrue(secure.header("Set-Cookie").contains("Secure"), "over TLS, the session cookie is Secure: "
                    + secure.headers());
            FromAddress.Answer plain = FromAddress.login(server, PROXY, "behind-proxy-it");
            assertFalse(plain.header("Set-Cookie").contains("Secure"), "a plain request's cookie is not: " + plain.headers());
        } finally {
            System.clearProperty("pearl.admin.password");
        }
    }

    private static FromAddress.Answer register(PearlServer server, String from, String forwardedFor) throws Exception {
        return FromAddress.post(server, from, "/register", "text/plain", REGISTRATION,
                Map.of("X-Forwarded-For", forwardedFor));
    }
}
