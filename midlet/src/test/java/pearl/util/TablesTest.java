package pearl.util;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

import org.junit.jupiter.api.Test;

/**
 * The build (pearl.build.CompactTables) rewrites Bouncy Castle's constant tables into strings that
 * this class decodes: every table must come out exactly as BC's own. The relocated classes are on
 * the test class path; BC's originals come from its own jar.
 */
class TablesTest {

    @Test
    void readsSevenOrEightBitsAChar() {
        // 11111111 00000000 10000000 -> 1111111 1000000 0010000 0000(000)
        assertArrayEquals(new byte[] {-1, 0, -128}, Tables.bytes("\u0007\u007f\u0040\u0010\u0000"));
        // 11111111 11111111 -> 1111111 1111111 11(00000)
        assertArrayEquals(new short[] {-1}, Tables.shorts("\u0007\u007f\u007f\u0060"));
        // 10000000 00000000 00000000 00000001 -> 1000000 0000000 0000000 0000000 0001(000)
        assertArrayEquals(new int[] {0x80000001}, Tables.ints("\u0007\u0040\u0000\u0000\u0000\u0008"));
        // 63 zeros then a one, and 64 ones
        assertArrayEquals(new long[] {1, -1}, Tables.longs("\u0007\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000"
                + "\u007f\u007f\u007f\u007f\u007f\u007f\u007f\u007f\u007f\u0060"));
        // 8 bits a char: one char a byte
        assertArrayEquals(new int[] {0x80000001, 0x00FF7F00}, Tables.ints("\u0008\u0080\u0000\u0000\u0001\u0000\u00ff\u007f\u0000"));
    }

    @Test
    void makesTheRotatedPartsAgain() {
        assertArrayEquals(new int[] {0x01020304, 0xA0B0C0D0, 0x02030401, 0xB0C0D0A0, 0x03040102, 0xC0D0A0B0},
                Tables.rotations("\u0008\u0001\u0002\u0003\u0004\u00a0\u00b0\u00c0\u00d0", 3, 8));
    }

    @Test
    void everyCompactedClassHasBouncyCastlesTables() throws Exception {
        ClassLoader bouncyCastle = new URLClassLoader(new URL[] {Path.of(System.getProperty("pearl.bc.jar")).toUri().toURL()},
                null);
        List<String> compacted = compactedClasses();
        int tables = 0;
        for (String name : compacted) {
            Class<?> theirs = Class.forName(name, true, bouncyCastle);
            Class<?> ours = Class.forName(name, true, getClass().getClassLoader());
            tables += compareArrays(theirs, ours, null, null);
            if (!Modifier.isAbstract(theirs.getModifiers()) && hasPublicNoArgConstructor(theirs)) {
                // Tables can sit in instance fields too, filled by the constructor
                tables += compareArrays(theirs, ours, theirs.getConstructor().newInstance(), ours.getConstructor().newInstance());
            }
        }
        assertTrue(compacted.contains("org.bouncycastle.crypto.engines.AESFastEngine"), compacted.toString());
        assertTrue(compacted.contains("org.bouncycastle.crypto.digests.TigerDigest"), compacted.toString());
        assertTrue(tables > compacted.size(), tables + " tables compared in " + compacted.size() + " classes");
    }

    /** The array fields, static ({@code theirs} null) or of the two instances; returns how many. */
    private static int compareArrays(Class<?> theirClass, Class<?> ourClass, Object theirs, Object ours) throws Exception {
        int compared = 0;
        for (Field their : theirClass.getDeclaredFields()) {
            if (Modifier.isStatic(their.getModifiers()) != (theirs == null) || !primitiveArray(their.getType())) {
                continue;
            }
            Field our = ourClass.getDeclaredField(their.getName());
            their.setAccessible(true);
            our.setAccessible(true);
            assertTrue(Objects.deepEquals(their.get(theirs), our.get(ours)), theirClass.getName() + "." + their.getName());
            compared++;
        }
        return compared;
    }

    private static boolean primitiveArray(Class<?> type) {
        if (!type.isArray()) {
            return false;
        }
        while (type.isArray()) {
            type = type.getComponentType();
        }
        return type.isPrimitive();
    }

    private static boolean hasPublicNoArgConstructor(Class<?> type) {
        try {
            type.getConstructor();
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /** The classes of the relocated BC that the device JAR draws on and that call this class. */
    private static List<String> compactedClasses() throws Exception {
        Path relocated = Path.of(Class.forName("org.bouncycastle.crypto.engines.AESFastEngine")
                .getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> names = new ArrayList<>();
        try (JarFile jar = new JarFile(relocated.toFile())) {
            for (JarEntry entry : Collections.list(jar.entries())) {
                String name = entry.getName();
                boolean device = name.startsWith("org/bouncycastle/crypto/") || name.startsWith("org/bouncycastle/math/")
                        || name.startsWith("org/bouncycastle/util/");
                if (device && name.endsWith(".class") && new String(jar.getInputStream(entry).readAllBytes(),
                        StandardCharsets.ISO_8859_1).contains("pearl/util/Tables")) {
                    names.add(name.substring(0, name.length() - 6).replace('/', '.'));
                }
            }
        }
        return names;
    }
}
