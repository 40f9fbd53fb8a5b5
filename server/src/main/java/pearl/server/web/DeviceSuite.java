package pearl.server.web;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;

/**
 * A MIDlet suite's JAD as this server hands it to a phone: the phone fetches the JAR from the
 * server it installed from, syncs back to that server's receiver, and, when the JAD came from an
 * /install visit, registers with that visit's enrolment code (docs/protocol.md, "Enrolment").
 */
public final class DeviceSuite {

    public static final String JAD_TYPE = "text/vnd.sun.j2me.app-descriptor";
    public static final String JAR_TYPE = "application/java-archive";
    /** The JAD attribute the MIDlet reads its enrolment code from. */
    public static final String ENROLMENT = "PEARL-Enrolment";

    private static final String[] SET_HERE = {"PEARL-Server-URL:", "MIDlet-Jar-URL:", "MIDlet-Jar-Size:", ENROLMENT + ":"};

    private DeviceSuite() {
    }

    /**
     * @param jad       the JAD built with the suite's JAR
     * @param jarUrl    where the phone fetches the JAR
     * @param jarSize   the JAR's length in bytes, as served
     * @param baseUrl   this server's own URL with its context path, e.g. {@code http://host:8080/pearl}
     * @param enrolment the /install visit's code, or null
     */
    public static String jadFor(String jad, String jarUrl, long jarSize, String baseUrl, String enrolment) {
        StringBuilder out = new StringBuilder();
        try (BufferedReader lines = new BufferedReader(new StringReader(jad))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (!setHere(line) && !line.isBlank()) {
                    out.append(line).append('\n');
                }
            }
        } catch (IOException impossible) {
            throw new IllegalStateException(impossible);
        }
        out.append("MIDlet-Jar-URL: ").append(jarUrl).append('\n');
        out.append("MIDlet-Jar-Size: ").append(jarSize).append('\n');
        out.append("PEARL-Server-URL: ").append(baseUrl).append("/receiver\n");
        if (enrolment != null) {
            out.append(ENROLMENT).append(": ").append(enrolment).append('\n');
        }
        return out.toString();
    }

    private static boolean setHere(String line) {
        for (String attribute : SET_HERE) {
            if (line.startsWith(attribute)) {
                return true;
            }
        }
        return false;
    }
}
