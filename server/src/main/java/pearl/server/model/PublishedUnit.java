package pearl.server.model;

/**
 * What a figure of the literature is (reference_figures, sql/V2__reference_figures.sql): a
 * throughput, a time per operation, a linear model's slope, or a place in a published ranking.
 * Apart from {@link Unit}, which is what PEARL's own results are: the papers publish ranks and
 * slopes that no measurement of PEARL gives.
 */
public enum PublishedUnit implements Labelled {
    BYTES_PER_SECOND("bytes/s"), MS("ms"), MS_PER_KB("ms/KB"),
    /** 1 = the lowest throughput at the size the paper ranked at. */
    RANK("rank");

    private final String label;

    PublishedUnit(String label) {
        this.label = label;
    }

    /** The name the table stores and the pages show. */
    @Override
    public String label() {
        return label;
    }

    public static PublishedUnit of(String label) {
        return Labelled.of(PublishedUnit.class, label);
    }
}
