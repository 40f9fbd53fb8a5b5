package pearl.server.admin;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Passwords are stored as salted PBKDF2 hashes, never as themselves. */
class PasswordHashTest {

    @Test
    void aHashMatchesItsPasswordOnlyAndIsSalted() {
        PasswordHash hash = PasswordHash.of("correct horse");

        assertTrue(hash.matches("correct horse"));
        assertFalse(hash.matches("correct horse "));
        assertFalse(hash.hashHex().contains("correct"));
        assertNotEquals(hash.hashHex(), PasswordHash.of("correct horse").hashHex());
    }
}
