package pearl.collector;

import pearl.publickey.PublicKeyTestCases;

/**
 * SCAsymmetric's test cases: PEARL's RSA and ElGamal over the plan's input sizes, then the
 * public-key suite of the literature and multiple-precision arithmetic (docs/public-key.md).
 * Bouncy Castle's public-key classes run on pearl.math, which the build relocates them to.
 */
public final class PublicKeySuite {

    private PublicKeySuite() {
    }

    static TestCase[] all() {
        return PublicKeyTestCases.all();
    }

    /**
     * A floor for how long the plan's public-key test cases take, in ms, from the time of one
     * 1024-bit RSA private-key operation on this device ({@code privateOpMs}, measured by the
     * caller): what a plan screen shows before a user starts, since PEARL's RSA full plan runs
     * for days on a Palm-class phone. See {@link PublicKeyTestCases#estimatedPrivateOps}.
     */
    public static long estimateMillis(Plan plan, int privateOpMs) {
        return PublicKeyTestCases.estimatedPrivateOps(plan) * privateOpMs;
    }
}
