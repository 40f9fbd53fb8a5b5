package pearl.build;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.zip.Deflater;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FrameNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;

/**
 * Build step: rewrites each constant array initialiser of bytes, shorts, ints or longs into a
 * String constant decoded by pearl.util.Tables. javac writes {@code new int[] {c0, c1, ...}} as
 * {@code newarray; dup; index; value; iastore} per element, about 7 bytes of code and a
 * constant-pool entry each: most of the bytes of BC's S-boxes and T-tables. The String holds the
 * same values (big-endian, 7 or 8 bits a char: see pearl.util.Tables), so the array built is
 * exactly the original. An int table made of rotated copies of its first part keeps that part
 * alone, the copies made again as the class initialises ({@link #rotation}).
 * <p>
 * Only a run of stores of constants at constant indices straight after {@code newarray} is
 * rewritten, where no jump lands and no frame is recorded; anything else is left as it is.
 */
final class CompactTables {

    /** Below this many stores the call and the string cost about what they save. */
    static final int MIN_ELEMENTS = 16;

    private static final String TABLES = "pearl/util/Tables";
    /** Longest constant a class file holds: its modified UTF-8 length is a u2. */
    private static final int MAX_UTF8 = 65535;

    private CompactTables() {
    }

    /** The class with its tables compacted, or the same bytes if it has none. */
    static byte[] compact(byte[] classFile) {
        ClassNode node = new ClassNode();
        new ClassReader(classFile).accept(node, 0);
        int tables = 0;
        for (MethodNode method : node.methods) {
            tables += compact(method);
        }
        if (tables == 0) {
            return classFile;
        }
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        node.accept(writer);
        return writer.toByteArray();
    }

    private static int compact(MethodNode method) {
        Set<LabelNode> targets = targets(method);
        int tables = 0;
        for (AbstractInsnNode insn = method.instructions.getFirst(); insn != null; insn = insn.getNext()) {
            AbstractInsnNode next = real(insn.getNext());
            Integer length = intConstant(insn);
            if (length != null && next != null && next.getOpcode() == Opcodes.NEWARRAY && width(next) > 0) {
                AbstractInsnNode call = rewrite(method, insn, (IntInsnNode) next, length, targets);
                if (call != null) {
                    insn = call;
                    tables++;
                }
            }
        }
        return tables;
    }

    /**
     * Replaces {@code length; newarray; (dup; index; value; store)*} from {@code size} on with
     * {@code ldc table; invokestatic Tables}, if the run is long enough and wholly constant; returns
     * the call, or null where nothing changed.
     */
    private static AbstractInsnNode rewrite(MethodNode method, AbstractInsnNode size, IntInsnNode newArray, int length,
                                   Set<LabelNode> targets) {
        int width = width(newArray);
        int store = storeOpcode(width);
        if (length < MIN_ELEMENTS) {
            return null;
        }
        long[] values = new long[length];
        int stores = 0;
        AbstractInsnNode last = newArray;
        for (;;) {
            AbstractInsnNode dup = real(last.getNext());
            AbstractInsnNode index = real(dup == null ? null : dup.getNext());
            AbstractInsnNode value = real(index == null ? null : index.getNext());
            AbstractInsnNode put = real(value == null ? null : value.getNext());
            if (dup == null || dup.getOpcode() != Opcodes.DUP || intConstant(index) == null || put == null
                    || put.getOpcode() != store) {
                break;
            }
            int at = intConstant(index);
            Long constant = width == 8 ? longConstant(value) : toLong(intConstant(value));
            if (constant == null || at < 0 || at >= length) {
                break;
            }
            values[at] = constant;
            stores++;
            last = put;
        }
        if (stores < MIN_ELEMENTS) {
            return null;
        }
        Rotation rotation = width == 4 ? rotation(values) : null;
        long[] stored = rotation == null ? values : Arrays.copyOf(values, length / rotation.parts());
        String table = smallerDeflated(encode(stored, width, 7), encode(stored, width, 8));
        if (modifiedUtf8(table).length > MAX_UTF8) {
            return null;
        }
        for (AbstractInsnNode insn = size; insn != last.getNext(); insn = insn.getNext()) {
            if (insn instanceof FrameNode || targets.contains(insn)) {
                return null;
            }
        }
        AbstractInsnNode after = last.getNext();
        // Labels and line numbers stay where they were; only the instructions go.
        for (AbstractInsnNode insn = size; insn != after; ) {
            AbstractInsnNode following = insn.getNext();
            if (insn.getOpcode() >= 0) {
                method.instructions.remove(insn);
            }
            insn = following;
        }
        InsnList load = new InsnList();
        load.add(new LdcInsnNode(table));
        MethodInsnNode call;
        if (rotation == null) {
            String decoder = width == 1 ? "bytes" : width == 2 ? "shorts" : width == 4 ? "ints" : "longs";
            String type = width == 1 ? "[B" : width == 2 ? "[S" : width == 4 ? "[I" : "[J";
            call = new MethodInsnNode(Opcodes.INVOKESTATIC, TABLES, decoder, "(Ljava/lang/String;)" + type, false);
        } else {
            load.add(new IntInsnNode(Opcodes.BIPUSH, rotation.parts()));
            load.add(new IntInsnNode(Opcodes.BIPUSH, rotation.bits()));
            call = new MethodInsnNode(Opcodes.INVOKESTATIC, TABLES, "rotations", "(Ljava/lang/String;II)[I", false);
        }
        load.add(call);
        if (after == null) {
            method.instructions.add(load);
        } else {
            method.instructions.insertBefore(after, load);
        }
        return call;
    }

    /** A table of {@code parts} equal parts, each the one before it with every element rotated left by {@code bits}. */
    record Rotation(int parts, int bits) {
    }

    /**
     * How an int table is made of rotated copies of its first part (AES-Fast's T and Tinv, four
     * quarters a byte apart): the most parts found, each at least {@link #MIN_ELEMENTS} long; null if
     * the table is not so made.
     */
    static Rotation rotation(long[] values) {
        for (int parts = 8; parts >= 2; parts /= 2) {
            int part = values.length / parts;
            if (values.length % parts != 0 || part < MIN_ELEMENTS) {
                continue;
            }
            for (int bits = 8; bits < 32; bits += 8) {
                if (rotatedParts(values, part, bits)) {
                    return new Rotation(parts, bits);
                }
            }
        }
        return null;
    }

    private static boolean rotatedParts(long[] values, int part, int bits) {
        for (int i = part; i < values.length; i++) {
            if ((int) values[i] != Integer.rotateLeft((int) values[i - part], bits)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Each value's {@code width} low bytes, big-endian, as a stream of bits cut into chars of
     * {@code bitsPerChar} bits (the last one filled with zeros), after a first char that says how
     * many: as pearl.util.Tables reads them.
     */
    static String encode(long[] values, int width, int bitsPerChar) {
        StringBuilder table = new StringBuilder().append((char) bitsPerChar);
        int buffer = 0;
        int bits = 0;
        int mask = (1 << bitsPerChar) - 1;
        for (long value : values) {
            for (int shift = (width - 1) * 8; shift >= 0; shift -= 8) {
                buffer = buffer << 8 | (int) (value >>> shift & 0xFF);
                bits += 8;
                while (bits >= bitsPerChar) {
                    bits -= bitsPerChar;
                    table.append((char) (buffer >> bits & mask));
                }
            }
        }
        if (bits > 0) {
            table.append((char) (buffer << (bitsPerChar - bits) & mask));
        }
        return table.toString();
    }

    /**
     * Of two encodings, the one deflate (the JAR) makes smaller: 7 bits a char is one byte of the
     * class file per char, which suits tables of random-looking bytes; 8 bits keeps the bytes
     * aligned, which suits tables of few distinct bytes (DES's, SEED's, AES's T-tables).
     */
    private static String smallerDeflated(String first, String second) {
        return deflatedLength(first) <= deflatedLength(second) ? first : second;
    }

    private static int deflatedLength(String table) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
        deflater.setInput(modifiedUtf8(table));
        deflater.finish();
        byte[] buffer = new byte[4096];
        int length = 0;
        while (!deflater.finished()) {
            length += deflater.deflate(buffer);
        }
        deflater.end();
        return length;
    }

    /** The string as a class file's constant pool holds it. */
    private static byte[] modifiedUtf8(String string) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int i = 0; i < string.length(); i++) {
            char c = string.charAt(i);
            if (c >= 1 && c < 0x80) {
                bytes.write(c);
            } else if (c < 0x800) {
                bytes.write(0xC0 | c >> 6);
                bytes.write(0x80 | c & 0x3F);
            } else {
                bytes.write(0xE0 | c >> 12);
                bytes.write(0x80 | c >> 6 & 0x3F);
                bytes.write(0x80 | c & 0x3F);
            }
        }
        return bytes.toByteArray();
    }

    /** Bytes per element of the arrays this step rewrites; 0 for any other {@code newarray}. */
    private static int width(AbstractInsnNode newArray) {
        switch (((IntInsnNode) newArray).operand) {
            case Opcodes.T_BYTE: return 1;
            case Opcodes.T_SHORT: return 2;
            case Opcodes.T_INT: return 4;
            case Opcodes.T_LONG: return 8;
            default: return 0;
        }
    }

    private static int storeOpcode(int width) {
        return width == 1 ? Opcodes.BASTORE : width == 2 ? Opcodes.SASTORE : width == 4 ? Opcodes.IASTORE
                : Opcodes.LASTORE;
    }

    private static Set<LabelNode> targets(MethodNode method) {
        Set<LabelNode> targets = new HashSet<>();
        for (AbstractInsnNode insn : method.instructions) {
            if (insn instanceof JumpInsnNode jump) {
                targets.add(jump.label);
            } else if (insn instanceof TableSwitchInsnNode table) {
                targets.add(table.dflt);
                targets.addAll(table.labels);
            } else if (insn instanceof LookupSwitchInsnNode lookup) {
                targets.add(lookup.dflt);
                targets.addAll(lookup.labels);
            }
        }
        for (TryCatchBlockNode block : method.tryCatchBlocks) {
            targets.add(block.start);
            targets.add(block.end);
            targets.add(block.handler);
        }
        return targets;
    }

    /** The next instruction that is neither a label nor a line number. */
    private static AbstractInsnNode real(AbstractInsnNode insn) {
        while (insn != null && insn.getOpcode() < 0 && !(insn instanceof FrameNode)) {
            insn = insn.getNext();
        }
        return insn;
    }

    private static Integer intConstant(AbstractInsnNode insn) {
        if (insn == null) {
            return null;
        }
        int opcode = insn.getOpcode();
        if (opcode >= Opcodes.ICONST_M1 && opcode <= Opcodes.ICONST_5) {
            return opcode - Opcodes.ICONST_0;
        }
        if (opcode == Opcodes.BIPUSH || opcode == Opcodes.SIPUSH) {
            return ((IntInsnNode) insn).operand;
        }
        if (insn instanceof LdcInsnNode ldc && ldc.cst instanceof Integer value) {
            return value;
        }
        return null;
    }

    private static Long longConstant(AbstractInsnNode insn) {
        if (insn == null) {
            return null;
        }
        if (insn.getOpcode() == Opcodes.LCONST_0 || insn.getOpcode() == Opcodes.LCONST_1) {
            return (long) (insn.getOpcode() - Opcodes.LCONST_0);
        }
        if (insn instanceof LdcInsnNode ldc && ldc.cst instanceof Long value) {
            return value;
        }
        return null;
    }

    private static Long toLong(Integer value) {
        return value == null ? null : (long) value;
    }
}
