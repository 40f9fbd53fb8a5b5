package pearl.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

import org.junit.jupiter.api.Test;

/**
 * The device JAR carries Bouncy Castle's public-key classes running on pearl.math: no class in it
 * names java.math or java.security (a CLDC 1.0 phone has neither), and the relocated classes
 * are really there.
 */
class DeviceJarRelocationIT {

    private static final Path DEVICE = Path.of(System.getProperty("pearl.device.dir", "target/device"));

    @Test
    void noClassReferencesJavaMathOrJavaSecurity() throws IOException {
        List<String> offenders = new ArrayList<>();
        int classes = 0;
        try (JarFile jar = new JarFile(DEVICE.resolve("pearl.jar").toFile())) {
            for (JarEntry entry : Collections.list(jar.entries())) {
                if (!entry.getName().endsWith(".class")) {
                    continue;
                }
                classes++;
                // Every class, method or field reference lives in the constant pool as modified
                // UTF-8 text, which is plain ASCII for these names.
                String pool = new String(jar.getInputStream(entry).readAllBytes(), StandardCharsets.ISO_8859_1);
                if (pool.contains("java/math/") || pool.contains("java/security/")) {
                    offenders.add(entry.getName());
                }
            }
        }
        assertTrue(classes > 0);
        assertEquals(List.of(), offenders, "classes that reference java.math or java.security");
    }

    @Test
    void publicKeyClassesAreInTheJarOnPearlMath() throws IOException {
        String mapping = Files.readString(DEVICE.resolve("proguard-mapping.txt"));
        for (String kept : new String[] {"pearl.math.BigInteger ->", "pearl.math.SecureRandom ->",
                "org.bouncycastle.crypto.engines.RSACoreEngine ->", "org.bouncycastle.crypto.engines.ElGamalEngine ->",
                "org.bouncycastle.crypto.signers.DSASigner ->", "org.bouncycastle.crypto.signers.ECDSASigner ->",
                "org.bouncycastle.crypto.agreement.ECDHBasicAgreement ->", "pearl.publickey.PublicKeyCatalogue ->"}) {
            assertTrue(mapping.contains(kept), kept + " is in the device JAR");
        }
        assertTrue(mapping.contains("pearl.math.BigInteger modPow(pearl.math.BigInteger,pearl.math.BigInteger)"),
                "BC's calls resolve to pearl.math.BigInteger");
    }
}
