package pearl.server.receiver;

import static pearl.server.receiver.FieldChecks.expect;
import static pearl.server.receiver.FieldChecks.text;

import java.util.LinkedHashMap;
import java.util.Map;

import pearl.protocol.ProtocolLimits;
import pearl.server.bank.Enrolments;
import pearl.server.model.ClockMhz;

/**
 * A phone's registration (docs/protocol.md): the model name its user typed, the enrolment code of
 * the /install visit the suite came from if its JAD had one, the CPU clock its user gave if any,
 * and its microedition.* properties.
 * <pre>
 * PEARL-REGISTER 2
 * model  name
 * enrolment  code         (optional)
 * clock  MHz              (optional)
 * microedition.platform  value
 * ...
 * </pre>
 *
 * @param enrolment null when the suite was installed without one
 * @param clockMhz  the CPU clock in MHz, 1 to {@link ClockMhz#MOST}; null when the user gave none
 */
public record Registration(String model, String enrolment, Integer clockMhz, Map<String, String> properties) {

    public static final String HEADER = "PEARL-REGISTER 2";

    public Registration {
        properties = Map.copyOf(properties);
    }

    public String property(String key) {
        return properties.getOrDefault(key, "");
    }

    public static Registration parse(byte[] body) throws MalformedBatchException {
        String[] lines = FieldChecks.utf8(body, 0, body.length).split("\r?\n");
        if (!lines[0].equals(HEADER)) {
            throw MalformedBatchException.atLine(1, "expected the header '" + HEADER + "'");
        }
        String model = null;
        String enrolment = null;
        Integer clockMhz = null;
        Map<String, String> properties = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int line = i + 1;
            String[] fields = lines[i].split("\t", -1);
            expect(line, fields, 2, "name, value");
            if (fields[0].equals("model")) {
                model = text(line, fields[1].trim(), "model", ProtocolLimits.MODEL_CHARS, false);
            } else if (fields[0].equals("enrolment") && enrolment == null) {
                enrolment = fields[1].trim();
                if (!Enrolments.wellFormed(enrolment)) {
                    throw MalformedBatchException.atLine(line, "the enrolment code is " + Enrolments.LENGTH
                            + " digits and capitals as /install shows it");
                }
            } else if (fields[0].equals("clock") && clockMhz == null) {
                clockMhz = (int) FieldChecks.number(line, fields[1].trim(), "the CPU clock in MHz", 1, ClockMhz.MOST);
            } else if (fields[0].startsWith("microedition.") && properties.size() < 16) {
                properties.put(text(line, fields[0], "property name", ProtocolLimits.NAME_CHARS, false),
                        text(line, fields[1], fields[0], ProtocolLimits.VALUE_CHARS, true));
            } else {
                throw MalformedBatchException.atLine(line, "expected model, enrolment, clock or a microedition.* property (at most 16)");
            }
        }
        if (model == null) {
            throw new MalformedBatchException("no model line: the user names the phone's model");
        }
        return new Registration(model, enrolment, clockMhz, properties);
    }
}
