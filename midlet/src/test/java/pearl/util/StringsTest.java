package pearl.util;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * The stand-in answers as Bouncy Castle's own Strings does, for what BC's engines ask of it. BC's
 * class is not on the test class path (the relocated BC has none), so it comes from BC's own jar.
 */
class StringsTest {

    private static final String[] SAMPLES = {"", "expand 32-byte k", "expand 16-byte k", "E-A", "d-a", "Param-Z",
        "\u00e9t\u00e9 \u0130 \u00df", "tEsT-123_\u0000~"};

    @Test
    void toByteArrayKeepsEachCharsLowByteAsBouncyCastleDoes() throws Exception {
        Method bouncyCastle = bouncyCastleStrings().getMethod("toByteArray", String.class);
        for (String sample : SAMPLES) {
            assertArrayEquals((byte[]) bouncyCastle.invoke(null, sample), Strings.toByteArray(sample), sample);
        }
    }

    @Test
    void toUpperCaseChangesAsciiLettersOnlyAsBouncyCastleDoes() throws Exception {
        Method bouncyCastle = bouncyCastleStrings().getMethod("toUpperCase", String.class);
        for (String sample : SAMPLES) {
            assertEquals(bouncyCastle.invoke(null, sample), Strings.toUpperCase(sample), sample);
        }
    }

    private static Class<?> bouncyCastleStrings() throws Exception {
        URL jar = Path.of(System.getProperty("pearl.bc.jar")).toUri().toURL();
        return Class.forName("org.bouncycastle.util.Strings", true, new URLClassLoader(new URL[] {jar}, null));
    }
}
