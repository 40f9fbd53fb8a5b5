package pearl.server.receiver;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/** Builds sync bodies as a phone would, signed with the JDK's HMAC (the server's check is the claim). */
final class Bodies {

    private Bodies() {
    }

    static byte[] signed(String unsignedText, byte[] secret) {
        byte[] text = unsignedText.getBytes(StandardCharsets.UTF_8);
        String signature = HexFormat.of().formatHex(BatchSignature.sign(secret, text, text.length));
        return (unsignedText + "H\t" + signature + "\n").getBytes(StandardCharsets.UTF_8);
    }

    static String batch(String deviceKey, long counter, String runConditions, String... sampleLines) {
        StringBuilder text = new StringBuilder("PEARL-SAMPLES 2\nD\t" + deviceKey + "\t" + counter + "\n");
        text.append("R\t1700000000000\tformat=1\tmicroedition.platform=TestPhone/1.0\ttimer.resolution=10"
                + "\tmidlet.version=0.1.0\tbc.version=1.53").append(runConditions).append('\n');
        for (String line : sampleLines) {
            text.append(line).append('\n');
        }
        return text.toString();
    }

    /** A removal of everything the server holds of the device, unsigned. */
    static String removal(String deviceKey, long counter) {
        return "PEARL-REMOVE 1\nD\t" + deviceKey + "\t" + counter + "\n";
    }

    /** A warm AES/ECB encrypt sample of run 1700000000000. */
    static String sample(int seq, int timeExec) {
        return "S\t1700000000000\t" + seq + "\tAES/ECB\tencrypt\t128\t1024\t64\t10\t32\t" + timeExec + "\t0";
    }
}
