package pearl.sync;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import javax.microedition.io.HttpConnection;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.microemu.util.MemoryRecordStoreManager;

import pearl.bank.EmulatedPhone;
import pearl.bank.LocalBank;
import pearl.bank.Settings;
import pearl.collector.Conditions;
import pearl.collector.FailureText;
import pearl.collector.Sample;

/**
 * The sync client against a network that fails in every way a phone's can, and against receivers
 * that forget the phone or refuse it: what it says, what it keeps, what it sends again; and its
 * removal of what a server holds of the phone.
 */
class SyncClientTest {

    private static final String A = "http://a.example/pearl/receiver";
    private static final String B = "http://b.example/pearl/receiver";
    private static final long RUN = 1_700_000_000_000L;
    /** Device keys the fake receivers gave, all different, as a real server's random ones are. */
    private static int devices;

    /**
     * A receiver as docs/protocol.md describes it, over fake connections: registers phones,
     * stores samples by (device, run, seq) once, refuses an unknown device or a bad signature with
     * the refusal codes of the protocol, and, like MicroEmulator, gives no body with an error.
     */
    private static final class Receiver {
        final Map<String, String> secrets = new HashMap<>();
        final Set<String> stored = new HashSet<>();
        /** The highest counter each device signed with. */
        final Map<String, Long> counters = new HashMap<>();
        int registrations;
        boolean refuseSignatures;

        HttpConnection connection(String url) {
            ByteArrayOutputStream request = new ByteArrayOutputStream();
            String[] answer = new String[3];
            return (HttpConnection) Proxy.newProxyInstance(getClass().getClassLoader(),
                    new Class<?>[] {HttpConnection.class}, (proxy, method, args) -> {
                        switch (method.getName()) {
                            case "openOutputStream":
                                return request;
                            case "getResponseCode":
                                String[] a = answer(url, request.toString(StandardCharsets.UTF_8));
                                System.arraycopy(a, 0, answer, 0, 3);
                                return Integer.parseInt(answer[0]);
                            case "openInputStream":
                                if (!answer[0].equals("200")) {
                                    throw new IOException("no body with an error status");
                                }
                                return new ByteArrayInputStream(answer[1].getBytes(StandardCharsets.UTF_8));
                            case "getHeaderField":
                                return args[0].equals("PEARL-Refusal") ? answer[2]
                                        : args[0].equals("PEARL-Message") ? answer[1] : null;
                            default:
                                return null;
                        }
                    });
        }

        /** status, body, refusal code */
        private String[] answer(String url, String body) {
            if (url.endsWith("/register")) {
                String deviceKey = String.format("%016x", ++devices);
                String secret = "00".repeat(31) + String.format("%02x", ++registrations);
                secrets.put(deviceKey, secret);
                return new String[] {"200", "OK\t" + deviceKey + "\t" + secret, null};
            }
            String[] deviceLine = body.lines().filter(l -> l.startsWith("D\t")).findFirst().orElseThrow().split("\t");
            String device = deviceLine[1];
            boolean removal = url.endsWith("/remove");
            String refused = removal ? "removal refused, nothing removed: " : "batch refused, nothing stored: ";
            if (!secrets.containsKey(device)) {
                return new String[] {"401", refused + "unknown device " + device, "unknown-device"};
            }
            long counter = Long.parseLong(deviceLine[2]);
            if (refuseSignatures || !signedWithSecret(body, secrets.get(device))
                    || counter <= counters.getOrDefault(device, 0L)) {
                return new String[] {"401", refused + "wrong signature", "unauthorized"};
            }
            counters.put(device, counter);
            if (removal) {
                assertEquals(ProtocolWriter.REMOVAL_HEADER + "\nD\t" + device + "\t" + counter + "\n",
                        body.substring(0, body.indexOf("H\t")), "a removal holds its device line alone");
                int removed = stored.size();
                stored.removeIf(key -> key.startsWith(device + " "));
                return new String[] {"200", "OK\t" + (removed - stored.size()) + "\t3", null};
            }
            int fresh = 0;
            int old = 0;
            for (String line : body.lines().filter(l -> l.startsWith("S\t")).toList()) {
                String[] f = line.split("\t");
                if (stored.add(device + " " + f[1] + " " + f[2])) {
                    fresh++;
                } else {
                    old++;
                }
            }
            return new String[] {"200", "OK\t" + fresh + "\t" + old, null};
        }
    }

    /** Whether the body's H line is the HMAC-SHA256 of the lines above it under {@code secretHex}, by the JDK's. */
    private static boolean signedWithSecret(String body, String secretHex) {
        int at = body.lastIndexOf("H\t");
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(HexFormat.of().parseHex(secretHex), "HmacSHA256"));
            String expected = HexFormat.of().formatHex(mac.doFinal(body.substring(0, at).getBytes(StandardCharsets.UTF_8)));
            return body.substring(at + 2).trim().equals(expected);
        } catch (java.security.GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    /** The phone's network: each try to connect gets the next of these, thrown; then the receiver. */
    private final List<Throwable> failures = new ArrayList<>();
    private final Map<String, Receiver> servers = new HashMap<>();
    private final List<String> printed = new ArrayList<>();
    /** The waits between tries, in milliseconds, which the client would have slept. */
    private final List<Long> waits = new ArrayList<>();
    private LocalBank bank;
    private Settings settings;

    @BeforeEach
    void phoneWithSamples() throws Exception {
        EmulatedPhone.use(new MemoryRecordStoreManager());
        bank = LocalBank.open();
        bank.addRun(RUN, new Conditions());
        for (int seq = 0; seq < 450; seq++) {
            bank.add(new Sample[] {new Sample(RUN, seq, "AES/CBC", "encrypt", 128, 1024, 1, -1, 64, 500 + seq % 3, seq == 0)}, 1, 1, 0);
        }
        settings = Settings.load();
        servers.put(A, new Receiver());
        servers.put(B, new Receiver());
    }

    @AfterEach
    void noPhone() {
        EmulatedPhone.end();
    }

    private SyncClient client(String url) {
        return new SyncClient(url, settings, "Test phone", null) {
            @Override
            void pause(long millis) {
                waits.add(millis);
            }

            @Override
            HttpConnection open(String target) throws IOException {
                if (!failures.isEmpty()) {
                    Throwable failure = failures.remove(0);
                    if (failure instanceof IOException io) {
                        throw io;
                    }
                    if (failure instanceof RuntimeException runtime) {
                        throw runtime;
                    }
                    throw (Error) failure;
                }
                return servers.get(target.replace("/register", "/receiver").replace("/remove", "/receiver"))
                        .connection(target);
            }
        };
    }

    @Test
    void whateverTheNetworkThrowsTheSyncSaysSoInWordsKeepsEverySampleAndWorksLater() throws Exception {
        failures.addAll(List.of(new IOException(), new IOException("Connection refused"),
                new SecurityException(), new NullPointerException(), new OutOfMemoryError()));

        IOException stopped = assertThrows(IOException.class, () -> client(A).syncAll(bank));

        assertEquals("cannot reach the server at http://a.example/pearl/register: the phone ran out of memory",
                stopped.getMessage());
        assertTrue(servers.get(A).stored.isEmpty());
        assertEquals(List.of(1000L, 2000L, 4000L, 8000L), waits, "five tries, each wait twice the one before");

        failures.add(new IOException("Connection refused"));
        assertEquals(450, client(A).syncAll(bank), "later, with the network back, everything is sent");
        assertEquals(450, servers.get(A).stored.size());
        assertEquals(0, client(A).syncAll(bank), "and only once");
    }

    @Test
    void aSyncInTheMiddleOfARunTriesOnceWaitsForNothingAndKeepsEverySample() throws Exception {
        failures.add(new IOException("Connection refused"));

        IOException stopped = assertThrows(IOException.class, () -> client(A).syncAllInOneTry(bank));

        assertTrue(stopped.getMessage().startsWith("cannot reach the server at http://a.example/pearl/register: "),
                stopped.getMessage());
        assertEquals(List.of(), waits, "one try, no wait");
        assertTrue(servers.get(A).stored.isEmpty());
        assertEquals(450, client(A).syncAllInOneTry(bank), "the next sync sends every sample");
        assertEquals(450, servers.get(A).stored.size());
    }

    @Test
    void aPhoneWithoutAServerUrlIsToldToEnterOne() throws Exception {
        for (String none : new String[] {null, " "}) {
            IOException stopped = assertThrows(IOException.class, () -> client(none).syncAll(bank));

            assertEquals("no server: enter the server's URL under Settings", stopped.getMessage());
        }
        assertEquals(450, client(A).syncAll(bank), "every sample still there for the server entered later");
    }

    @Test
    void eachKindOfFailureIsNamedInWords() {
        assertEquals("an input/output error with no message", FailureText.describe(new IOException()));
        assertEquals("the phone did not permit it", FailureText.describe(new SecurityException()));
        assertEquals("an unexpected java.lang.NullPointerException",
                FailureText.describe(new NullPointerException()));
        assertEquals("Connection refused", FailureText.describe(new IOException("Connection refused")));
    }

    @Test
    void aServerThatForgotThePhoneGetsANewRegistrationAndEverySampleOnce() throws Exception {
        assertEquals(450, client(A).syncAll(bank));
        String keyAtA = settings.get(Settings.serverKey(Settings.DEVICE_KEY, A));
        servers.put(A, new Receiver());  // its database rebuilt
        bank.add(new Sample[] {new Sample(RUN, 450, "AES/CBC", "encrypt", 128, 1024, 1, -1, 64, 500, false)}, 1, 1, 0);

        assertEquals(451, client(A).syncAll(bank), "found out with the next batch, and everything sent again");

        assertEquals(451, servers.get(A).stored.size(), "every sample, once");
        assertEquals(1, servers.get(A).registrations, "registered again, once");
        assertFalse(keyAtA.equals(settings.get(Settings.serverKey(Settings.DEVICE_KEY, A))), "a new registration");
    }

    @Test
    void eachServerHasItsOwnCredentialsAndGetsEverySampleOnce() throws Exception {
        assertEquals(450, client(A).syncAll(bank));
        assertEquals(450, client(B).syncAll(bank), "a server that never saw the phone gets all it holds");
        bank.add(new Sample[] {new Sample(RUN, 450, "AES/CBC", "encrypt", 128, 1024, 1, -1, 64, 500, false)}, 1, 1, 0);

        assertEquals(1, client(A).syncAll(bank), "back at A: its own credentials, and only what A lacks");

        assertEquals(1, servers.get(A).registrations);
        assertEquals(451, servers.get(A).stored.size());
        assertEquals(450, servers.get(B).stored.size());
    }

    @Test
    void aBadSignatureStopsTheSyncWithoutANewIdentity() throws Exception {
        assertEquals(450, client(A).syncAll(bank));
        bank.add(new Sample[] {new Sample(RUN, 450, "AES/CBC", "encrypt", 128, 1024, 1, -1, 64, 500, false)}, 1, 1, 0);
        servers.get(A).refuseSignatures = true;

        IOException refused = assertThrows(IOException.class, () -> client(A).syncAll(bank));

        assertEquals("the server answered 401: batch refused, nothing stored: wrong signature", refused.getMessage());
        assertEquals(1, servers.get(A).registrations, "no new registration");
        servers.get(A).refuseSignatures = false;
        assertEquals(1, client(A).syncAll(bank), "the sample is still there to send");
    }

    @Test
    void credentialsOfAnEarlierMidletAreKeptForTheServerItSyncsTo() throws Exception {
        assertEquals(450, client(A).syncAll(bank));
        for (String key : new String[] {Settings.DEVICE_KEY, Settings.DEVICE_SECRET, Settings.BATCH_COUNTER}) {
            settings.put(key, settings.get(Settings.serverKey(key, A)));
            settings.put(Settings.serverKey(key, A), null);
        }
        settings.put(Settings.serverKey(Settings.SYNCED_THROUGH, A), null);

        assertEquals(450, client(A).syncAll(bank), "everything sent again, under the same device");

        assertEquals(1, servers.get(A).registrations);
        assertEquals(450, servers.get(A).stored.size(), "nothing doubled");
    }

    @Test
    void theOwnerRemovesWhatTheServerHoldsOfThePhoneAndLaterSyncsSendOnlyNewerSamples() throws Exception {
        assertEquals("The server holds nothing of this phone.", client(A).removeAll(), "it never synced there");
        assertEquals(450, client(A).syncAll(bank));

        assertEquals("The server removed 450 samples and 3 results of this phone.", client(A).removeAll());

        assertTrue(servers.get(A).stored.isEmpty());
        bank.add(new Sample[] {new Sample(RUN, 450, "AES/CBC", "encrypt", 128, 1024, 1, -1, 64, 500, false)}, 1, 1, 0);
        assertEquals(1, client(A).syncAll(bank), "the phone keeps its samples marked synced: only the newer one goes");
        assertEquals(1, servers.get(A).registrations, "under the same registration");

        servers.put(A, new Receiver());  // its database rebuilt
        assertEquals("The server holds nothing of this phone.", client(A).removeAll());
        assertEquals(0, servers.get(A).registrations, "a removal registers nowhere");
    }

    @Test
    void aRefusedOrUnreachableRemovalSaysSoInWords() throws Exception {
        assertEquals(450, client(A).syncAll(bank));
        servers.get(A).refuseSignatures = true;

        IOException refused = assertThrows(IOException.class, () -> client(A).removeAll());

        assertEquals("the server answered 401: removal refused, nothing removed: wrong signature", refused.getMessage());
        servers.get(A).refuseSignatures = false;
        failures.addAll(List.of(new IOException(), new IOException(), new IOException(), new IOException(),
                new IOException("Connection refused")));
        IOException unreachable = assertThrows(IOException.class, () -> client(A).removeAll());
        assertEquals("cannot reach the server at http://a.example/pearl/remove: Connection refused",
                unreachable.getMessage());
        assertEquals(450, servers.get(A).stored.size(), "nothing removed");
        assertThrows(IOException.class, () -> client(null).removeAll(), "no server to remove from");
    }
}
