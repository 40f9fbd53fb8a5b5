package pearl.server.web;

import java.util.Map;

/**
 * Refuses a request whose parameters hold a control character (a NUL, a line break, an escape):
 * no name, model or number PEARL reads has one, and a value with one would reach a page, a log line
 * or a query as something other than what was typed. The message names the parameter, not its value.
 */
final class ParameterText {

    private ParameterText() {
    }

    /** @throws IllegalArgumentException naming the first parameter that holds a control character */
    static void refuseControlCharacters(Map<String, String[]> parameters) {
        for (Map.Entry<String, String[]> parameter : parameters.entrySet()) {
            if (hasControl(parameter.getKey())) {
                throw new IllegalArgumentException("a parameter's name holds a control character");
            }
            for (String value : parameter.getValue()) {
                if (hasControl(value)) {
                    throw new IllegalArgumentException(parameter.getKey() + " holds a control character: type it again");
                }
            }
        }
    }

    private static boolean hasControl(String text) {
        return text.chars().anyMatch(Character::isISOControl);
    }
}
