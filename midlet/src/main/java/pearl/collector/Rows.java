package pearl.collector;

import pearl.publickey.PublicKeyCatalogue;
import pearl.testcase.Catalogue;

/**
 * The rows of the full suite: SCSymmetric's block and stream ciphers (PEARL's first), SCHash's
 * hashes and MACs, then the public-key test cases (docs/public-key.md). A smaller suite's JAR
 * carries its own list in place of this class, written by the build (pearl.build.Suites), so that
 * it holds only the engines of its rows.
 */
final class Rows {

    private Rows() {
    }

    static Catalogue[] all() {
        return new Catalogue[] {BlockCiphers.rows(), StreamCiphers.rows(), Hashes.rows(), new TestCaseTable(PublicKeyCatalogue.rows())};
    }
}
