package pearl.server.model;

/** What the receiver answers for a batch: samples stored now, and samples it already had. */
public record Receipt(int stored, int duplicates) {

    /** The sync format's answer line, {@code OK<TAB>stored<TAB>duplicates}. */
    public String toWire() {
        return "OK\t" + stored + "\t" + duplicates;
    }
}
