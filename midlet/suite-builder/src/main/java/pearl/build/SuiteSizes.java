package pearl.build;

import java.util.ArrayList;
import java.util.List;

/** What a suite of some rows takes in bytes, as the packing weighs it ({@link SizeEstimate}). */
interface SuiteSizes {

    /** A suite of {@code rows}. */
    long bytes(List<CatalogueRow> rows);

    /** A suite of {@code rows} with {@code row} too. */
    default long bytesWith(List<CatalogueRow> rows, CatalogueRow row) {
        List<CatalogueRow> more = new ArrayList<>(rows);
        more.add(row);
        return bytes(more);
    }

    /** What {@code row} adds to a suite of {@code rows}. */
    default long added(List<CatalogueRow> rows, CatalogueRow row) {
        return bytesWith(rows, row) - bytes(rows);
    }

    /** What a suite of {@code rows} saves without {@code row}. */
    default long saved(List<CatalogueRow> rows, CatalogueRow row) {
        List<CatalogueRow> others = new ArrayList<>(rows);
        others.remove(row);
        return bytes(rows) - bytes(others);
    }
}
