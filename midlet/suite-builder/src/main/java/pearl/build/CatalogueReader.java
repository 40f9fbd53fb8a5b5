package pearl.build;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads the full suite's rows from the MIDlet's compiled classes through the collector's public
 * API: {@code pearl.collector.TestCaseTable.full()}, each nested table opened through its {@code parts()},
 * each leaf a row, described by {@code pearl.testcase.Catalogue}'s methods. The classes are loaded
 * apart, on a class path of their own (the MIDlet's classes, the relocated Bouncy Castle, the
 * MIDP API), since the build cannot depend on the code it builds.
 */
final class CatalogueReader {

    private static final String TABLE = "pearl.collector.TestCaseTable";
    private static final String CATALOGUE = "pearl.testcase.Catalogue";
    private static final String BLOCK_CIPHER_ROW = "pearl.collector.BlockCipherRow";
    private static final String OPERATION = "pearl.testcase.Operation";

    private CatalogueReader() {
    }

    /** The rows, in the order the full suite runs them. */
    static List<CatalogueRow> rows(List<Path> classPath) throws Exception {
        return read(classPath, (catalogue, leaves) -> {
            Method size = catalogue.getMethod("size");
            Method algorithm = catalogue.getMethod("algorithm", int.class);
            Method operation = catalogue.getMethod("operation", int.class);
            Method pearlTable = catalogue.getMethod("pearlTable", int.class);
            List<CatalogueRow> rows = new ArrayList<>();
            Set<String> classes = new HashSet<>();
            for (Object leaf : leaves) {
                String className = leaf.getClass().getName();
                if (!classes.add(className)) {
                    throw new IllegalStateException("two rows of one class, " + className + ": a suite could not hold one alone");
                }
                leaf.getClass().getDeclaredConstructor();  // the suite's own Rows calls it (SuiteInput)
                List<String> algorithms = new ArrayList<>();
                List<String> testCases = new ArrayList<>();
                for (int i = 0; i < (Integer) size.invoke(leaf); i++) {
                    String name = (String) algorithm.invoke(leaf, i);
                    if (!algorithms.contains(name)) {
                        algorithms.add(name);
                    }
                    testCases.add(name + " " + operation.invoke(leaf, i));
                }
                boolean blockCipher = leaf.getClass().getSuperclass().getName().equals(BLOCK_CIPHER_ROW);
                // a row is in PEARL's table whole, as its class says it (pearl.collector.SymmetricRow)
                boolean inPearlTable = (Boolean) pearlTable.invoke(leaf, 0);
                rows.add(new CatalogueRow(rows.size(), className, blockCipher, inPearlTable, algorithms, testCases));
            }
            return rows;
        });
    }

    /**
     * Every test case of the full suite as the server knows it, in the order the suite runs them:
     * each row's own answers ({@code kind}, {@code keyBits}, {@code pearlTable}) and the unit that
     * {@code pearl.testcase.Operation.perByte} gives its operation.
     */
    static List<CatalogueLine> testCases(List<Path> classPath) throws Exception {
        return read(classPath, (catalogue, leaves) -> {
            Method perByte = catalogue.getClassLoader().loadClass(OPERATION).getMethod("perByte", String.class);
            Method size = catalogue.getMethod("size");
            Method algorithm = catalogue.getMethod("algorithm", int.class);
            Method operation = catalogue.getMethod("operation", int.class);
            Method kind = catalogue.getMethod("kind", int.class);
            Method keyBits = catalogue.getMethod("keyBits", int.class);
            Method pearlTable = catalogue.getMethod("pearlTable", int.class);
            List<CatalogueLine> testCases = new ArrayList<>();
            for (Object leaf : leaves) {
                for (int i = 0; i < (Integer) size.invoke(leaf); i++) {
                    String op = (String) operation.invoke(leaf, i);
                    testCases.add(new CatalogueLine((String) algorithm.invoke(leaf, i), op, (String) kind.invoke(leaf, i),
                            (Boolean) perByte.invoke(null, op) ? "bytes" : "op", (Integer) keyBits.invoke(leaf, i),
                            (Boolean) pearlTable.invoke(leaf, i)));
                }
            }
            return testCases;
        });
    }

    @FunctionalInterface
    private interface Reading<T> {
        T of(Class<?> catalogue, List<Object> leaves) throws Exception;
    }

    /** Opens the MIDlet's classes on a loader of their own and hands over the full suite's leaves. */
    private static <T> T read(List<Path> classPath, Reading<T> reading) throws Exception {
        List<URL> urls = new ArrayList<>();
        for (Path entry : classPath) {
            urls.add(entry.toUri().toURL());
        }
        try (URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
            Class<?> table = loader.loadClass(TABLE);
            Class<?> catalogue = loader.loadClass(CATALOGUE);
            List<Object> leaves = new ArrayList<>();
            leaves(table.getMethod("full").invoke(null), table, table.getMethod("parts"), leaves);
            return reading.of(catalogue, leaves);
        }
    }

    private static void leaves(Object catalogue, Class<?> table, Method parts, List<Object> leaves) throws Exception {
        if (table.isInstance(catalogue)) {
            for (Object part : (Object[]) parts.invoke(catalogue)) {
                leaves(part, table, parts, leaves);
            }
        } else {
            leaves.add(catalogue);
        }
    }
}
