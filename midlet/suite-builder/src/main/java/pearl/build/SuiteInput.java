package pearl.build;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * What ProGuard makes a suite from: the MIDlet's classes with the suite's name in their manifest
 * and, in place of the full suite's {@code pearl.collector.Rows}, one whose {@code all()} returns
 * just the suite's rows, so that ProGuard keeps only their engines.
 */
final class SuiteInput {

    static final String ROWS = "pearl/collector/Rows";
    private static final String CATALOGUE = "pearl/testcase/Catalogue";

    private SuiteInput() {
    }

    /**
     * Writes {@code input}: {@code classes}' entries (the manifest and the full suite's Rows left
     * out), the generated Rows, and {@code manifestFrom}'s manifest with MIDlet-Name and MIDlet-1
     * naming {@code midletName}.
     */
    static void write(Path input, Path classes, Path manifestFrom, String midletName, List<CatalogueRow> rows)
            throws IOException {
        Manifest manifest;
        try (JarFile original = new JarFile(manifestFrom.toFile())) {
            manifest = new Manifest(original.getManifest());
        }
        Attributes main = manifest.getMainAttributes();
        main.putValue("MIDlet-Name", midletName);
        main.putValue("MIDlet-1", midletName + ", , pearl.ui.PearlMIDlet");
        try (JarFile midlet = new JarFile(classes.toFile());
             OutputStream file = Files.newOutputStream(input);
             JarOutputStream jar = new JarOutputStream(file, manifest)) {
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

    /** {@code final class Rows { static Catalogue[] all() { return new Catalogue[] {new Row1(), ...}; } }}. */
    static byte[] rowsClass(List<CatalogueRow> rows) {
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        writer.visit(Opcodes.V1_2, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, ROWS, null, "java/lang/Object", null);
        MethodVisitor all = writer.visitMethod(Opcodes.ACC_STATIC, "all", "()[L" + CATALOGUE + ";", null, null);
        all.visitCode();
        all.visitIntInsn(Opcodes.SIPUSH, rows.size());
        all.visitTypeInsn(Opcodes.ANEWARRAY, CATALOGUE);
        for (int k = 0; k < rows.size(); k++) {
            String type = rows.get(k).className().replace('.', '/');
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
}
