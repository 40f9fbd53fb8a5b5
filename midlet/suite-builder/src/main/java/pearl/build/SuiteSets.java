package pearl.build;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
 * A set whose packing is recorded for these rows ({@link PackingRecord}, {@code suites.packing})
 * is built as recorded, every suite of every set side by side, one build a suite. Otherwise, or
 * when a recorded suite no longer fits, the set's packing is searched for ({@link PackingSearch}):
 * each suite packed by the estimate is built for real, one that comes out over its limit gives a
 * row back to a suite before it with room for it, else to the suites after it, and the rows after
 * it are packed again by what the estimate came to for it.
 * The packing built is written to {@code suites.work}/suite-packing.tsv, to be kept as the record
 * when it differs. Only the JARs kept are recompressed with Zopfli and conformance-checked.
 * <p>
 * Arguments, {@code name=value}: {@code classes} (the MIDlet's compiled classes), {@code midlet.jar},
 * {@code bc.jar}, {@code cldc.jar}, {@code midp10.jar}, {@code proguard.dir}, {@code device.dir}
 * (the full device JAR, its mapping and JAD), {@code midlet.name}, {@code suites.dir} (the suites'
 * JARs and JADs, and suites.tsv), {@code suites.work} (each attempt's JAR and mapping, the core),
 * {@code suites.packing} (the packing record, which may be absent),
 * {@code suite.limits} (bytes, comma-separated; empty for the core alone, a quick measure of it),
 * {@code suite.core.limit}, {@code suite.ec.limit}, {@code suite.table.suites} (the budgets),
 * {@code suite.enforce} (whether a check not met fails the build; else it is printed),
 * {@code suites.skip}, {@code build.cache} ({@link BuildCache}). The suites are kept from one build
 * to the next while their inputs stay the same ({@link #inputs}), and taken from the build cache
 * when it holds a build of the same inputs.
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
        BuildCache cache = BuildCache.of(arguments.text("build.cache", ""), "suites");
        boolean kept = !last.isEmpty() && last.get(0).equals(inputs);
        if (kept) {
            System.out.println("Suites: inputs unchanged, " + sets.dir + " kept");
        } else if (cache != null && cache.restore(inputs, sets.dir, sets.work)) {
            System.out.println("Suites: built from the same inputs before, taken from " + cache.entry(inputs));
            last = Files.readAllLines(stamp, StandardCharsets.UTF_8);
            kept = true;
        }
        if (kept) {
            // the stamp's lines after the digest: the budgets those suites did not meet
            sets.budgets.failed(last.subList(1, last.size()));
        } else {
            Files.deleteIfExists(stamp);
            sets.run();
            List<String> record = new ArrayList<>(List.of(inputs));
            record.addAll(sets.budgets.failures());
            Files.write(stamp, record, StandardCharsets.UTF_8);
            if (cache != null) {
                cache.store(inputs, sets.dir, sets.work);
            }
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

        List<Long> limits = limits();
        PackingRecord record = PackingRecord.read(arguments.path("suites.packing"));
        // ProGuard runs on one core: suites are built side by side, a thread a core
        ExecutorService threads = Executors.newFixedThreadPool(Math.max(2, Runtime.getRuntime().availableProcessors()));
        Map<Long, List<BuiltSuite>> sets;
        Map<Long, Future<List<BuiltSuite>>> searched = new LinkedHashMap<>();
        try {
            sets = asRecorded(limits, rows, record, threads);
            for (long limit : limits) {
                if (!sets.containsKey(limit)) {
                    searched.put(limit, threads.submit(() -> search(limit, rows, estimate)));
                }
            }
            for (Map.Entry<Long, Future<List<BuiltSuite>>> set : searched.entrySet()) {
                sets.put(set.getKey(), built(set.getValue()));
            }
        } finally {
            threads.shutdown();
        }

        SuitesTsv index = new SuitesTsv();
        PackingRecord packing = new PackingRecord();
        for (long limit : limits) {
            List<BuiltSuite> set = sets.get(limit);
            for (BuiltSuite built : set) {
                publish(limit, built);
                index.add(limit, built, budgets.suiteLimit(limit, built.ellipticCurve()));
            }
            Set<String> table = budgets.set(limit, set, rows);
            System.out.println("Suites of " + limit + " bytes: " + set.size() + " JARs, PEARL's table in " + table.size()
                    + " of them " + table);
            packing.put(limit, set);
        }
        index.write(dir.resolve("suites.tsv"));
        Path built = work.resolve("suite-packing.tsv");
        packing.write(built);
        if (!searched.isEmpty()) {
            System.out.println("Suite packing: searched anew; keep it, so that the next build builds each suite once: cp "
                    + built + " " + arguments.path("suites.packing"));
        }
    }

    /**
     * The sets whose packing is recorded for these rows, built as recorded, every suite at once on
     * {@code threads}; a set with a suite that no longer fits is left out, to be searched.
     */
    private Map<Long, List<BuiltSuite>> asRecorded(List<Long> limits, List<CatalogueRow> rows, PackingRecord record,
                                                   ExecutorService threads) throws Exception {
        Map<Long, List<Future<BuiltSuite>>> builds = new LinkedHashMap<>();
        for (long limit : limits) {
            List<List<CatalogueRow>> suites = record.suites(limit, rows);
            if (suites == null) {
                System.out.println("Suites of " + limit + " bytes: no packing recorded for these rows, searching");
                continue;
            }
            List<Future<BuiltSuite>> set = new ArrayList<>();
            for (int n = 0; n < suites.size(); n++) {
                List<CatalogueRow> packed = suites.get(n);
                String name = suiteName(limit, n);
                set.add(threads.submit(() -> {
                    BuiltSuite built = fit(builder.build(name, midletName(name), packed), limit);
                    return PackingSearch.fits(built, limit) ? kept(built) : built;
                }));
            }
            builds.put(limit, set);
        }
        Map<Long, List<BuiltSuite>> sets = new HashMap<>();
        for (Map.Entry<Long, List<Future<BuiltSuite>>> set : builds.entrySet()) {
            List<BuiltSuite> built = new ArrayList<>();
            for (Future<BuiltSuite> suite : set.getValue()) {
                built.add(built(suite));
            }
            List<String> over = built.stream().filter(suite -> !PackingSearch.fits(suite, set.getKey()))
                    .map(suite -> suite.name() + " " + suite.bytes() + " bytes").toList();
            if (over.isEmpty()) {
                sets.put(set.getKey(), built);
            } else {
                System.out.println("Suites of " + set.getKey() + " bytes: the recorded packing no longer fits " + over
                        + ", searching");
            }
        }
        return sets;
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
        Path packing = arguments.path("suites.packing");
        if (Files.exists(packing)) {
            digest.file(packing);
        }
        digest.tool();
        digest.jarEntries(arguments.path("bc.jar"));  // written anew by every build: its classes, not its timestamps
        digest.text(limits().toString());
        for (String name : new String[] {"suite.core.limit", "suite.ec.limit", "suite.table.suites", "midlet.name"}) {
            digest.text(arguments.text(name));
        }
        return digest.hex();
    }

    /** The suites of one limit, searched for ({@link PackingSearch}), each then kept. */
    private List<BuiltSuite> search(long limit, List<CatalogueRow> rows, SizeEstimate estimate) throws Exception {
        PackingSearch search = new PackingSearch(estimate, CatalogueRow::pearlTable, limit, (n, packed) -> {
            String name = suiteName(limit, n);
            return fit(builder.build(name, midletName(name), packed), limit);
        });
        List<BuiltSuite> set = new ArrayList<>();
        for (BuiltSuite built : search.search(rows, coreScale)) {
            set.add(kept(built));
        }
        return set;
    }

    /** A suite kept: recompressed if it was not yet, and checked for conformance. */
    private BuiltSuite kept(BuiltSuite built) throws Exception {
        BuiltSuite finished = built.recompressed() == 0 ? SuiteBuilder.finish(built, Repack.QUICK) : built;
        builder.conform(finished.jar());
        return finished;
    }

    /** Copies a suite kept to the suites' directory beside its JAD, and checks its budget. */
    private void publish(long limit, BuiltSuite built) throws Exception {
        String name = built.name();
        Files.copy(built.jar(), dir.resolve(name + ".jar"), StandardCopyOption.REPLACE_EXISTING);
        Jad.write(arguments.path("device.dir").resolve("pearl.jad"), dir.resolve(name + ".jad"),
                Jad.suite(midletName(name), name + ".jar", built.bytes()));
        System.out.println("Suite " + name + ": " + dir.resolve(name + ".jar") + ", " + built.bytes() + " bytes, "
                + built.rows().size() + " rows (limit " + budgets.suiteLimit(limit, built.ellipticCurve()) + ")");
        budgets.suite(limit, built);
    }

    /** What a build on a thread came to, or the exception it failed with. */
    private static <T> T built(Future<T> build) throws Exception {
        try {
            return build.get();
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

    /** "pearl-64k-1": a set's suites by its limit and their order. */
    private static String suiteName(long limit, int n) {
        return "pearl-" + (limit / 1024) + "k-" + (n + 1);
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
