package pearl.build;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Builds one suite as the device JAR is built: its input ({@link SuiteInput}) through device.pro,
 * then, for a suite kept, Zopfli ({@link Repack}) and conformance.pro. Every suite is made from a
 * copy of the MIDlet and Bouncy Castle shrunk once to the full suite's classes ({@link #preshrink}).
 */
final class SuiteBuilder {

    private final Path proguardDir;
    private final Path work;
    private final Path midletJar;
    private final Path bcJar;
    private final Path cldcJar;
    private final Path midp10Jar;
    /** Counted by each set's thread ({@link SuiteSets}). */
    private final AtomicInteger builds = new AtomicInteger();

    SuiteBuilder(Path proguardDir, Path work, Path midletJar, Path bcJar, Path cldcJar, Path midp10Jar) {
        this.proguardDir = proguardDir;
        this.work = work;
        this.midletJar = midletJar;
        this.bcJar = bcJar;
        this.cldcJar = cldcJar;
        this.midp10Jar = midp10Jar;
    }

    /** The ProGuard builds of suites so far. */
    int builds() {
        return builds.get();
    }

    /** The MIDlet and Bouncy Castle shrunk to the full suite's classes, as device.pro takes them apart. */
    void preshrink() throws Exception {
        Files.createDirectories(work);
        Shrink.shrinkOnly(proguardDir.resolve("device.pro"),
                device(midletJar, bcJar, work.resolve("shrunk.jar"), work.resolve("shrunk.map")),
                work.resolve("shrunk.jar"), "org/bouncycastle/", work.resolve("shrunk-bc.jar"), work.resolve("shrunk-midlet.jar"));
    }

    /**
     * One suite's JAR at ProGuard's deflate, its size as Repack would write it ({@link
     * Repack#plainSize}); the caller recompresses, checks and publishes the one it keeps.
     */
    BuiltSuite build(String name, String midletName, List<CatalogueRow> packed) throws Exception {
        builds.incrementAndGet();
        List<CatalogueRow> rows = new ArrayList<>(packed);
        rows.sort(Comparator.comparingInt(CatalogueRow::index));  // a suite runs its rows in catalogue order
        Files.createDirectories(work);
        String attempt = name + "-" + rows.size();
        Path input = work.resolve(attempt + "-in.jar");
        Path jar = work.resolve(attempt + ".jar");
        Path mapping = work.resolve(attempt + ".map");
        SuiteInput.write(input, work.resolve("shrunk-midlet.jar"), midletJar, midletName, rows);
        Files.deleteIfExists(jar);
        shrink(input, work.resolve("shrunk-bc.jar"), jar, mapping);
        return new BuiltSuite(name, rows, jar, mapping, Repack.plainSize(jar), 0);
    }

    /** A suite kept: recompressed with Zopfli ({@code rounds} per entry, {@link Repack}), about 5 % off. */
    static BuiltSuite finish(BuiltSuite built, int rounds) throws IOException {
        Repack.repack(built.jar(), rounds);
        return new BuiltSuite(built.name(), built.rows(), built.jar(), built.mapping(), built.plain(), Files.size(built.jar()));
    }

    /** The conformance check of the device JAR, on a suite kept: nothing outside CLDC 1.0 + MIDP 1.0. */
    void conform(Path jar) throws Exception {
        Shrink.run(proguardDir.resolve("conformance.pro"),
                Map.of("cldc.jar", cldcJar.toString(), "midp10.jar", midp10Jar.toString(), "device.jar", jar.toString()));
    }

    /** device.pro on the MIDlet's and Bouncy Castle's classes: a JAR at ProGuard's deflate and its mapping. */
    void shrink(Path midlet, Path bc, Path jar, Path mapping) throws Exception {
        Shrink.run(proguardDir.resolve("device.pro"), device(midlet, bc, jar, mapping));
    }

    /** device.pro's substitutions. */
    private Map<String, String> device(Path midlet, Path bc, Path jar, Path mapping) {
        return Map.of("cldc.jar", cldcJar.toString(), "midp10.jar", midp10Jar.toString(), "midlet.jar", midlet.toString(),
                "bc.jar", bc.toString(), "device.jar", jar.toString(), "mapping", mapping.toString());
    }
}
