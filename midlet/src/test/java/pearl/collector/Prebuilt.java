package pearl.collector;

import pearl.testcase.Catalogue;
import pearl.testcase.TestCase;

/** A catalogue of test cases built beforehand: for tests that hand the collector their own. */
public final class Prebuilt implements Catalogue {

    private final TestCase[] testCases;

    public Prebuilt(TestCase... testCases) {
        this.testCases = testCases;
    }

    public int size() {
        return testCases.length;
    }

    public String algorithm(int i) {
        return testCases[i].algorithm();
    }

    public String operation(int i) {
        return testCases[i].operation();
    }

    /** Only the build asks a row what it is; a test's own test cases are no row. */
    public String kind(int i) {
        throw new UnsupportedOperationException("a prebuilt test case has no kind");
    }

    /** Only the build asks whether a row is PEARL's; a test's own test cases are no row. */
    public boolean pearlTable(int i) {
        throw new UnsupportedOperationException("a prebuilt test case is in no table");
    }

    public int keyBits(int i) {
        return testCases[i].keyBits();
    }

    public boolean hasInit(int i) {
        return testCases[i].hasInit();
    }

    public int fixedSize(int i) {
        return testCases[i].fixedSize();
    }

    /** A test's own test cases are priced by their bytes. */
    public int cost(int i, boolean init) {
        return 0;
    }

    public TestCase create(int i) {
        return testCases[i];
    }
}
