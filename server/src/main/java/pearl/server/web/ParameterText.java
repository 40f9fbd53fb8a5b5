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
        return problem(parameters) == null;
    }

    /** @throws IllegalArgumentException naming the first parameter that holds a control character */
    static void refuseControlCharacters(Map<String, String[]> parameters) {
        String problem = problem(parameters);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }

    /** What is wrong with the parameters, in words; null when nothing is. */
    private static String problem(Map<String, String[]> parameters) {
        for (Map.Entry<String, String[]> parameter : parameters.entrySet()) {
            if (hasControl(parameter.getKey())) {
                return "a parameter's name holds a control character";
            }
            for (String value : parameter.getValue()) {
                if (hasControl(value)) {
                    return parameter.getKey() + " holds a control character: type it again";
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
