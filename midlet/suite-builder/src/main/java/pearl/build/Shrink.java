package pearl.build;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.Properties;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;

import proguard.Configuration;
import proguard.ConfigurationParser;
import proguard.ProGuard;

/**
 * ProGuard runs, in this JVM: a configuration file of midlet/proguard with its {@code <name>}
 * placeholders filled in (as ProGuard's command line fills them from system properties).
 * <p>
 * Usage: {@code Shrink <configuration.pro> name=value...} (the MIDP 1.0 API cut out of MIDP 2.0's).
 */
public final class Shrink {

    private Shrink() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            throw new IllegalArgumentException("usage: Shrink <configuration.pro> name=value...");
        }
        run(Path.of(args[0]), new Arguments(Arrays.copyOfRange(args, 1, args.length)).all());
    }

    /** Runs the configuration; ProGuard's own exception (a warning it would not let pass, ...) fails it. */
    static void run(Path pro, Map<String, String> substitutions) throws Exception {
        new ProGuard(configuration(pro, substitutions)).execute();
    }

    static Configuration configuration(Path pro, Map<String, String> substitutions) throws Exception {
        Properties properties = new Properties();
        properties.putAll(substitutions);
        Configuration configuration = new Configuration();
        try (ConfigurationParser parser = new ConfigurationParser(pro.toFile(), properties)) {
            parser.parse(configuration);
        }
        return configuration;
    }

    /**
     * Shrinking alone (no optimisation, obfuscation or preverification) of the configuration's
     * input to {@code out}, then its classes split in two JARs: those whose names start with
     * {@code prefix} into {@code matching}, the others into {@code rest}. A suite set's suites are
     * all made of the full suite's classes: shrunk so once, each suite's ProGuard reads a few
     * hundred classes rather than all of Bouncy Castle.
     */
    static void shrinkOnly(Path pro, Map<String, String> substitutions, Path out, String prefix, Path matching, Path rest)
            throws Exception {
        Configuration configuration = configuration(pro, substitutions);
        configuration.optimize = false;
        configuration.obfuscate = false;
        configuration.preverify = false;
        configuration.targetClassVersion = 0;
        configuration.printMapping = null;
        Files.deleteIfExists(out);
        new ProGuard(configuration).execute();
        try (JarFile jar = new JarFile(out.toFile());
             JarOutputStream prefixed = new JarOutputStream(Files.newOutputStream(matching));
             JarOutputStream others = new JarOutputStream(Files.newOutputStream(rest))) {
            for (JarEntry entry : Collections.list(jar.entries())) {
                if (entry.isDirectory() || !entry.getName().endsWith(".class")) {
                    continue;
                }
                JarOutputStream part = entry.getName().startsWith(prefix) ? prefixed : others;
                part.putNextEntry(new JarEntry(entry.getName()));
                try (InputStream bytes = jar.getInputStream(entry)) {
                    bytes.transferTo(part);
                }
                part.closeEntry();
            }
        }
    }
}
