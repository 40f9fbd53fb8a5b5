package pearl.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JadTest {

    private static final String FULL = """
            MIDlet-Name: PEARL
            MIDlet-Version: 0.1.0
            MIDlet-1: PEARL, , pearl.ui.PearlMIDlet
            MIDlet-Jar-URL: pearl.jar
            MIDlet-Jar-Size: 311576
            PEARL-Server-URL: http://127.0.0.1:8080/pearl/receiver
            """;

    @TempDir
    Path dir;

    @Test
    void aSuitesJadIsTheFullOnesWithItsNameJarAndSizeInTheSameOrder() throws Exception {
        Path full = Files.writeString(dir.resolve("pearl.jad"), FULL);
        Path suite = dir.resolve("pearl-64k-1.jad");

        Jad.write(full, suite, Jad.suite("PEARL 64k-1", "pearl-64k-1.jar", 65208));

        assertEquals("""
                MIDlet-Name: PEARL 64k-1
                MIDlet-Version: 0.1.0
                MIDlet-1: PEARL 64k-1, , pearl.ui.PearlMIDlet
                MIDlet-Jar-URL: pearl-64k-1.jar
                MIDlet-Jar-Size: 65208
                PEARL-Server-URL: http://127.0.0.1:8080/pearl/receiver
                """, Files.readString(suite));
    }

    @Test
    void anAttributeToSetThatTheJadLacksIsAnError() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Jad.text("MIDlet-Name: PEARL\n", Map.of("MIDlet-Jar-Size", "1")));
        assertEquals("the JAD has no attribute [MIDlet-Jar-Size]", refused.getMessage());
    }
}
