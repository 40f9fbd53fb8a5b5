package pearl.build;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Build step: the suite sets (docs/collector.md, Suites within a JAR limit). For each JAR limit it
 * packs the full suite's rows ({@link CatalogueReader}), PEARL's table first, into as few suites of
 * at most the limit as it can ({@link Packing}, by {@link SizeEstimate}), and builds each one as
 * the device JAR is built ({@link SuiteBuilder}); writes each suite's JAD ({@link Jad}), the index
 * {@code suites.tsv} ({@link SuitesTsv}), and the core (no row at all); then checks the budgets
 * ({@link Budgets}), failing the build on one not met while {@code suite.enforce} is on.
 * <p>
 * Each suite packed by the estimate is built for real: one that comes out over its limit gives a
 * row back to the suites after it, and the rows after it are packed again by what the estimate
 * came to for it. Only the JARs kept are recompressed with Zopfli and conformance-checked.
 * <p>
 * Arguments, {@code name=value}: {@code classes} (the MIDlet's compiled classes), {@code midlet.jar},
 * {@code bc.jar}, {@code cldc.jar}, {@code midp10.jar}, {@code proguard.dir}, {@code device.dir}
 * (the full device JAR, its mapping and JAD), {@code midlet.name}, {@code suites.dir} (the suites'
 * JARs and JADs, and suites.tsv), {@code suites.work} (each attempt's JAR and mapping, the core),
 * {@code suite.limits} (bytes, comma-separated; empty for the core alone, a quick measure of it),
 * {@code suite.core.limit}, {@code suite.ec.limit}, {@code suite.table.suites} (the budgets),
 * {@code suite.enforce} (whether a check not met fails the build; else it is printed),
 * {@code suites.skip}. The suites are kept from one build to the next while their inputs stay the
 * same ({@link #inputs}).
 */
public final class SuiteSets {

    /** How much more than the core's a suite's JAR may gain from Zopfli: below that, Zopfli is not tried. */
    private static final double ZOPFLI_SPREAD = 0.02;

    private final Arguments arguments;
    private final Path dir;
    private final Path work;
    private final SuiteBuilder builder;
    private final Budgets budgets;
    /** A JAR's size after Zopfli over its size at ProGuard's deflate, as the core's build found it. */
    private double zopfli = 1;
    /** The core's JAR over its {@link SizeEstimate}: where each set's packing starts from. */
    private double coreScale = 1;

    private SuiteSets(Arguments arguments) {
        this.arguments = arguments;
        this.dir = arguments.path("suites.dir");
        this.work = arguments.path("suites.work");
        this.builder = new SuiteBuilder(arguments.path("proguard.dir"), work, arguments.path("midlet.jar"),
                arguments.path("bc.jar"), arguments.path("cldc.jar"), arguments.path("midp10.jar"));
        this.budgets = new Budgets(arguments.bytes("suite.core.limit"), arguments.bytes("suite.ec.limit"),
                Integer.parseInt(arguments.text("suite.table.suites")));
    }

    public static void main(String[] args) throws Exception {
        Arguments arguments = new Arguments(args);
        if (arguments.flag("suites.skip")) {
            System.out.println("Suites: skipped (suites.skip)");
            return;
        }
        long start = System.nanoTime();
        Duration cpuAtStart = cpu();
        SuiteSets sets = new SuiteSets(arguments);
        // Unchanged inputs give the same suites: say so and keep them rather than build them again
        Path stamp = sets.work.resolve("inputs.txt");
        String inputs = sets.inputs();
        List<String> last = Files.exists(stamp) && Files.exists(sets.dir.resolve("suites.tsv"))
                ? Files.readAllLines(stamp, StandardCharsets.UTF_8) : List.of();
        if (!last.isEmpty() && last.get(0).equals(inputs)) {
            System.out.println("Suites: inputs unchanged, " + sets.dir + " kept");
            sets.budgets.failed(last.subList(1, last.size()));
        } else {
            Files.deleteIfExists(stamp);
            sets.run();
            List<String> record = new ArrayList<>(List.of(inputs));
            record.addAll(sets.budgets.failures());
            Files.write(stamp, record, StandardCharsets.UTF_8);
            // CPU time besides the time taken: on a loaded machine the second says little. The step
            // runs in Maven's JVM: its CPU time is what the JVM spent since the step began.
            System.out.printf("Suites: %d ProGuard builds in %.1f s (%.1f s of CPU)%n", sets.builder.builds(),
                    (System.nanoTime() - start) / 1e9, cpu().minus(cpuAtStart).toMillis() / 1e3);
        }
        sets.budgets.enforce(arguments.flag("suite.enforce"));
    }

    private static Duration cpu() {
        return ProcessHandle.current().info().totalCpuDuration().orElse(Duration.ZERO);
    }

    private void run() throws Exception {
        Files.createDirectories(dir);
        try (var stale = Files.list(dir)) {  // the suites of another limit
            for (Path file : stale.toList()) {
                Files.delete(file);
            }
        }
        List<CatalogueRow> rows = CatalogueReader.rows(List.of(arguments.path("classes"), arguments.path("bc.jar"),
                arguments.path("midp10.jar")));
        builder.preshrink();

        BuiltSuite core = SuiteBuilder.finish(builder.build("pearl-core", midletName("pearl-core"), List.of()),
                Repack.THOROUGH);
        builder.conform(core.jar());
        System.out.println("Suite core: " + core.jar() + ", " + core.bytes() + " bytes (no rows; limit "
                + budgets.coreLimit() + ")");
        budgets.core(core.bytes());
        zopfli = (double) core.bytes() / core.plain();
        SizeEstimate estimate = new SizeEstimate(arguments.path("device.dir"), rows);
        coreScale = (double) core.bytes() / estimate.bytes(List.of());

        // The sets share nothing but what is read above: each is packed and built on a thread of
        // its own, as ProGuard runs on one core and leaves the other idle but for Zopfli
        List<Long> limits = limits();
        ExecutorService threads = Executors.newFixedThreadPool(Math.max(1, limits.size()));
        List<Future<List<BuiltSuite>>> sets = new ArrayList<>();
        for (long limit : limits) {
            sets.add(threads.submit(() -> pack(limit, rows, estimate)));
        }
        threads.shutdown();
        SuitesTsv index = new SuitesTsv();
        for (int i = 0; i < limits.size(); i++) {
            long limit = limits.get(i);
            List<BuiltSuite> set = built(sets.get(i));
            Set<String> table = budgets.set(limit, set, rows);
            System.out.println("Suites of " + limit + " bytes: " + set.size() + " JARs, PEARL's table in " + table.size()
                    + " of them " + table);
            for (BuiltSuite built : set) {
                index.add(limit, built, budgets.suiteLimit(limit, built.ellipticCurve()));
            }
        }
        index.write(dir.resolve("suites.tsv"));
    }

    /**
     * Everything the suites are made of: the MIDlet's classes, Bouncy Castle, the ProGuard
     * configurations, the full JAD, this tool and its settings.
     */
    private String inputs() throws Exception {
        InputsDigest digest = new InputsDigest().file(arguments.path("classes"));
        Path proguard = arguments.path("proguard.dir");
        digest.file(proguard.resolve("device.pro")).file(proguard.resolve("conformance.pro"))
                .file(arguments.path("device.dir").resolve("pearl.jad"));
        Path tool = Path.of(SuiteSets.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        if (Files.isDirectory(tool)) {
            digest.file(tool);
        } else {
            digest.jarEntries(tool);
        }
        digest.jarEntries(arguments.path("bc.jar"));  // written anew by every build: its classes, not its timestamps
        digest.text(limits().toString());
        for (String name : new String[] {"suite.core.limit", "suite.ec.limit", "suite.table.suites", "midlet.name",
            "suites.dir"}) {
            digest.text(arguments.text(name));
        }
        return digest.hex();
    }

    /**
     * The suites of one limit: packed by the estimate ({@link Packing}, PEARL's table first), then
     * each built; one that comes out over the limit gives a row back to the suites after it, and
     * these are packed again by what the estimate came to for the suite kept.
     */
    private List<BuiltSuite> pack(long limit, List<CatalogueRow> rows, SizeEstimate estimate) throws Exception {
        // a suite's JAR over its estimate, as the last JAR of this set built found it
        double scale = coreScale;
        Packing packing = new Packing(estimate, CatalogueRow::pearl);
        packing.pack(rows, 0, (long) (limit / scale));
        List<BuiltSuite> set = new ArrayList<>();
        for (int n = 0; n < packing.suites().size(); n++) {
            List<CatalogueRow> packed = packing.suites().get(n);
            String name = "pearl-" + (limit / 1024) + "k-" + (n + 1);
            BuiltSuite built = fit(builder.build(name, midletName(name), packed), limit);
            while (built.bytes() > limit && packed.size() > 1) {
                CatalogueRow out = packing.toGiveBack(packed, (long) ((built.bytes() - limit) / scale));
                packed.remove(out);
                packing.pack(List.of(out), n + 1, (long) (limit / scale));
                built = fit(builder.build(name, midletName(name), packed), limit);
            }
            if (built.recompressed() == 0) {  // a row alone over the limit: published as any suite
                built = SuiteBuilder.finish(built, Repack.QUICK);
            }
            builder.conform(built.jar());
            Files.copy(built.jar(), dir.resolve(name + ".jar"), StandardCopyOption.REPLACE_EXISTING);
            Jad.write(arguments.path("device.dir").resolve("pearl.jad"), dir.resolve(name + ".jad"),
                    Jad.suite(midletName(name), name + ".jar", built.bytes()));
            long estimated = estimate.bytes(built.rows());
            System.out.println("Suite " + name + ": " + dir.resolve(name + ".jar") + ", " + built.bytes() + " bytes, "
                    + built.rows().size() + " rows (limit " + budgets.suiteLimit(limit, built.ellipticCurve())
                    + "; estimated " + Math.round(estimated * scale) + ")");
            budgets.suite(limit, built);
            set.add(built);
            scale = (double) built.bytes() / estimated;
            packing.repack(n + 1, (long) (limit / scale));
        }
        return set;
    }

    /** A set's suites, or the exception its build failed with. */
    private static List<BuiltSuite> built(Future<List<BuiltSuite>> set) throws Exception {
        try {
            return set.get();
        } catch (ExecutionException failed) {
            throw failed.getCause() instanceof Exception cause ? cause : failed;
        }
    }

    /**
     * A suite built at ProGuard's deflate, with Zopfli's if that may bring it within the limit (and
     * only then: Zopfli takes a second or more a JAR).
     */
    private BuiltSuite fit(BuiltSuite built, long limit) throws Exception {
        return built.bytes() * zopfli > limit * (1 + ZOPFLI_SPREAD) ? built : SuiteBuilder.finish(built, Repack.QUICK);
    }

    /** "PEARL 64k-1": phones keep suites of different names side by side. */
    private String midletName(String name) {
        return arguments.text("midlet.name") + " " + name.substring("pearl-".length());
    }

    /** The JAR limits of the sets to build; none when {@code suite.limits} is empty (the core alone). */
    private List<Long> limits() {
        String limits = arguments.text("suite.limits", "");
        List<Long> bytes = new ArrayList<>();
        for (String limit : limits.isEmpty() ? new String[0] : limits.split(",")) {
            bytes.add(Long.parseLong(limit.trim()));
        }
        return bytes;
    }
}
