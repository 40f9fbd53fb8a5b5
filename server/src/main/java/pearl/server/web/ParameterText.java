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

    /** Whether no parameter's name or value holds a control character. */
    static boolean clean(Map<String, String[]> parameters) {
        return offending(parameters) == null;
    }

    /** @throws IllegalArgumentException naming the first parameter that holds a control character */
    static void refuseControlCharacters(Map<String, String[]> parameters) {
        String offending = offending(parameters);
        if (offending != null) {
            throw new IllegalArgumentException(offending + " holds a control character: type it again");
        }
    }

    /**
     * The first parameter whose value holds a control character, by its name ("a parameter's name"
     * when the name itself holds one); null when none does.
     */
    static String offending(Map<String, String[]> parameters) {
        for (Map.Entry<String, String[]> parameter : parameters.entrySet()) {
            if (hasControl(parameter.getKey())) {
                return "a parameter's name";
            }
            for (String value : parameter.getValue()) {
                if (hasControl(value)) {
                    return parameter.getKey();
                }
            }
        }
        return null;
    }

    /** Whether the text holds a control character. */
    static boolean hasControl(String text) {
        return text.chars().anyMatch(Character::isISOControl);
    }
}
