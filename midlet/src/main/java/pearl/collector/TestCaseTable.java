package pearl.collector;

import pearl.testcase.Catalogue;
import pearl.testcase.TestCase;

/**
 * A suite's test cases: catalogues one after the other, in the order they run. Nothing is built
 * until the collector asks for an entry ({@link #create}).
 */
public final class TestCaseTable implements Catalogue {

    private final Catalogue[] parts;

    public TestCaseTable(Catalogue[] parts) {
        this.parts = parts;
    }

    /** Every test case of this JAR: its {@link Rows}. */
    public static TestCaseTable full() {
        return new TestCaseTable(Rows.all());
    }

    /**
     * The catalogues this one runs one after the other. The build reads the rows from them
     * (pearl.build.CatalogueReader); nothing on the phone calls it, so ProGuard leaves it out.
     */
    public Catalogue[] parts() {
        return parts;
    }

    public int size() {
        int size = 0;
        for (int p = 0; p < parts.length; p++) {
            size += parts[p].size();
        }
        return size;
    }

    public String algorithm(int i) {
        int p = part(i);
        return parts[p].algorithm(i - start(p));
    }

    public String operation(int i) {
        int p = part(i);
        return parts[p].operation(i - start(p));
    }

    public String kind(int i) {
        int p = part(i);
        return parts[p].kind(i - start(p));
    }

    public boolean pearlTable(int i) {
        int p = part(i);
        return parts[p].pearlTable(i - start(p));
    }

    public int keyBits(int i) {
        int p = part(i);
        return parts[p].keyBits(i - start(p));
    }

    public boolean hasInit(int i) {
        int p = part(i);
        return parts[p].hasInit(i - start(p));
    }

    public int fixedSize(int i) {
        int p = part(i);
        return parts[p].fixedSize(i - start(p));
    }

    public int cost(int i, boolean init) {
        int p = part(i);
        return parts[p].cost(i - start(p), init);
    }

    public TestCase create(int i) {
        int p = part(i);
        return parts[p].create(i - start(p));
    }

    /** The part holding entry {@code i}. */
    private int part(int i) {
        int end = 0;
        for (int p = 0; p < parts.length; p++) {
            end += parts[p].size();
            if (i < end) {
                return p;
            }
        }
        throw new IllegalArgumentException("no such entry");
    }

    /** The index of part {@code p}'s first entry. */
    private int start(int p) {
        int start = 0;
        for (int q = 0; q < p; q++) {
            start += parts[q].size();
        }
        return start;
    }
}
