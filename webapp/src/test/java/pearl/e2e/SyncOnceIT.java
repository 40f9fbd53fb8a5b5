package pearl.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import pearl.testing.PearlServer;
import pearl.testing.TestDatabase;

/**
 * The receiver's promise to a phone that resends because it never heard the answer: a batch
 * stored twice is stored once; and a body it cannot read gets a plain 400 and stores nothing.
 */
class SyncOnceIT {

    private static final String BATCH = """
            PEARL-SAMPLES 1
            D\t0123456789abcdef\tTest phone
            R\t1700000000000\tformat=1\tmicroedition.platform=TestPhone/1.0\tmidlet.version=0.1.0\tbc.version=1.53\ttimer.resolution=10
            S\t1700000000000\t0\tAES/ECB\tencrypt\t128\t1024\t1\t0\t1\t10\t1
            S\t1700000000000\t1\tAES/ECB\tencrypt\t128\t1024\t64\t10\t32\t500\t0
            S\t1700000000000\t2\tAES/ECB\tencrypt\t128\t1024\t64\t20\t32\t510\t0
            """;

    @Test
    void aResentBatchIsStoredOnceAndAMalformedOneNotAtAll() throws Exception {
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url())) {
            var first = server.post("/receiver", BATCH);
            assertEquals(200, first.statusCode(), first.body());
            assertEquals("OK\t3\t0", first.body().trim());

            var again = server.post("/receiver", BATCH);
            assertEquals(200, again.statusCode(), again.body());
            assertEquals("OK\t0\t3", again.body().trim(), "the second time every sample is a duplicate");
            assertEquals(3, sampleRows(server));

            String newSampleThenTruncated = BATCH
                    + "S\t1700000000000\t3\tAES/ECB\tencrypt\t128\t1024\t64\t10\t32\t505\t0\n"
                    + "S\t1700000000000\t4\tAES/ECB\tencrypt\t128\t10\n";
            var refused = server.post("/receiver", newSampleThenTruncated);
            assertEquals(400, refused.statusCode());
            assertTrue(refused.headers().firstValue("Content-Type").orElse("").startsWith("text/plain"));
            assertTrue(refused.body().startsWith("malformed batch, nothing stored: line "), refused.body());
            assertEquals(3, sampleRows(server), "nothing of a refused batch is stored");
        }
    }

    private static int sampleRows(PearlServer server) throws Exception {
        return (int) server.get("/api/samples").body().lines().count() - 1;
    }
}
