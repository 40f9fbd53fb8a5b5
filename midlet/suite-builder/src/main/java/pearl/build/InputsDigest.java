package pearl.build;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

import com.googlecode.pngtastic.core.processing.zopfli.Zopfli;

import proguard.ProGuard;
import proguard.classfile.ClassPool;

/**
 * A SHA-256 digest of what a build step's output is made of, so that the step can keep its output
 * while the digest stays the same, in the tree or in the {@link BuildCache}. A file counts by its
 * bytes, a directory by its files' paths within it and bytes, a JAR by its entries' names and
 * contents (a JAR written anew holds new timestamps, not new classes): never by where the checkout
 * is, so that another clone of the same sources has the same digest.
 */
public final class InputsDigest {

    private final MessageDigest digest;

    public InputsDigest() {
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException(impossible);  // every JDK has SHA-256
        }
    }

    /** A file, or each file under a directory in order of their paths. */
    public InputsDigest file(Path path) throws IOException {
        List<Path> files;
        try (var walk = Files.walk(path)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        for (Path file : files) {
            text(path.relativize(file).toString());
            digest.update(Files.readAllBytes(file));
        }
        return this;
    }

    public InputsDigest jarEntries(Path jar) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            for (JarEntry entry : Collections.list(file.entries())) {
                text(entry.getName());
                try (InputStream bytes = file.getInputStream(entry)) {
                    digest.update(bytes.readAllBytes());
                }
            }
        }
        return this;
    }

    /**
     * The build tool itself: these classes (their folder in a reactor build, else their JAR), and
     * the tools whose output it keeps, ProGuard and Zopfli, so that a new release of either
     * builds anew rather than taking what the old one wrote from the cache.
     */
    InputsDigest tool() throws IOException {
        for (Class<?> part : new Class<?>[] {InputsDigest.class, ProGuard.class, ClassPool.class, Zopfli.class}) {
            try {
                Path location = Path.of(part.getProtectionDomain().getCodeSource().getLocation().toURI());
                if (Files.isDirectory(location)) {
                    file(location);
                } else {
                    jarEntries(location);
                }
            } catch (URISyntaxException impossible) {
                throw new IllegalStateException(impossible);  // a class file's location is a URI
            }
        }
        return this;
    }

    public InputsDigest text(String text) {
        digest.update(text.getBytes(StandardCharsets.UTF_8));
        return this;
    }

    /** The digest of everything given, in hex; the digest starts anew. */
    public String hex() {
        return HexFormat.of().formatHex(digest.digest());
    }
}
