package pearl.build;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.Remapper;

/**
 * A suite's size, estimated from the full device JAR: the classes the MIDlet reaches without
 * going through a row's class (the core), and those each row's class reaches, at what each
 * class costs in the JAR (compressed bytes, name and headers). A suite is the union of its rows'
 * classes: rows share classes (the modes, a digest, pearl.math), which a sum of the rows' sizes
 * would count once per row. Members a suite's own shrinking drops are still counted, and the full
 * JAR's names are longer, so the estimate is high: SuiteSets scales it by what the last JAR built
 * came to.
 */
final class SizeEstimate implements SuiteSizes {

    private static final int ENTRY_HEADERS = 30 + 46;
    private final Map<String, Long> cost = new HashMap<>();
    private final Map<String, Set<String>> references = new HashMap<>();
    private final Set<String> core;
    private final Map<Integer, Set<String>> reach = new HashMap<>();
    private final long overhead;

    SizeEstimate(Path deviceDir, List<CatalogueRow> rows) throws IOException {
        Map<String, String> obfuscated = new HashMap<>();
        ProGuardMapping.classes(deviceDir.resolve("proguard-mapping.txt"))
                .forEach((original, name) -> obfuscated.put(original, name.replace('.', '/')));
        long other = 22;  // the end of the central directory
        try (JarFile jar = new JarFile(deviceDir.resolve("pearl.jar").toFile())) {
            for (JarEntry entry : Collections.list(jar.entries())) {
                String name = entry.getName();
                long bytes = entry.getCompressedSize() + ENTRY_HEADERS + 2L * name.length();
                if (!name.endsWith(".class")) {
                    other += bytes;
                    continue;
                }
                String className = name.substring(0, name.length() - 6);
                cost.put(className, bytes);
                try (InputStream in = jar.getInputStream(entry)) {
                    references.put(className, referenced(in.readAllBytes()));
                }
            }
        }
        overhead = other;
        Set<String> rowClasses = new HashSet<>();
        for (CatalogueRow row : rows) {
            String name = obfuscated.get(row.className());
            if (name != null) {
                rowClasses.add(name);
            }
        }
        core = closure(Set.of(obfuscated.getOrDefault("pearl.ui.PearlMIDlet", "pearl/ui/PearlMIDlet")), rowClasses);
        for (CatalogueRow row : rows) {
            String name = obfuscated.get(row.className());
            if (name == null) {
                reach.put(row.index(), Set.of());
                continue;
            }
            // Not through another row: a public-key row's catalogue class reaches Suite, and the full
            // JAR's Suite every row
            Set<String> others = new HashSet<>(rowClasses);
            others.remove(name);
            reach.put(row.index(), closure(Set.of(name), others));
        }
    }

    /** The classes a class file names (internal names). */
    static Set<String> referenced(byte[] classFile) {
        Set<String> referenced = new HashSet<>();
        new ClassReader(classFile).accept(new ClassRemapper(new ClassWriter(0), new Remapper() {
            @Override
            public String map(String internalName) {
                referenced.add(internalName);
                return internalName;
            }
        }), 0);
        return referenced;
    }

    private Set<String> closure(Set<String> roots, Set<String> stop) {
        Set<String> seen = new HashSet<>();
        List<String> todo = new ArrayList<>(roots);
        while (!todo.isEmpty()) {
            String name = todo.remove(todo.size() - 1);
            if (!cost.containsKey(name) || stop.contains(name) || !seen.add(name)) {
                continue;
            }
            todo.addAll(references.get(name));
        }
        return seen;
    }

    @Override
    public long bytes(List<CatalogueRow> rows) {
        Set<String> classes = new HashSet<>(core);
        for (CatalogueRow row : rows) {
            classes.addAll(reach.get(row.index()));
        }
        long bytes = overhead;
        for (String name : classes) {
            bytes += cost.get(name);
        }
        return bytes;
    }
}
