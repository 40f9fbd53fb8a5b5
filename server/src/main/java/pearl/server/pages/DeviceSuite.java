package pearl.server.pages;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;

/**
 * The MIDlet suite's JAD as this server hands it to a phone: the phone fetches the JAR from the
 * server it installed from, and syncs back to that server's receiver.
 */
public final class DeviceSuite {

    public static final String JAD_TYPE = "text/vnd.sun.j2me.app-descriptor";
    public static final String JAR_TYPE = "application/java-archive";

    private DeviceSuite() {
    }

    /**
     * @param jad     the JAD built with the device JAR
     * @param baseUrl this server's own URL with its context path, e.g. {@code http://host:8080/pearl}
     * @param jarSize the JAR's length in bytes, as served
     */
    public static String jadFor(String jad, String baseUrl, long jarSize) {
        StringBuilder out = new StringBuilder();
        try (BufferedReader lines = new BufferedReader(new StringReader(jad))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.startsWith("PEARL-Server-URL:") || line.startsWith("MIDlet-Jar-URL:")
                        || line.startsWith("MIDlet-Jar-Size:") || line.isBlank()) {
                    continue;
                }
                out.append(line).append('\n');
            }
        } catch (IOException impossible) {
            throw new IllegalStateException(impossible);
        }
        out.append("MIDlet-Jar-URL: ").append(baseUrl).append("/pearl.jar\n");
        out.append("MIDlet-Jar-Size: ").append(jarSize).append('\n');
        out.append("PEARL-Server-URL: ").append(baseUrl).append("/receiver\n");
        return out.toString();
    }
}
