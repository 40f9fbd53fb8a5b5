package pearl.collector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

import org.junit.jupiter.api.Test;

import pearl.publickey.PublicKeyCatalogue;
import pearl.testcase.Catalogue;
import pearl.testcase.Inputs;

/** The plan's estimate: what the probe measures, and how the estimate prices a plan from it. */
class EstimateTest {

    private static final Catalogue SYMMETRIC_AND_HASHES =
            new TestCaseTable(new Catalogue[] {BlockCiphers.rows(), StreamCiphers.rows(), Hashes.rows()});

    @Test
    void theProbeTimesThePlansCipherAndHashAndTheSuitesPublicKeyOperation() {
        Pace quick = Pace.probe(Plan.quick(), TestCaseTable.full());
        assertTrue(quick.tick >= 1);
        for (int submodule = 0; submodule < 3; submodule++) {
            assertTrue(quick.nanos[submodule] > 0, Plan.SUBMODULES[submodule]);
        }
        Plan hashesOnly = new Plan(new Plan.Part[] {null, new Plan.Part(1024, 1024, 10, "SHA-1"), null}, Inputs.RANDOM);
        Pace hashes = Pace.probe(hashesOnly, TestCaseTable.full());
        assertEquals(0, hashes.nanos[Plan.SYMMETRIC], "no cipher planned, none probed");
        assertTrue(hashes.nanos[Plan.HASH] > 0);
        assertEquals(0, Pace.probe(Plan.quick(), SYMMETRIC_AND_HASHES).nanos[Plan.ASYMMETRIC],
                "a suite without public-key test cases has none to probe");
    }

    @Test
    void theClockTickPricesAPlanWhoseCallsAreShorterThanItsSamples() {
        Plan symmetric = new Plan(new Plan.Part[] {new Plan.Part(1024, 1024, 10, "AES/CBC,RC4"), null, null}, Inputs.RANDOM);
        int[] fast = {1000, 1000, 0};
        long oneMs = Estimate.millis(symmetric, SYMMETRIC_AND_HASHES, new Pace(1, fast));
        long tenMs = Estimate.millis(symmetric, SYMMETRIC_AND_HASHES, new Pace(10, fast));
        // every sample spans 50 ticks, and the measurement's storing besides
        assertTrue(tenMs > 5 * oneMs && tenMs < 10 * oneMs, oneMs + " ms against " + tenMs + " ms");
    }

    @Test
    void callsLongerThanASamplePriceAPlanByTheProbedPace() {
        Catalogue publicKey = new TestCaseTable(PublicKeyCatalogue.rows());
        Plan rsa = new Plan(new Plan.Part[] {null, null, new Plan.Part(1024, 1024, 10, "RSA-1024/e65537")}, Inputs.RANDOM);
        long slow = Estimate.millis(rsa, publicKey, new Pace(1, new int[] {0, 0, 100_000_000}));
        long slower = Estimate.millis(rsa, publicKey, new Pace(1, new int[] {0, 0, 200_000_000}));
        // RSA-1024's key generations: seconds each at 0.1 s an exponentiation, all of them longer than a sample
        assertTrue(slow > 60_000, Estimate.format(slow));
        assertTrue(slower > 195 * slow / 100 && slower <= 2 * slow, slow + " ms against " + slower + " ms");
    }

    @Test
    void theRunsStateKeepsThePaceForALaterLifesEstimate() throws IOException {
        Pace probed = Pace.probe(Plan.quick(), TestCaseTable.full());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        probed.write(new DataOutputStream(bytes));
        Pace read = Pace.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())));
        assertEquals(Estimate.millis(Plan.quick(), TestCaseTable.full(), probed),
                Estimate.millis(Plan.quick(), TestCaseTable.full(), read));
        assertTrue(bytes.size() <= 16, bytes.size() + " bytes of the state");
    }
}
