package pearl.build;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A build step's output folders kept outside the checkout under the {@link InputsDigest} of what
 * they are made of, as phoneME's build is (scripts/phoneme/runtime.sh): a clean clone, another
 * checkout or a build after {@code mvn clean} whose step has the same inputs takes its output from
 * here in a second instead of minutes of ProGuard and Zopfli. The output is the same bytes the
 * step would write: the digest covers every input, the tool included. A step keeps its
 * {@link #KEPT} latest digests.
 * <p>
 * The folder is the build's {@code build.cache} argument ({@code pearl.build.cache}: by default
 * {@code ~/.cache/pearl/build}); empty turns the cache off.
 */
public final class BuildCache {

    /** Digests kept per step: the latest builds of a few branches. */
    static final int KEPT = 4;

    private final Path step;

    private BuildCache(Path step) {
        this.step = step;
    }

    /** The cache of {@code step} under {@code root}, or null when {@code root} is empty (no cache). */
    public static BuildCache of(String root, String step) {
        return root == null || root.isBlank() ? null : new BuildCache(Path.of(root, step));
    }

    /**
     * Copies the output kept for {@code inputs} into {@code folders} (each emptied first), in the
     * order {@link #store} was given them; false when the cache holds no such output.
     */
    public boolean restore(String inputs, Path... folders) throws IOException {
        Path entry = step.resolve(inputs);
        if (!Files.isDirectory(entry)) {
            return false;
        }
        for (int i = 0; i < folders.length; i++) {
            deleteTree(folders[i]);
            copyTree(entry.resolve(Integer.toString(i)), folders[i]);
        }
        Files.setLastModifiedTime(entry, FileTime.fromMillis(System.currentTimeMillis()));
        return true;
    }

    /** Keeps {@code folders} as the output for {@code inputs}: whole or not at all, whatever runs at once. */
    public void store(String inputs, Path... folders) throws IOException {
        Files.createDirectories(step);
        Path entry = step.resolve(inputs);
        if (Files.isDirectory(entry)) {
            return;
        }
        Path partial = Files.createTempDirectory(step, ".storing-");
        try {
            for (int i = 0; i < folders.length; i++) {
                copyTree(folders[i], partial.resolve(Integer.toString(i)));
            }
            Files.move(partial, entry, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException alreadyThere) {
            if (!Files.isDirectory(entry)) {
                throw alreadyThere;
            }
        } finally {
            deleteTree(partial);
        }
        prune();
    }

    /** Where {@code inputs}'s output is kept, for the build's messages. */
    public Path entry(String inputs) {
        return step.resolve(inputs);
    }

    private void prune() throws IOException {
        List<Path> entries;
        try (Stream<Path> list = Files.list(step)) {
            entries = list.filter(p -> !p.getFileName().toString().startsWith("."))
                    .sorted(Comparator.comparing(BuildCache::modified).reversed()).toList();
        }
        for (Path old : entries.subList(Math.min(KEPT, entries.size()), entries.size())) {
            deleteTree(old);
        }
    }

    private static FileTime modified(Path path) {
        try {
            return Files.getLastModifiedTime(path);
        } catch (IOException gone) {
            return FileTime.fromMillis(0);
        }
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path source : walk.toList()) {
                Path target = to.resolve(from.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
