package pearl.server.admin;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;

import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * Admin passwords as PBKDF2-HMAC-SHA256 (the JDK's; OWASP's 2023 advice: 600,000 rounds), with a
 * random salt per password. The password itself is never stored.
 */
public record PasswordHash(String hashHex, String saltHex, int iterations) {

    public static final int ITERATIONS = 600_000;
    private static final SecureRandom RANDOM = new SecureRandom();

    public static PasswordHash of(String password) {
        byte[] salt = new byte[16];
        RANDOM.nextBytes(salt);
        HexFormat hex = HexFormat.of();
        return new PasswordHash(hex.formatHex(derive(password, salt, ITERATIONS)), hex.formatHex(salt), ITERATIONS);
    }

    public boolean matches(String password) {
        byte[] expected = HexFormat.of().parseHex(hashHex);
        return MessageDigest.isEqual(expected, derive(password, HexFormat.of().parseHex(saltHex), iterations));
    }

    private static byte[] derive(String password, byte[] salt, int iterations) {
        try {
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256")
                    .generateSecret(new PBEKeySpec(password.toCharArray(), salt, iterations, 256)).getEncoded();
        } catch (GeneralSecurityException missingFromTheJdk) {
            throw new IllegalStateException("every JDK has PBKDF2WithHmacSHA256", missingFromTheJdk);
        }
    }
}
