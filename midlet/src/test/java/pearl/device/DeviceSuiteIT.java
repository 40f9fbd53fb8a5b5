package pearl.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Collections;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

import org.junit.jupiter.api.Test;

/**
 * What a phone checks before it installs the suite: the JAD's attributes, the JAR's size, and
 * classes a CLDC 1.0 VM accepts (class version 47, preverified, none in a java.* package).
 */
class DeviceSuiteIT {

    private static final Path DEVICE = Path.of(System.getProperty("pearl.device.dir", "target/device"));

    @Test
    void jadDescribesAMidp10SuiteAndTheJarsRealSize() throws IOException {
        Map<String, String> jad = attributes(DEVICE.resolve("pearl.jad"));

        assertEquals(String.valueOf(Files.size(DEVICE.resolve("pearl.jar"))), jad.get("MIDlet-Jar-Size"));
        assertEquals("CLDC-1.0", jad.get("MicroEdition-Configuration"));
        assertEquals("MIDP-1.0", jad.get("MicroEdition-Profile"));
        assertEquals("pearl.jar", jad.get("MIDlet-Jar-URL"));
        assertTrue(jad.get("MIDlet-1").endsWith("pearl.ui.PearlMIDlet"), jad.get("MIDlet-1"));
        assertTrue(jad.get("MIDlet-Version").matches("\\d+\\.\\d+\\.\\d+"), "MIDlet-Version is digits only");
        assertTrue(jad.get("PEARL-Server-URL").startsWith("http://"), "the JAD says where to sync");
        assertTrue(Files.readString(DEVICE.resolve("pearl.jad")).endsWith("\n"),
                "MicroEmulator drops a last line without a newline");
    }

    @Test
    void jarHoldsOnlyPreverifiedCldcClassesOutsideJavaPackages() throws IOException {
        List<String> classes = new ArrayList<>();
        try (JarFile jar = new JarFile(DEVICE.resolve("pearl.jar").toFile())) {
            assertEquals("pearl.ui.PearlMIDlet", jar.getManifest().getMainAttributes().getValue("MIDlet-1").split(",")[2].trim());
            for (JarEntry entry : Collections.list(jar.entries())) {
                if (!entry.getName().endsWith(".class")) {
                    continue;
                }
                classes.add(entry.getName());
                assertFalse(entry.getName().startsWith("java/") || entry.getName().startsWith("javax/"),
                        "a phone refuses application classes in system packages: " + entry.getName());
                byte[] bytes = jar.getInputStream(entry).readAllBytes();
                try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes))) {
                    assertEquals(0xCAFEBABE, in.readInt());
                    in.readUnsignedShort();
                    assertEquals(47, in.readUnsignedShort(), entry.getName() + " has the class version CLDC reads");
                }
            }
            byte[] midlet = jar.getInputStream(jar.getEntry("pearl/ui/PearlMIDlet.class")).readAllBytes();
            assertTrue(new String(midlet, StandardCharsets.ISO_8859_1).contains("StackMap"),
                    "the classes carry CLDC's StackMap attributes, i.e. they are preverified");
        }
        assertFalse(classes.isEmpty());
    }

    private static Map<String, String> attributes(Path jad) throws IOException {
        Map<String, String> attributes = new LinkedHashMap<>();
        for (String line : Files.readAllLines(jad, StandardCharsets.UTF_8)) {
            int colon = line.indexOf(':');
            if (colon > 0) {
                attributes.put(line.substring(0, colon).trim(), line.substring(colon + 1).trim());
            }
        }
        return attributes;
    }
}
