package pearl.build;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.zip.ZipEntry;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/** Small inputs the tests make for themselves: JARs of a few entries, classes compiled from a few lines. */
final class TinyJars {

    private TinyJars() {
    }

    /** A JAR of these entries, in order ({@code name/} a directory); deflated. */
    static Path jar(Path file, Map<String, byte[]> entries) throws IOException {
        try (OutputStream out = Files.newOutputStream(file); JarOutputStream jar = new JarOutputStream(out)) {
            for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
                jar.putNextEntry(new ZipEntry(entry.getKey()));
                jar.write(entry.getValue());
                jar.closeEntry();
            }
        }
        return file;
    }

    /** Each entry's contents, in the JAR's order. */
    static Map<String, byte[]> entries(Path file) throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        try (JarFile jar = new JarFile(file.toFile())) {
            for (var entry : Collections.list(jar.entries())) {
                entries.put(entry.getName(), jar.getInputStream(entry).readAllBytes());
            }
        }
        return entries;
    }

    /** Compiles Java sources ({@code pearl/x/Y.java} to its text) into {@code out}. */
    static Path compile(Path out, Map<String, String> sources) throws IOException {
        Path src = Files.createDirectories(out.resolveSibling(out.getFileName() + "-src"));
        List<String> args = new ArrayList<>(List.of("-d", out.toString(), "-nowarn"));
        for (Map.Entry<String, String> source : sources.entrySet()) {
            Path file = src.resolve(source.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, source.getValue(), StandardCharsets.UTF_8);
            args.add(file.toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac.run(null, null, null, args.toArray(String[]::new)) != 0) {
            throw new IllegalStateException("the test's sources do not compile");
        }
        return out;
    }

    /**
     * A class {@code name} whose static method {@code refs()} names each class of {@code references}
     * (an {@code ldc} of it), padded with {@code padding} bytes of a string constant.
     */
    static byte[] classReferring(String name, int padding, String... references) {
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        writer.visit(Opcodes.V1_8, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, name, null, "java/lang/Object", null);
        MethodVisitor refs = writer.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "refs", "()V", null, null);
        refs.visitCode();
        for (String reference : references) {
            refs.visitLdcInsn(Type.getObjectType(reference));
            refs.visitInsn(Opcodes.POP);
        }
        if (padding > 0) {
            // random-looking, so that deflate keeps about its length
            StringBuilder text = new StringBuilder();
            Random random = new Random(name.hashCode());
            for (int i = 0; i < padding; i++) {
                text.append((char) (33 + random.nextInt(90)));
            }
            refs.visitLdcInsn(text.toString());
            refs.visitInsn(Opcodes.POP);
        }
        refs.visitInsn(Opcodes.RETURN);
        refs.visitMaxs(0, 0);
        refs.visitEnd();
        writer.visitEnd();
        return writer.toByteArray();
    }
}
