package pearl.collector;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

import pearl.build.BuildCache;
import pearl.build.InputsDigest;

/**
 * A long check proves nothing new on the classes it passed on before: what it found then is kept in
 * the build cache (pearl.build.BuildCache, step {@code checks/<name>}) under the digest of what it
 * runs: the test class path but the tests (the MIDlet's classes, the relocated Bouncy Castle, the
 * libraries), the check's own test classes, the JVM and the check's arguments. A change to any of
 * them runs it again; so does {@code -Dpearl.build.cache=} (empty), which turns the cache off.
 */
final class PassedBefore {

    private static final String FIGURES = "figures.txt";

    private final BuildCache cache;
    private final String inputs;

    private PassedBefore(BuildCache cache, String inputs) {
        this.cache = cache;
        this.inputs = inputs;
    }

    /**
     * The check {@code name} run with {@code arguments} by the test classes {@code checkClasses}
     * (each with its nested and anonymous classes), on this JVM's test class path.
     */
    static PassedBefore of(String name, String arguments, Class<?>... checkClasses) throws IOException {
        String classPath = System.getProperty("surefire.test.class.path");
        BuildCache cache = BuildCache.of(System.getProperty("pearl.build.cache"), "checks/" + name);
        if (cache == null || classPath == null) {
            return new PassedBefore(null, null);
        }
        InputsDigest digest = new InputsDigest().text(name).text(arguments)
                .text(System.getProperty("java.vm.vendor")).text(System.getProperty("java.vm.version"));
        Path tests = location(PassedBefore.class);
        for (String entry : classPath.split(File.pathSeparator)) {
            Path path = Path.of(entry).toAbsolutePath();
            if (path.equals(tests)) {
                continue;
            }
            if (Files.isDirectory(path)) {
                digest.file(path);
            } else if (Files.isRegularFile(path)) {
                digest.jarEntries(path);
            }
        }
        for (Class<?> check : checkClasses) {
            Path folder = tests.resolve(check.getPackageName().replace('.', '/'));
            try (var files = Files.list(folder)) {
                for (Path file : files.filter(f -> isClassOf(f, check)).sorted().toList()) {
                    digest.text(file.getFileName().toString()).file(file);
                }
            }
        }
        return new PassedBefore(cache, digest.hex());
    }

    private static boolean isClassOf(Path file, Class<?> check) {
        String fileName = file.getFileName().toString();
        return fileName.equals(check.getSimpleName() + ".class") || fileName.startsWith(check.getSimpleName() + "$");
    }

    private static Path location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toAbsolutePath();
        } catch (URISyntaxException impossible) {
            throw new IllegalStateException(impossible);  // a class file's location is a URI
        }
    }

    /** What the check found when it passed on these classes, with where that is kept; null if it has not. */
    String figures() throws IOException {
        if (cache == null) {
            return null;
        }
        Path kept = Files.createTempDirectory("pearl-check");
        try {
            return cache.restore(inputs, kept)
                    ? Files.readString(kept.resolve(FIGURES)) + " (passed on the same classes before: " + cache.entry(inputs) + ")"
                    : null;
        } finally {
            Files.deleteIfExists(kept.resolve(FIGURES));
            Files.delete(kept);
        }
    }

    /** Keeps {@code figures} as what the check found on these classes, which it passed. */
    void passed(String figures) throws IOException {
        if (cache != null) {
            Path found = Files.createTempDirectory("pearl-check");
            try {
                Files.writeString(found.resolve(FIGURES), figures);
                cache.store(inputs, found);
            } finally {
                Files.delete(found.resolve(FIGURES));
                Files.delete(found);
            }
        }
    }
}
