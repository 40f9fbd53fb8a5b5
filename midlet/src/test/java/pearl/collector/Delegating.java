package pearl.collector;

import pearl.testcase.Catalogue;

/**
 * A catalogue described by another, entry for entry, whose subclass decides how a test case is
 * built: counted, kept for a heap walk, built afresh.
 */
abstract class Delegating implements Catalogue {

    private final Catalogue described;

    Delegating(Catalogue described) {
        this.described = described;
    }

    public int size() {
        return described.size();
    }

    public String algorithm(int i) {
        return described.algorithm(i);
    }

    public String operation(int i) {
        return described.operation(i);
    }

    public String kind(int i) {
        return described.kind(i);
    }

    public boolean pearlTable(int i) {
        return described.pearlTable(i);
    }

    public int keyBits(int i) {
        return described.keyBits(i);
    }

    public boolean hasInit(int i) {
        return described.hasInit(i);
    }

    public int fixedSize(int i) {
        return described.fixedSize(i);
    }

    public int cost(int i, boolean init) {
        return described.cost(i, init);
    }
}
