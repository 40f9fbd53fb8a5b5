package pearl.server.web;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import jakarta.servlet.http.HttpServletRequest;

import pearl.server.model.ResultFilter;

/**
 * Reads a {@link ResultFilter} from a request's parameters (docs/api.md): {@code device} (id),
 * {@code algorithm}, {@code operation}, {@code size} (bytes), {@code cold} ({@code true} or
 * {@code false}) and {@code model} (a phone model's name); each may be left out. A value holding a
 * control character (a NUL byte, a line break) is refused rather than matched or trimmed away.
 */
final class FilterParameters {

    private FilterParameters() {
    }

    /** @throws IllegalArgumentException with a message for the user, when a value is malformed */
    static ResultFilter of(HttpServletRequest request) {
        return of(request::getParameterValues);
    }

    /**
     * @param parameters a parameter's values by name, null when absent
     * @throws IllegalArgumentException with a message for the user, when a value is malformed
     */
    static ResultFilter of(Function<String, String[]> parameters) {
        return new ResultFilter(number(parameters, "device"), text(parameters, "algorithm"),
                text(parameters, "operation"), size(parameters), truth(parameters, "cold"), text(parameters, "model"));
    }

    /** The filter in one spelling, {@code device=7&algorithm=AES%2FCBC}: empty for no filter. */
    static String query(ResultFilter filter) {
        List<String> query = new ArrayList<>();
        add(query, "device", filter.deviceId());
        add(query, "algorithm", filter.algorithm());
        add(query, "operation", filter.operation());
        add(query, "size", filter.sizeBytes());
        add(query, "cold", filter.cold());
        add(query, "model", filter.model());
        return String.join("&", query);
    }

    /** Appends {@code name=value}, URL-encoded, when the value is there. */
    static void add(List<String> query, String name, Object value) {
        if (value != null) {
            query.add(name + "=" + URLEncoder.encode(value.toString(), StandardCharsets.UTF_8));
        }
    }

    private static Long number(Function<String, String[]> parameters, String name) {
        return number(parameters, name, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** An optional whole number from {@code least} to {@code most}; null when absent. */
    static Long number(HttpServletRequest request, String name, long least, long most) {
        return number(request::getParameterValues, name, least, most);
    }

    /** As {@link #number(HttpServletRequest, String, long, long)}. */
    static Long number(Function<String, String[]> parameters, String name, long least, long most) {
        String value = text(parameters, name);
        return value == null ? null : whole(name, value, least, most);
    }

    /** Every value of a repeatable whole-number parameter, in order, each from {@code least} to {@code most}; blank ones left out. */
    static List<Long> numbers(HttpServletRequest request, String name, long least, long most) {
        return numbers(request::getParameterValues, name, least, most);
    }

    /** As {@link #numbers(HttpServletRequest, String, long, long)}. */
    static List<Long> numbers(Function<String, String[]> parameters, String name, long least, long most) {
        String[] values = parameters.apply(name);
        List<Long> numbers = new ArrayList<>();
        for (String value : values == null ? new String[0] : values) {
            if (!value.isBlank()) {
                numbers.add(whole(name, value.trim(), least, most));
            }
        }
        return numbers;
    }

    /** A whole number from {@code least} to {@code most}, or a sentence for the user saying what is wrong. */
    static long whole(String name, String value, long least, long most) {
        long number;
        try {
            number = Long.parseLong(value);
        } catch (NumberFormatException notANumber) {
            throw new IllegalArgumentException(name + " must be a whole number, not " + quoted(value));
        }
        if (number < least || number > most) {
            throw new IllegalArgumentException(name + " must be from " + least + " to " + most + ", not " + number);
        }
        return number;
    }

    private static Integer size(Function<String, String[]> parameters) {
        Long size = number(parameters, "size");
        if (size != null && (size < 1 || size > Integer.MAX_VALUE)) {
            throw new IllegalArgumentException("size must be a positive number of bytes");
        }
        return size == null ? null : size.intValue();
    }

    /** An optional {@code true} or {@code false}; null when absent. */
    static Boolean truth(HttpServletRequest request, String name) {
        return truth(request::getParameterValues, name);
    }

    private static Boolean truth(Function<String, String[]> parameters, String name) {
        String value = text(parameters, name);
        if (value == null) {
            return null;
        }
        if (!value.equals("true") && !value.equals("false")) {
            throw new IllegalArgumentException(name + " must be true or false, not " + quoted(value));
        }
        return Boolean.valueOf(value);
    }

    /**
     * A parameter's value, or null when it is absent or blank.
     *
     * @throws IllegalArgumentException when the value holds a control character
     */
    static String text(HttpServletRequest request, String name) {
        return text(request::getParameterValues, name);
    }

    /** As {@link #text(HttpServletRequest, String)}, its first value. */
    static String text(Function<String, String[]> parameters, String name) {
        String[] values = parameters.apply(name);
        String value = values == null || values.length == 0 ? null : values[0];
        if (value != null && ParameterText.hasControl(value)) {
            throw controlCharacter(name);
        }
        return value == null || value.isBlank() ? null : value.trim();
    }

    /**
     * Refuses a control character in any parameter, read or not, in the API's words: a script that
     * sends one sends something other than it meant.
     *
     * @throws IllegalArgumentException naming the first parameter that holds one
     */
    static void refuseControlCharacters(Map<String, String[]> parameters) {
        String offending = ParameterText.offending(parameters);
        if (offending != null) {
            throw controlCharacter(offending);
        }
    }

    private static IllegalArgumentException controlCharacter(String name) {
        return new IllegalArgumentException(name + " must not hold a control character (a NUL byte, a tab, a line"
                + " break): send the value as it is named, e.g. algorithm=AES/CBC");
    }

    static String quoted(String value) {
        return "'" + (value.length() > 40 ? value.substring(0, 40) + "…" : value) + "'";
    }
}
