package pearl.collector;

import pearl.publickey.PublicKeyTestCases;

/**
 * SCAsymmetric's test cases: PEARL's RSA and ElGamal over the plan's input sizes, then the
 * public-key suite of the literature and multiple-precision arithmetic (docs/public-key.md).
 * Bouncy Castle's public-key classes run on pearl.math, which the build relocates them to. How
 * long they take is {@link Estimate}'s: a plan screen shows it before the user starts.
 */
final class PublicKeySuite {

    private PublicKeySuite() {
    }

    static TestCase[] all() {
        return PublicKeyTestCases.all();
    }
}
