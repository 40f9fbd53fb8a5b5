package pearl.build;

import java.nio.file.Path;
import java.util.List;

/**
 * A suite built: its name, rows, JAR, ProGuard mapping, and the JAR's size at ProGuard's deflate
 * (as Repack writes it) and, once Zopfli has recompressed it, after (else 0).
 */
record BuiltSuite(String name, List<CatalogueRow> rows, Path jar, Path mapping, long plain, long recompressed) {

    /** The JAR's size now. */
    long bytes() {
        return recompressed > 0 ? recompressed : plain;
    }

    /** Whether it measures elliptic curves. */
    boolean ellipticCurve() {
        return rows.stream().anyMatch(CatalogueRow::ellipticCurve);
    }
}
