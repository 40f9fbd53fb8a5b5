package pearl.build;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

class CompactTablesTest {

    @TempDir
    Path dir;

    private byte[] compiled(String body) throws Exception {
        TinyJars.compile(dir.resolve("classes"), Map.of("t/T.java", "package t; final class T { " + body + " }"));
        return Files.readAllBytes(dir.resolve("classes/t/T.class"));
    }

    /** The calls of the class's static initialiser, as owner.name, and its string constants. */
    private static List<String> clinit(byte[] classFile) {
        ClassNode node = new ClassNode();
        new ClassReader(classFile).accept(node, 0);
        List<String> seen = new ArrayList<>();
        for (MethodNode method : node.methods) {
            if (method.name.equals("<clinit>")) {
                for (AbstractInsnNode insn : method.instructions) {
                    if (insn instanceof MethodInsnNode call) {
                        seen.add(call.owner + "." + call.name + call.desc);
                    } else if (insn instanceof LdcInsnNode ldc && ldc.cst instanceof String text) {
                        seen.add("\"" + text + "\"");
                    } else if (insn.getOpcode() == Opcodes.IASTORE) {
                        seen.add("iastore");
                    }
                }
            }
        }
        return seen;
    }

    @Test
    void aConstantIntTableBecomesOneStringDecodedByTables() throws Exception {
        StringBuilder values = new StringBuilder();
        long[] expected = new long[20];
        for (int i = 0; i < 20; i++) {
            expected[i] = 0x01000000L * i + 7 * i;
            values.append(expected[i]).append(", ");
        }
        byte[] original = compiled("static final int[] T = {" + values + "};");

        List<String> calls = clinit(CompactTables.compact(original));

        String table = smaller(CompactTables.encode(expected, 4, 7), CompactTables.encode(expected, 4, 8), calls);
        assertEquals(List.of("\"" + table + "\"", "pearl/util/Tables.ints(Ljava/lang/String;)[I"), calls);
    }

    /** Whichever of the two encodings the step chose (the one deflate makes smaller). */
    private static String smaller(String seven, String eight, List<String> calls) {
        return calls.contains("\"" + seven + "\"") ? seven : eight;
    }

    @Test
    void aShortTableOrOneWithAComputedValueStaysAsItIs() throws Exception {
        byte[] small = compiled("static final int[] T = {1, 2, 3, 4};");
        assertSame(small, CompactTables.compact(small), "below 16 elements: the same bytes");

        StringBuilder values = new StringBuilder();
        for (int i = 0; i < 20; i++) {
            values.append(i == 0 ? "Integer.parseInt(\"5\")" : Integer.toString(i)).append(", ");
        }
        byte[] computed = compiled("static final int[] T = {" + values + "};");
        assertEquals(20, clinit(CompactTables.compact(computed)).stream().filter("iastore"::equals).count(),
                "a table whose first value is computed keeps its stores");
    }

    @Test
    void anIntTableOfRotatedQuartersIsFoundAndStoredAsItsFirstQuarter() throws Exception {
        long[] values = new long[64];
        for (int i = 0; i < 16; i++) {
            values[i] = 0x01020304 * (i + 1);
        }
        for (int i = 16; i < 64; i++) {
            values[i] = Integer.rotateLeft((int) values[i - 16], 8) & 0xFFFFFFFFL;
        }
        assertEquals(new CompactTables.Rotation(4, 8), CompactTables.rotation(values));
        values[63]++;
        assertNull(CompactTables.rotation(values), "one value off: no rotation");
    }

    @Test
    void encodesBigEndianBitsAfterACharSayingHowManyEachCharHolds() {
        assertArrayEquals("\u0008\u0012\u0034".toCharArray(), CompactTables.encode(new long[] {0x1234}, 2, 8).toCharArray());
        // 0x12 0x34 = 0001001 0001101 00 -> 9, 13, then 00 padded to 0000000
        assertArrayEquals(new char[] {7, 0x09, 0x0D, 0x00}, CompactTables.encode(new long[] {0x1234}, 2, 7).toCharArray());
    }
}
