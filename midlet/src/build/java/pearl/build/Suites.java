package pearl.build;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

import proguard.Configuration;
import proguard.ConfigurationParser;
import proguard.ProGuard;

/**
 * Build step: the smaller suites (docs/collector.md, Fit). For each JAR limit it packs the full
 * suite's rows, PEARL's table first, into as few JARs of at most the limit as it can, and builds
 * each one as the device JAR is built (device.pro, then conformance.pro), with a generated
 * {@code pearl.collector.Rows} that lists only its rows in place of the full one, so that ProGuard
 * keeps only their engines. Writes each JAR's JAD, the index
 * {@code suites.tsv}, and the core (no row at all). Fails when a JAR exceeds its limit, when the
 * core exceeds its own, when the suites of one limit miss a test case of the full suite, or when
 * PEARL's table takes more than {@link #PEARL_SUITES} suites of 64 KB or more.
 * <p>
 * Rows are packed by what they add to a suite, estimated from the full device JAR ({@link
 * Estimate}, {@link Packing}), and each suite is then built for real: one that comes out over its
 * limit gives a row back to the suites after it, and the rows after it are packed again by what
 * the estimate came to for it. Only the JARs kept are recompressed with Zopfli ({@link Repack}) and
 * conformance-checked.
 * <p>
 * System properties: {@code classes} (the MIDlet's compiled classes), {@code midlet.jar},
 * {@code bc.jar}, {@code cldc.jar}, {@code midp10.jar}, {@code proguard.dir}, {@code device.dir}
 * (the full device JAR, its mapping and JAD), {@code midlet.name}, {@code suites.dir} (the suites'
 * JARs and JADs, and suites.tsv), {@code suites.work} (each attempt's JAR and mapping, the core),
 * {@code suite.limits} (bytes, comma-separated; empty for the core alone, a quick measure of it),
 * {@code suite.core.limit} (bytes),
 * {@code suite.enforce} (whether a check that fails fails the build; else it is printed),
 * {@code suites.skip}. The suites are kept from one build to the next while their inputs stay the
 * same ({@link #inputs}).
 */
public final class Suites {

    /** PEARL's own table: 17 block ciphers in four modes, RC4 and 10 hashes (rows named by their first algorithm). */
    static final List<String> PEARL_TABLE = List.of("AES", "AES-Fast", "AES-Light", "Blowfish", "CAST5", "CAST6",
            "DESede", "DES", "IDEA", "RC2", "RC5-32", "RC5-64", "RC6", "Rijndael", "Serpent", "Skipjack", "Twofish",
            "RC4", "MD2", "MD4", "MD5", "RIPEMD128", "RIPEMD160", "SHA-1", "SHA-256", "SHA-384", "SHA-512", "Tiger");
    /** At 64 KB and more, PEARL's table spreads over at most this many suites. */
    static final int PEARL_SUITES = 3;
    private static final int PEARL_LIMIT = 65536;
    /** How much more than the core's a suite's JAR may gain from Zopfli: below that, Zopfli is not tried. */
    private static final double ZOPFLI_SPREAD = 0.02;

    private static final String ROWS = "pearl/collector/Rows";
    private static final String CATALOGUE = "pearl/testcase/Catalogue";

    /** A row of the full suite: its class and its test cases ("algorithm operation"). */
    record Row(int index, String className, boolean blockCipher, List<String> algorithms, List<String> testCases) {
        /** The algorithm, a block cipher without its mode. */
        String name() {
            String first = algorithms.get(0);
            return blockCipher ? first.substring(0, first.indexOf('/')) : first;
        }

        /** Whether the row is one of PEARL's own table. */
        boolean pearl() {
            return PEARL_TABLE.contains(name());
        }
    }

    /**
     * A suite built: its name, rows, JAR, ProGuard mapping, and the JAR's size at ProGuard's deflate
     * (as Repack writes it) and, once Zopfli has recompressed it, after (else 0).
     */
    record Built(String name, List<Row> rows, Path jar, Path mapping, long plain, long recompressed) {
        /** The JAR's size now. */
        long bytes() {
            return recompressed > 0 ? recompressed : plain;
        }
    }

    private final Properties properties;
    private final Path dir;
    private final Path work;
    private final List<String> failures = new ArrayList<>();
    private int builds;
    /** A JAR's size after Zopfli over its size at ProGuard's deflate, as the core's build found it. */
    private double zopfli = 1;
    /** A suite's JAR over its {@link Estimate}, as the last JAR built found it. */
    private double scale = 1;

    private Suites(Properties properties) {
        this.properties = properties;
        this.dir = Path.of(property("suites.dir"));
        this.work = Path.of(property("suites.work"));
    }

    public static void main(String[] args) throws Exception {
        if (Boolean.getBoolean("suites.skip")) {
            System.out.println("Suites: skipped (suites.skip)");
            return;
        }
        long start = System.nanoTime();
        Suites suites = new Suites(System.getProperties());
        // Unchanged inputs give the same suites: say so and keep them rather than build them again
        Path stamp = suites.work.resolve("inputs.txt");
        String inputs = suites.inputs();
        List<String> last = Files.exists(stamp) && Files.exists(suites.dir.resolve("suites.tsv"))
                ? Files.readAllLines(stamp, StandardCharsets.UTF_8) : List.of();
        if (!last.isEmpty() && last.get(0).equals(inputs)) {
            System.out.println("Suites: inputs unchanged, " + suites.dir + " kept");
            suites.failures.addAll(last.subList(1, last.size()));
        } else {
            Files.deleteIfExists(stamp);
            suites.run();
            List<String> record = new ArrayList<>(List.of(inputs));
            record.addAll(suites.failures);
            Files.write(stamp, record, StandardCharsets.UTF_8);
            // CPU time besides the time taken: on a loaded machine the second says little
            System.out.printf("Suites: %d ProGuard builds in %.1f s (%.1f s of CPU)%n", suites.builds,
                    (System.nanoTime() - start) / 1e9,
                    ProcessHandle.current().info().totalCpuDuration().orElse(Duration.ZERO).toMillis() / 1e3);
        }
        if (suites.failures.isEmpty()) {
            return;
        }
        String failures = "Suites: " + String.join("; ", suites.failures);
        if (Boolean.getBoolean("suite.enforce")) {
            throw new IllegalStateException(failures);
        }
        System.out.println("NOT MET (set suite.enforce=true to fail the build): " + failures);
    }

    private void run() throws Exception {
        Files.createDirectories(dir);
        try (var stale = Files.list(dir)) {  // the suites of another limit
            for (Path file : stale.toList()) {
                Files.delete(file);
            }
        }
        List<Row> rows = rows();
        preshrink();

        long coreLimit = Long.parseLong(property("suite.core.limit"));
        Built core = finish(build("pearl-core", List.of()));
        conform(core);
        System.out.println("Suite core: " + core.jar + ", " + core.bytes() + " bytes (no rows; limit " + coreLimit + ")");
        if (core.bytes() > coreLimit) {
            failures.add("the core takes " + core.bytes() + " bytes, over its limit of " + coreLimit);
        }
        zopfli = (double) core.bytes() / core.plain;
        Estimate estimate = new Estimate(Path.of(property("device.dir")), rows);
        scale = (double) core.bytes() / estimate.bytes(List.of());

        List<String> index = new ArrayList<>();
        index.add("limit\tsuite\tjar_bytes\ttest_cases\talgorithms");
        for (String limitText : limits()) {
            long limit = Long.parseLong(limitText.trim());
            List<Built> set = pack(limit, rows, estimate);
            check(limit, set, rows);
            for (Built built : set) {
                List<String> algorithms = new ArrayList<>();
                int testCases = 0;
                for (Row row : built.rows) {
                    algorithms.addAll(row.algorithms);
                    testCases += row.testCases.size();
                }
                index.add(limit + "\t" + built.name + "\t" + built.bytes() + "\t" + testCases + "\t"
                        + String.join(",", algorithms));
            }
        }
        Files.write(dir.resolve("suites.tsv"), index, StandardCharsets.UTF_8);
    }

    /**
     * A digest of everything the suites are made of: the MIDlet's classes, Bouncy Castle, the
     * ProGuard configurations, the full JAD, this tool and its settings.
     */
    private String inputs() throws Exception {
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        List<Path> files = new ArrayList<>();
        try (var classes = Files.walk(Path.of(property("classes")))) {
            classes.filter(Files::isRegularFile).sorted().forEach(files::add);
        }
        files.add(Path.of(property("proguard.dir"), "device.pro"));
        files.add(Path.of(property("proguard.dir"), "conformance.pro"));
        files.add(Path.of(property("device.dir"), "pearl.jad"));
        Path tool = Path.of(Suites.class.getProtectionDomain().getCodeSource().getLocation().toURI()).resolve("pearl/build");
        try (var classes = Files.list(tool)) {
            classes.sorted().forEach(files::add);
        }
        for (Path file : files) {
            digest.update(file.toString().getBytes(StandardCharsets.UTF_8));
            digest.update(Files.readAllBytes(file));
        }
        // The relocated BC is written anew by every build: its entries' contents, not its timestamps
        try (JarFile bc = new JarFile(property("bc.jar"))) {
            for (JarEntry entry : Collections.list(bc.entries())) {
                digest.update(entry.getName().getBytes(StandardCharsets.UTF_8));
                try (InputStream bytes = bc.getInputStream(entry)) {
                    digest.update(bytes.readAllBytes());
                }
            }
        }
        digest.update(String.join(",", limits()).getBytes(StandardCharsets.UTF_8));
        for (String name : new String[] {"suite.core.limit", "midlet.name", "suites.dir"}) {
            digest.update(property(name).getBytes(StandardCharsets.UTF_8));
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    /**
     * The suites of one limit: packed by the estimate ({@link Packing}, PEARL's table first), then
     * each built; one that comes out over the limit gives a row back to the suites after it, and
     * these are packed again by what the estimate came to for the suite kept.
     */
    private List<Built> pack(long limit, List<Row> rows, Estimate estimate) throws Exception {
        Packing packing = new Packing(estimate, Row::pearl);
        packing.pack(rows, 0, (long) (limit / scale));
        List<Built> set = new ArrayList<>();
        for (int n = 0; n < packing.suites().size(); n++) {
            List<Row> packed = packing.suites().get(n);
            String name = "pearl-" + (limit / 1024) + "k-" + (n + 1);
            Built built = fit(build(name, packed), limit);
            while (built.bytes() > limit && packed.size() > 1) {
                Row out = leastToGiveBack(packed, estimate, (long) ((built.bytes() - limit) / scale));
                packed.remove(out);
                packing.pack(List.of(out), n + 1, (long) (limit / scale));
                built = fit(build(name, packed), limit);
            }
            if (built.recompressed == 0) {  // a row alone over the limit: published as any suite
                built = finish(built);
            }
            conform(built);
            Files.copy(built.jar, dir.resolve(name + ".jar"), StandardCopyOption.REPLACE_EXISTING);
            Files.writeString(dir.resolve(name + ".jad"), jad(midletName(name), name + ".jar", built.bytes()),
                    StandardCharsets.UTF_8);
            long estimated = estimate.bytes(built.rows);
            System.out.println("Suite " + name + ": " + dir.resolve(name + ".jar") + ", " + built.bytes() + " bytes, "
                    + built.rows.size() + " rows (limit " + limit + "; estimated " + Math.round(estimated * scale) + ")");
            if (built.bytes() > limit) {
                failures.add(name + " takes " + built.bytes() + " bytes, over its limit of " + limit);
            }
            set.add(built);
            scale = (double) built.bytes() / estimated;
            packing.repack(n + 1, (long) (limit / scale));
        }
        return set;
    }

    /**
     * A suite built at ProGuard's deflate, with Zopfli's if that may bring it within the limit (and
     * only then: Zopfli takes a second or more a JAR).
     */
    private Built fit(Built built, long limit) throws Exception {
        return built.bytes() * zopfli > limit * (1 + ZOPFLI_SPREAD) ? built : finish(built);
    }

    /**
     * The row whose leaving saves at least {@code over} bytes and least beyond, else the one saving
     * most; one of PEARL's table only if no other row will do, so that the table stays in few suites.
     */
    private static Row leastToGiveBack(List<Row> rows, Estimate costs, long over) {
        List<Row> others = rows.stream().filter(row -> !row.pearl()).toList();
        Row row = others.isEmpty() ? null : leastToGiveBack(rows, others, costs, over);
        return row != null && saved(rows, row, costs) >= over ? row : leastToGiveBack(rows, rows, costs, over);
    }

    /** Among {@code candidates}: the row saving at least {@code over} and least beyond; else the one saving most. */
    private static Row leastToGiveBack(List<Row> rows, List<Row> candidates, Estimate costs, long over) {
        Row least = null;
        Row most = null;
        long leastSaved = Long.MAX_VALUE;
        long mostSaved = -1;
        for (Row row : candidates) {
            long saved = saved(rows, row, costs);
            if (saved >= over && saved < leastSaved) {
                least = row;
                leastSaved = saved;
            }
            if (saved > mostSaved) {
                most = row;
                mostSaved = saved;
            }
        }
        return least != null ? least : most;
    }

    /** What a suite of {@code rows} saves without {@code row}. */
    private static long saved(List<Row> rows, Row row, Estimate costs) {
        List<Row> others = new ArrayList<>(rows);
        others.remove(row);
        return costs.bytes(rows) - costs.bytes(others);
    }

    /** The suites of one limit together hold every test case of the full suite, and PEARL's table fits in few. */
    private void check(long limit, List<Built> set, List<Row> rows) throws IOException {
        Set<String> covered = new HashSet<>();
        Set<String> pearlSuites = new LinkedHashSet<>();
        for (Built built : set) {
            Set<String> kept = keptClasses(built.mapping);
            for (Row row : built.rows) {
                if (!kept.contains(row.className)) {
                    failures.add(built.name + " lost row " + row.className);
                    continue;
                }
                covered.addAll(row.testCases);
                if (row.pearl()) {
                    pearlSuites.add(built.name);
                }
            }
        }
        for (Row row : rows) {
            for (String testCase : row.testCases) {
                if (!covered.contains(testCase)) {
                    failures.add("the " + limit + "-byte suites miss " + testCase);
                }
            }
        }
        System.out.println("Suites of " + limit + " bytes: " + set.size() + " JARs, PEARL's table in " + pearlSuites.size()
                + " of them " + pearlSuites);
        if (limit >= PEARL_LIMIT && pearlSuites.size() > PEARL_SUITES) {
            failures.add("PEARL's table takes " + pearlSuites.size() + " suites of " + limit + " bytes, more than "
                    + PEARL_SUITES);
        }
    }

    /** Classes a suite's ProGuard mapping lists, i.e. that its JAR holds (by their source names). */
    private static Set<String> keptClasses(Path mapping) throws IOException {
        Set<String> kept = new HashSet<>();
        for (String line : Files.readAllLines(mapping, StandardCharsets.UTF_8)) {
            if (!line.isEmpty() && !Character.isWhitespace(line.charAt(0)) && line.endsWith(":")) {
                kept.add(line.substring(0, line.indexOf(" -> ")));
            }
        }
        return kept;
    }

    /**
     * Builds one suite's JAR at ProGuard's deflate, its size as Repack would write it ({@link
     * Repack#plainSize}); the caller recompresses, checks and publishes the one it keeps.
     */
    private Built build(String name, List<Row> packed) throws Exception {
        builds++;
        List<Row> rows = new ArrayList<>(packed);
        rows.sort(Comparator.comparingInt(Row::index));  // a suite runs its rows in catalogue order
        Files.createDirectories(work);
        String attempt = name + "-" + rows.size();
        Path input = work.resolve(attempt + "-in.jar");
        Path jar = work.resolve(attempt + ".jar");
        Path mapping = work.resolve(attempt + ".map");
        writeInput(input, midletName(name), rows);
        Files.deleteIfExists(jar);

        Properties device = new Properties();
        device.setProperty("cldc.jar", property("cldc.jar"));
        device.setProperty("midp10.jar", property("midp10.jar"));
        device.setProperty("midlet.jar", input.toString());
        device.setProperty("bc.jar", work.resolve("shrunk-bc.jar").toString());
        device.setProperty("device.jar", jar.toString());
        device.setProperty("mapping", mapping.toString());
        proguard("device.pro", device);
        return new Built(name, rows, jar, mapping, Repack.plainSize(jar), 0);
    }

    /** A suite kept: recompressed with Zopfli as the full device JAR is, about 5 % off. */
    private static Built finish(Built built) throws IOException {
        Repack.repack(built.jar);
        return new Built(built.name, built.rows, built.jar, built.mapping, built.plain, Files.size(built.jar));
    }

    /** The conformance check of the device JAR, on a suite the packing keeps. */
    private void conform(Built built) throws Exception {
        Properties conformance = new Properties();
        conformance.setProperty("cldc.jar", property("cldc.jar"));
        conformance.setProperty("midp10.jar", property("midp10.jar"));
        conformance.setProperty("device.jar", built.jar.toString());
        proguard("conformance.pro", conformance);
    }

    /** "PEARL 64k-1": phones keep suites of different names side by side. */
    private String midletName(String name) {
        return property("midlet.name") + " " + name.substring("pearl-".length());
    }

    private void proguard(String pro, Properties substitutions) throws Exception {
        new ProGuard(configuration(pro, substitutions)).execute();
    }

    private Configuration configuration(String pro, Properties substitutions) throws Exception {
        Configuration configuration = new Configuration();
        File file = Path.of(property("proguard.dir"), pro).toFile();
        try (ConfigurationParser parser = new ConfigurationParser(file, substitutions)) {
            parser.parse(configuration);
        }
        return configuration;
    }

    /**
     * Every suite's classes are among the full suite's: shrink the MIDlet and Bouncy Castle to
     * those once (device.pro's shrinking alone), so that each suite's ProGuard reads a few hundred
     * classes rather than all of Bouncy Castle. Writes the MIDlet's part and BC's apart, as
     * device.pro takes them.
     */
    private void preshrink() throws Exception {
        Files.createDirectories(work);
        Path shrunk = work.resolve("shrunk.jar");
        Properties device = new Properties();
        device.setProperty("cldc.jar", property("cldc.jar"));
        device.setProperty("midp10.jar", property("midp10.jar"));
        device.setProperty("midlet.jar", property("midlet.jar"));
        device.setProperty("bc.jar", property("bc.jar"));
        device.setProperty("device.jar", shrunk.toString());
        device.setProperty("mapping", work.resolve("shrunk.map").toString());
        Configuration configuration = configuration("device.pro", device);
        configuration.optimize = false;
        configuration.obfuscate = false;
        configuration.preverify = false;
        configuration.targetClassVersion = 0;
        configuration.printMapping = null;
        Files.deleteIfExists(shrunk);
        new ProGuard(configuration).execute();
        try (JarFile jar = new JarFile(shrunk.toFile());
             JarOutputStream midlet = new JarOutputStream(Files.newOutputStream(work.resolve("shrunk-midlet.jar")));
             JarOutputStream bc = new JarOutputStream(Files.newOutputStream(work.resolve("shrunk-bc.jar")))) {
            for (JarEntry entry : Collections.list(jar.entries())) {
                if (entry.isDirectory() || !entry.getName().endsWith(".class")) {
                    continue;
                }
                JarOutputStream part = entry.getName().startsWith("org/bouncycastle/") ? bc : midlet;
                part.putNextEntry(new JarEntry(entry.getName()));
                try (InputStream bytes = jar.getInputStream(entry)) {
                    bytes.transferTo(part);
                }
                part.closeEntry();
            }
        }
    }

    /** The MIDlet's classes with this suite's name in their manifest and its own Rows. */
    private void writeInput(Path input, String midletName, List<Row> rows) throws IOException {
        Manifest manifest;
        try (JarFile original = new JarFile(property("midlet.jar"))) {
            manifest = new Manifest(original.getManifest());
        }
        try (JarFile midlet = new JarFile(work.resolve("shrunk-midlet.jar").toFile())) {
            Attributes main = manifest.getMainAttributes();
            main.putValue("MIDlet-Name", midletName);
            main.putValue("MIDlet-1", midletName + ", , pearl.ui.PearlMIDlet");
            try (OutputStream file = Files.newOutputStream(input); JarOutputStream jar = new JarOutputStream(file, manifest)) {
                for (JarEntry entry : Collections.list(midlet.entries())) {
                    String entryName = entry.getName();
                    if (entryName.startsWith("META-INF/") || entryName.equals(ROWS + ".class") || entry.isDirectory()) {
                        continue;
                    }
                    jar.putNextEntry(new JarEntry(entryName));
                    try (InputStream bytes = midlet.getInputStream(entry)) {
                        bytes.transferTo(jar);
                    }
                    jar.closeEntry();
                }
                jar.putNextEntry(new JarEntry(ROWS + ".class"));
                jar.write(rowsClass(rows));
                jar.closeEntry();
            }
        }
    }

    /** {@code final class Rows { static Catalogue[] all() { return new Catalogue[] {new Row1(), ...}; } }}. */
    static byte[] rowsClass(List<Row> rows) {
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        writer.visit(Opcodes.V1_2, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, ROWS, null, "java/lang/Object", null);
        MethodVisitor all = writer.visitMethod(Opcodes.ACC_STATIC, "all", "()[L" + CATALOGUE + ";", null, null);
        all.visitCode();
        all.visitIntInsn(Opcodes.SIPUSH, rows.size());
        all.visitTypeInsn(Opcodes.ANEWARRAY, CATALOGUE);
        for (int k = 0; k < rows.size(); k++) {
            String type = rows.get(k).className.replace('.', '/');
            all.visitInsn(Opcodes.DUP);
            all.visitIntInsn(Opcodes.SIPUSH, k);
            all.visitTypeInsn(Opcodes.NEW, type);
            all.visitInsn(Opcodes.DUP);
            all.visitMethodInsn(Opcodes.INVOKESPECIAL, type, "<init>", "()V", false);
            all.visitInsn(Opcodes.AASTORE);
        }
        all.visitInsn(Opcodes.ARETURN);
        all.visitMaxs(0, 0);
        all.visitEnd();
        writer.visitEnd();
        return writer.toByteArray();
    }

    /** The full suite's JAD with this suite's name, JAR and size. */
    private String jad(String midletName, String jarName, long bytes) throws IOException {
        StringBuilder jad = new StringBuilder();
        for (String line : Files.readAllLines(Path.of(property("device.dir"), "pearl.jad"), StandardCharsets.UTF_8)) {
            if (line.startsWith("MIDlet-Name:")) {
                line = "MIDlet-Name: " + midletName;
            } else if (line.startsWith("MIDlet-1:")) {
                line = "MIDlet-1: " + midletName + ", , pearl.ui.PearlMIDlet";
            } else if (line.startsWith("MIDlet-Jar-URL:")) {
                line = "MIDlet-Jar-URL: " + jarName;
            } else if (line.startsWith("MIDlet-Jar-Size:")) {
                line = "MIDlet-Jar-Size: " + bytes;
            }
            jad.append(line).append('\n');
        }
        return jad.toString();
    }

    /**
     * The full suite's rows, read from the MIDlet's classes: {@code TestCaseTable.full()}'s parts, the
     * nested suites opened, each leaf a row (a class of its own with a constructor without arguments).
     */
    private List<Row> rows() throws Exception {
        URL[] path = {
            Path.of(property("classes")).toUri().toURL(), Path.of(property("bc.jar")).toUri().toURL(),
            Path.of(property("midp10.jar")).toUri().toURL(),
        };
        try (URLClassLoader loader = new URLClassLoader(path, ClassLoader.getPlatformClassLoader())) {
            Class<?> suite = loader.loadClass("pearl.collector.TestCaseTable");
            Class<?> catalogue = loader.loadClass("pearl.testcase.Catalogue");
            Field parts = suite.getDeclaredField("parts");
            parts.setAccessible(true);
            List<Object> leaves = new ArrayList<>();
            leaves(suite.getMethod("full").invoke(null), suite, parts, leaves);
            Method size = catalogue.getMethod("size");
            Method algorithm = catalogue.getMethod("algorithm", int.class);
            Method operation = catalogue.getMethod("operation", int.class);
            List<Row> rows = new ArrayList<>();
            Set<String> classes = new HashSet<>();
            for (Object leaf : leaves) {
                String className = leaf.getClass().getName();
                if (!classes.add(className)) {
                    throw new IllegalStateException("two rows of one class, " + className + ": a suite could not hold one alone");
                }
                leaf.getClass().getDeclaredConstructor();  // the generated Rows calls it
                List<String> algorithms = new ArrayList<>();
                List<String> testCases = new ArrayList<>();
                for (int i = 0; i < (Integer) size.invoke(leaf); i++) {
                    String name = (String) algorithm.invoke(leaf, i);
                    if (!algorithms.contains(name)) {
                        algorithms.add(name);
                    }
                    testCases.add(name + " " + operation.invoke(leaf, i));
                }
                boolean blockCipher = leaf.getClass().getSuperclass().getName().equals("pearl.collector.BlockCipherRow");
                rows.add(new Row(rows.size(), className, blockCipher, algorithms, testCases));
            }
            return rows;
        }
    }

    private static void leaves(Object catalogue, Class<?> suite, Field parts, List<Object> leaves) throws Exception {
        if (suite.isInstance(catalogue)) {
            for (Object part : (Object[]) parts.get(catalogue)) {
                leaves(part, suite, parts, leaves);
            }
        } else {
            leaves.add(catalogue);
        }
    }

    /** The JAR limits of the sets to build; none when {@code suite.limits} is empty (the core alone). */
    private List<String> limits() {
        String limits = properties.getProperty("suite.limits", "").trim();
        return limits.isEmpty() ? List.of() : List.of(limits.split(","));
    }

    private String property(String name) {
        String value = properties.getProperty(name);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("set the system property " + name);
        }
        return value;
    }
}
