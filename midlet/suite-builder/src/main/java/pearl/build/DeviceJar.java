package pearl.build;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Build step: the full suite's device JAR and JAD. The MIDlet with Bouncy Castle is shrunk,
 * optimised, obfuscated and preverified by device.pro, recompressed with Zopfli ({@link Repack}; not
 * with {@code repack.skip=true}, which leaves ProGuard's compression, for a JAR no phone installs),
 * checked by conformance.pro to reference nothing outside CLDC 1.0 + MIDP 1.0 (any warning fails
 * the build), and its JAD written from the template with the JAR's real size.
 * <p>
 * Arguments, {@code name=value}: {@code midlet.jar}, {@code bc.jar}, {@code cldc.jar},
 * {@code midp10.jar}, {@code proguard.dir}, {@code device.dir} (where pearl.jar, pearl.jad and
 * proguard-mapping.txt go), {@code jad.template} (every attribute but the JAR's size),
 * {@code build.cache} ({@link BuildCache}: the device folder is taken from there when it holds a
 * build of the same inputs, a repacked one serving a build that skips the repack), {@code repack.skip}.
 */
public final class DeviceJar {

    private DeviceJar() {
    }

    public static void main(String[] args) throws Exception {
        Arguments arguments = new Arguments(args);
        Path dir = arguments.path("device.dir");
        Files.createDirectories(dir);
        Path jar = dir.resolve("pearl.jar");
        BuildCache cache = BuildCache.of(arguments.text("build.cache", ""), "device");
        String repacked = inputs(arguments);
        String inputs = arguments.flag("repack.skip")
                ? new InputsDigest().text(repacked).text("repack.skip").hex() : repacked;
        // a build that skips the repack saves time, which a repacked JAR of the same classes saves as well
        for (String built : inputs.equals(repacked) ? List.of(inputs) : List.of(repacked, inputs)) {
            if (cache != null && cache.restore(built, dir)) {
                System.out.println("Device JAR: " + jar + ", " + Files.size(jar) + " bytes (built from the same inputs"
                        + " before, taken from " + cache.entry(built) + ")");
                return;
            }
        }
        build(arguments, dir, jar);
        if (cache != null) {
            cache.store(inputs, dir);
        }
    }

    private static void build(Arguments arguments, Path dir, Path jar) throws Exception {
        SuiteBuilder builder = new SuiteBuilder(arguments.path("proguard.dir"), dir, arguments.path("midlet.jar"),
                arguments.path("bc.jar"), arguments.path("cldc.jar"), arguments.path("midp10.jar"));
        Files.deleteIfExists(jar);
        builder.shrink(arguments.path("midlet.jar"), arguments.path("bc.jar"), jar, dir.resolve("proguard-mapping.txt"));
        if (arguments.flag("repack.skip")) {
            System.out.println("Repack: skipped (repack.skip), " + jar + " as ProGuard compressed it");
        } else {
            long before = Files.size(jar);
            Repack.repack(jar, Repack.THOROUGH);
            System.out.println("Repacked " + jar + ": " + before + " -> " + Files.size(jar) + " bytes");
        }
        builder.conform(jar);
        Jad.write(arguments.path("jad.template"), dir.resolve("pearl.jad"),
                Map.of("MIDlet-Jar-Size", Long.toString(Files.size(jar))));
        System.out.println("Device JAR: " + jar + ", " + Files.size(jar) + " bytes");
    }

    /**
     * Everything the repacked device JAR and its JAD are made of: the MIDlet, the libraries, the
     * ProGuard configurations, the JAD's template and this tool. A JAR left as ProGuard compressed
     * it is keyed by this digest and {@code repack.skip}.
     */
    private static String inputs(Arguments arguments) throws Exception {
        InputsDigest digest = new InputsDigest();
        for (String jar : new String[] {"midlet.jar", "bc.jar", "cldc.jar", "midp10.jar"}) {
            digest.text(jar).jarEntries(arguments.path(jar));
        }
        digest.file(arguments.path("proguard.dir")).file(arguments.path("jad.template"));
        return digest.tool().hex();
    }
}
