package pearl.sync;

/**
 * Writes a registration (docs/protocol.md): the model name the user typed, the enrolment code of
 * the /install visit the suite came from (the JAD's PEARL-Enrolment), and the phone's
 * microedition.* properties, from which the server identifies the VM.
 */
public final class RegistrationWriter {

    public static final String HEADER = "PEARL-REGISTER 2";

    private static final String[] PROPERTIES = {
        "microedition.platform", "microedition.configuration", "microedition.profiles",
        "microedition.encoding", "microedition.locale",
    };

    private RegistrationWriter() {
    }

    /** @param enrolment null for a suite installed without one: the server makes it a device of its own */
    public static byte[] write(String model, String enrolment) {
        StringBuffer text = new StringBuffer(256);
        text.append(HEADER).append('\n');
        text.append("model").append('\t').append(BatchWriter.clean(model)).append('\n');
        if (enrolment != null) {
            text.append("enrolment").append('\t').append(BatchWriter.clean(enrolment.trim())).append('\n');
        }
        for (int i = 0; i < PROPERTIES.length; i++) {
            String value = System.getProperty(PROPERTIES[i]);
            text.append(PROPERTIES[i]).append('\t').append(value == null ? "" : BatchWriter.clean(value)).append('\n');
        }
        return BatchWriter.utf8(text);
    }
}
