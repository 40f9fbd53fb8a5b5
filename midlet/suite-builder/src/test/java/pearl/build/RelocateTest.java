package pearl.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RelocateTest {

    @TempDir
    Path dir;

    @Test
    void bouncyCastlesJarComesOutOnPearlMathWithoutTheClassesItReplacesOrAnythingButClasses() throws Exception {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("META-INF/BC.SF", "Signature-Version: 1.0\n".getBytes());
        entries.put("org/bouncycastle/crypto/Rsa.class", TinyJars.classReferring("org/bouncycastle/crypto/Rsa", 0,
                "java/math/BigInteger", "java/security/SecureRandom", "org/bouncycastle/util/Strings"));
        entries.put("org/bouncycastle/util/Strings.class", TinyJars.classReferring("org/bouncycastle/util/Strings", 0));
        Path in = TinyJars.jar(dir.resolve("bcprov.jar"), entries);
        Path out = dir.resolve("out/bcprov-pearl.jar");

        Relocate.main(new String[] {in.toString(), out.toString()});

        Map<String, byte[]> relocated = TinyJars.entries(out);
        assertEquals(Set.of("org/bouncycastle/crypto/Rsa.class"), relocated.keySet(),
                "the signature (no longer matching) and BC's Strings (pearl.util's instead) are left out");
        Set<String> names = SizeEstimate.referenced(relocated.get("org/bouncycastle/crypto/Rsa.class"));
        assertTrue(names.containsAll(Set.of("pearl/math/BigInteger", "pearl/math/SecureRandom", "pearl/util/Strings")), names.toString());
        assertTrue(names.stream().noneMatch(name -> name.startsWith("java/math") || name.startsWith("java/security")
                || name.equals("org/bouncycastle/util/Strings")), names.toString());
    }
}
