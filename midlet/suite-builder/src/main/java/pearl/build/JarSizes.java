package pearl.build;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Where a device JAR's bytes go: each entry's compressed and raw size under its name before
 * ProGuard's obfuscation (read from the mapping), largest first, then the totals, so that a JAR
 * over its limit can be shrunk where it pays.
 * <p>
 * Usage: {@code JarSizes <jar> <proguard-mapping.txt>}.
 */
public final class JarSizes {

    /** One entry of the JAR. */
    record FileSize(String name, long compressed, long raw) {
    }

    private JarSizes() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: JarSizes <jar> <proguard-mapping.txt>");
        }
        Path jar = Path.of(args[0]);
        List<FileSize> entries = entries(jar, originalNames(Path.of(args[1])));
        long compressed = 0;
        long raw = 0;
        for (FileSize entry : entries) {
            System.out.printf("%7d %7d  %s%n", entry.compressed(), entry.raw(), entry.name());
            compressed += entry.compressed();
            raw += entry.raw();
        }
        long size = Files.size(jar);
        System.out.printf("%7d %7d  %d entries; the JAR is %d bytes (%d of headers and directory)%n",
                compressed, raw, entries.size(), size, size - compressed);
    }

    /** The entries, largest compressed first, classes named as in the sources. */
    static List<FileSize> entries(Path jar, Map<String, String> originals) throws IOException {
        List<FileSize> entries = new ArrayList<>();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            for (ZipEntry entry : Collections.list(zip.entries())) {
                String name = entry.getName();
                if (name.endsWith(".class")) {
                    String obfuscated = name.substring(0, name.length() - 6).replace('/', '.');
                    name = originals.getOrDefault(obfuscated, obfuscated);
                }
                entries.add(new FileSize(name, entry.getCompressedSize(), entry.getSize()));
            }
        }
        entries.sort(Comparator.comparingLong(FileSize::compressed).reversed());
        return entries;
    }

    /** Obfuscated class name to original, from the mapping. */
    static Map<String, String> originalNames(Path mapping) throws IOException {
        Map<String, String> originals = new HashMap<>();
        ProGuardMapping.classes(mapping).forEach((original, obfuscated) -> originals.put(obfuscated, original));
        return originals;
    }
}
