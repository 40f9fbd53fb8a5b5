package pearl.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

class ParameterTextTest {

    @Test
    void namesModelsAndNumbersAsTypedPass() {
        Map<String, String[]> typed = Map.of("name", new String[] {"HMAC/SHA-1", " Nokia 6230 ", "Sony Ericsson P800 — Ärger"},
                "device", new String[] {"1", "2"});
        assertTrue(ParameterText.clean(typed));
        ParameterText.refuseControlCharacters(typed);
    }

    @Test
    void aControlCharacterInAnyValueIsRefusedNamingItsParameterNotTheValue() {
        for (String control : new String[] {"\u0000", "\n", "\r", "\t", "\u001b", "\u007f", "\u0085"}) {
            Map<String, String[]> parameters = new LinkedHashMap<>();
            parameters.put("name", new String[] {"AES/CBC"});
            parameters.put("operation", new String[] {"encrypt", "en" + control + "crypt"});
            assertFalse(ParameterText.clean(parameters), "U+" + Integer.toHexString(control.charAt(0)));
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                    () -> ParameterText.refuseControlCharacters(parameters));
            assertEquals("operation holds a control character: type it again", refused.getMessage());
        }
    }

    @Test
    void aControlCharacterInAParametersNameIsRefused() {
        assertFalse(ParameterText.clean(Map.of("na\u0000me", new String[] {"x"})));
    }
}
