package pearl.build;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.SimpleRemapper;

/**
 * Build step: rewrites Bouncy Castle's references to java.math.BigInteger and
 * java.security.SecureRandom, which CLDC 1.0 lacks and a phone will not load from the
 * application, into PEARL's own pearl.math classes; and to BC's Strings, whose static initialiser
 * needs java.security, into pearl.util.Strings. Each class's constant tables are then compacted
 * ({@link CompactTables}).
 * <p>
 * Usage: {@code Relocate <bcprov.jar> <out.jar>}. Only the classes are copied: BC's jar is signed,
 * and a rewritten class would no longer match the signature files under META-INF.
 */
public final class Relocate {

    static final Map<String, String> MAPPING = Map.of(
            "java/math/BigInteger", "pearl/math/BigInteger",
            "java/security/SecureRandom", "pearl/math/SecureRandom",
            "org/bouncycastle/util/Strings", "pearl/util/Strings");

    private Relocate() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: Relocate <in.jar> <out.jar>");
        }
        Path out = Path.of(args[1]);
        Files.createDirectories(out.toAbsolutePath().getParent());
        int classes = 0;
        try (JarFile in = new JarFile(args[0]);
             OutputStream file = Files.newOutputStream(out);
             JarOutputStream jar = new JarOutputStream(file)) {
            for (JarEntry entry : Collections.list(in.entries())) {
                String name = entry.getName();
                if (!name.endsWith(".class") || MAPPING.containsKey(name.substring(0, name.length() - 6))) {
                    continue;  // a resource, or a BC class PEARL's stand-in replaces
                }
                try (InputStream bytes = in.getInputStream(entry)) {
                    jar.putNextEntry(new JarEntry(entry.getName()));
                    jar.write(CompactTables.compact(relocate(bytes.readAllBytes())));
                    jar.closeEntry();
                    classes++;
                }
            }
        }
        System.out.println("Relocated " + classes + " classes of " + args[0] + " into " + out);
    }

    /** One class with every reference to the mapped classes renamed; nothing else changes. */
    static byte[] relocate(byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        ClassWriter writer = new ClassWriter(0);
        reader.accept(new ClassRemapper(writer, new SimpleRemapper(MAPPING)), 0);
        return writer.toByteArray();
    }
}
